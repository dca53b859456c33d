/** @jest-environment node */
import { isDocx, sanitiseFilename, sniffAttachment } from './attachment';
import { samples, zip } from './test-support';

describe('sanitiseFilename', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system32\\plan.PDF', 'plan.pdf'],
    ['C:\\Users\\léa\\Devis terrasse (v2).docx', 'Devis terrasse (v2).docx'],
    ['<script>alert(1)</script>.png', 'script_.png'],
    ['.htaccess', 'htaccess'],
    ['..', 'piece-jointe'],
    ['.pdf', 'pdf'],
    ['rapport\u0000\u001f.pdf', 'rapport.pdf'],
    ['plan . . .pdf', 'plan.pdf'],
    ['photo 🌞 été.jpg', 'photo _ été.jpg'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitiseFilename(raw)).toBe(expected);
  });

  it('keeps the extension when it shortens a long name to 100 characters', () => {
    const name = sanitiseFilename(`${'a'.repeat(300)}.jpeg`);
    expect(name).toHaveLength(100);
    expect(name.endsWith('.jpeg')).toBe(true);
  });
});

describe('sniffAttachment', () => {
  it('recognises each accepted format by its magic bytes', () => {
    expect(sniffAttachment('pdf', samples.pdf())).toBe('application/pdf');
    expect(sniffAttachment('png', samples.png())).toBe('image/png');
    expect(sniffAttachment('jpg', samples.jpg())).toBe('image/jpeg');
    expect(sniffAttachment('jpeg', samples.jpg())).toBe('image/jpeg');
    expect(sniffAttachment('doc', samples.doc())).toBe('application/msword');
    expect(sniffAttachment('docx', samples.docx())).toMatch(/wordprocessingml/);
  });

  it('accepts a PDF header after a little leading junk, as readers do', () => {
    expect(sniffAttachment('pdf', Buffer.concat([Buffer.from('\r\n\r\n'), samples.pdf()]))).toBe('application/pdf');
  });

  it('refuses content that does not match the extension', () => {
    expect(sniffAttachment('pdf', samples.png())).toBeNull();
    expect(sniffAttachment('png', samples.jpg())).toBeNull();
    expect(sniffAttachment('jpg', samples.exe())).toBeNull();
    expect(sniffAttachment('doc', samples.docx())).toBeNull();
    expect(sniffAttachment('docx', samples.exe())).toBeNull();
    expect(sniffAttachment('docx', samples.zipWithoutWord())).toBeNull();
    expect(sniffAttachment('pdf', Buffer.alloc(0))).toBeNull();
  });

  it('reads the ZIP central directory, not just the PK signature', () => {
    expect(isDocx(zip({ 'word/document.xml': '<w/>' }))).toBe(true);
    const truncated = samples.docx().subarray(0, 40);
    expect(isDocx(truncated)).toBe(false);
    const corrupt = Buffer.from(samples.docx());
    corrupt.writeUInt32LE(0xffffff, corrupt.length - 6); // central directory offset out of range
    expect(isDocx(corrupt)).toBe(false);
  });
});
