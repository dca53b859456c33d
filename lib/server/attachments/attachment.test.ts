/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { AcceptedExtension } from '@/lib/contact-schema';
import { checkAttachment, MIME_BY_EXTENSION, sanitiseFilename } from './attachment';
import { docxArchive, hostile, ole2, zipArchive } from '@/test/server/attachment-samples';
import { docxProblem, MAX_DOCX_RATIO, MAX_DOCX_UNCOMPRESSED_BYTES } from './docx';
import { samples } from '@/test/server/support';

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

describe('checkAttachment', () => {
  const accepted = async (ext: AcceptedExtension, bytes: Uint8Array) => {
    const result = await checkAttachment(ext, bytes);
    if (!result.ok) throw new Error(`refusé: ${result.error}`);
    return result;
  };
  const refusal = async (ext: AcceptedExtension, bytes: Uint8Array) => {
    const result = await checkAttachment(ext, bytes);
    return result.ok ? null : result.error;
  };

  it('accepts each format whole, keeping documents byte for byte', async () => {
    for (const [ext, bytes] of [
      ['pdf', samples.pdf()],
      ['doc', samples.doc()],
      ['docx', samples.docx()],
    ] as const) {
      const result = await accepted(ext, bytes);
      expect(result.mime).toBe(MIME_BY_EXTENSION[ext]);
      expect(Buffer.from(result.bytes).equals(bytes)).toBe(true);
    }
    expect((await accepted('jpg', samples.jpg())).mime).toBe('image/jpeg');
    expect((await accepted('jpeg', samples.jpg())).mime).toBe('image/jpeg');
    expect((await accepted('png', samples.png())).mime).toBe('image/png');
  });

  it('names what a mismatching file really is', async () => {
    expect(await refusal('pdf', samples.png())).toBe(
      'Ce fichier .pdf n’est pas un document PDF\u00a0: son contenu est de type PNG.',
    );
    expect(await refusal('png', samples.jpg())).toMatch(/n’est pas une image PNG.*JPG/);
    expect(await refusal('jpg', samples.exe())).toMatch(/n’est pas une image JPEG.*EXE/);
    expect(await refusal('doc', samples.docx())).toMatch(/n’est pas un document Word \(\.doc\).*DOCX/);
    expect(await refusal('docx', samples.zipWithoutWord())).toMatch(/ZIP/);
    expect(await refusal('pdf', Buffer.from('Bonjour'))).toMatch(/son contenu n’est pas reconnu/);
    expect(await refusal('pdf', Buffer.alloc(0))).toMatch(/n’est pas reconnu/);
  });

  describe('PDF', () => {
    it('must start with %PDF- at byte 0, not after leading junk', async () => {
      expect(await refusal('pdf', Buffer.concat([Buffer.from('\r\n'), samples.pdf()]))).toMatch(/pas un document PDF/);
      expect(await refusal('pdf', hostile.exeWithPdfAt512())).toMatch(/EXE/);
      expect(await refusal('pdf', Buffer.from('%PDF\n%%EOF\n'))).toMatch(/en-tête %PDF-/);
    });

    it('must end with %%EOF in its last 1024 bytes', async () => {
      const truncated = samples.pdf().subarray(0, 30);
      expect(await refusal('pdf', truncated)).toMatch(/incomplet/);
      expect(await refusal('pdf', Buffer.concat([samples.pdf(), Buffer.alloc(1024, 0x20)]))).toMatch(/incomplet/);
      expect(await refusal('pdf', Buffer.concat([samples.pdf(), Buffer.alloc(1000, 0x20)]))).toBeNull();
    });
  });

  describe('images', () => {
    it('refuses a PNG or JPEG header followed by anything but an image', async () => {
      expect(await refusal('png', hostile.pngHeaderThenHtml())).toMatch(/PNG/);
      const jpegThenHtml = Buffer.concat([samples.jpg().subarray(0, 20), Buffer.from('<html></html>')]);
      expect(await refusal('jpg', jpegThenHtml)).toMatch(/ne peut pas être lue/);
    });

    it('re-encodes a PNG losslessly, dropping text chunks', async () => {
      const pixels = Buffer.alloc(16 * 16 * 3, 0).map((_, i) => (i * 37) % 256);
      const png = await sharp(pixels, { raw: { width: 16, height: 16, channels: 3 } })
        .png()
        .toBuffer();
      const text = Buffer.from('tEXtComment\0<script>alert(1)</script>');
      const chunk = Buffer.alloc(12 + text.length - 4);
      chunk.writeUInt32BE(text.length - 4, 0);
      text.copy(chunk, 4);
      chunk.writeUInt32BE(crc32(text), 8 + text.length - 4);
      const withText = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
      expect((await sharp(withText).metadata()).comments).toEqual([
        { keyword: 'Comment', text: '<script>alert(1)</script>' },
      ]);
      const result = await accepted('png', withText);
      expect(Buffer.from(result.bytes).includes(Buffer.from('<script>'))).toBe(false);
      expect((await sharp(result.bytes).raw().toBuffer()).equals(pixels)).toBe(true);
    });

    it('refuses an image above 64 million pixels before decoding it', async () => {
      const huge = await sharp({ create: { width: 9000, height: 8000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(1024 * 1024);
      expect(await refusal('png', huge)).toMatch(/64 millions de pixels/);
    });
  });

  describe('.doc', () => {
    it('accepts only an OLE2 file with a Word stream, without macros', async () => {
      expect(await refusal('doc', hostile.msi())).toMatch(/n’est pas un document Word/);
      expect(await refusal('doc', ole2({ WordDocument: Buffer.from('not a FIB') }))).toMatch(
        /n’est pas un document Word/,
      );
      expect(
        await refusal('doc', ole2({ Storage: Buffer.alloc(8), 'Storage/WordDocument': Buffer.from([0xec, 0xa5]) })),
      ).toMatch(/n’est pas un document Word/);
      expect(await refusal('doc', hostile.docWithMacros())).toMatch(/macros/);
    });

    it('refuses a damaged container without hanging', async () => {
      const damaged = Buffer.from(samples.doc());
      damaged.fill(0xff, 512);
      expect(await refusal('doc', damaged)).toMatch(/endommagé|n’est pas un document Word/);
      expect(await refusal('doc', samples.doc().subarray(0, 600))).toMatch(/endommagé|n’est pas un document Word/);
    });
  });

  describe('.docx', () => {
    it('refuses macros, programs and zip bombs', async () => {
      expect(await refusal('docx', hostile.docxWithMacros())).toMatch(/macros \(vbaProject\.bin\)/);
      expect(await refusal('docx', docxArchive([{ name: 'word/vbaData.xml', data: '<wne:vbaSuppData/>' }]))).toMatch(
        /macros/,
      );
      expect(await refusal('docx', hostile.docxWithExe())).toMatch(/« setup\.exe »/);
      for (const name of ['macro.VBS', 'install.bat', 'x/run.js', 'a.dll', 'p.ps1']) {
        expect(await refusal('docx', docxArchive([{ name: `word/${name}`, data: 'x' }]))).toMatch(
          /programme ou un script/,
        );
      }
      expect(await refusal('docx', hostile.docxWithHiddenExe())).toMatch(/« image1\.png »/);
      expect(await refusal('docx', hostile.zipBombDeclared())).toMatch(/bombe/);
      expect(await refusal('docx', hostile.zipBombRatio())).toMatch(/bombe/);
    });

    it('draws the zip-bomb lines at 50 Mo and 100 times the file size, from the declared sizes', async () => {
      const declaring = (size: number) =>
        zipArchive([{ name: 'a.bin', data: Buffer.alloc(16), deflate: true, declaredSize: size }]);
      const length = declaring(0).length;
      expect(await docxProblem(declaring(MAX_DOCX_RATIO * length))).toBeNull();
      expect(await docxProblem(declaring(MAX_DOCX_RATIO * length + 1))).toMatch(/bombe/);
      const photo = randomBytes(600 * 1024);
      const big = (declared: number) =>
        zipArchive([
          { name: 'photo.jpg', data: photo },
          { name: 'b.bin', data: Buffer.alloc(16), deflate: true, declaredSize: declared },
        ]);
      expect(await docxProblem(big(MAX_DOCX_UNCOMPRESSED_BYTES - photo.length))).toBeNull();
      expect(await docxProblem(big(MAX_DOCX_UNCOMPRESSED_BYTES - photo.length + 1))).toMatch(/bombe/);
    });

    it('refuses an archive that does not hold together', async () => {
      const corrupt = Buffer.from(samples.docx());
      corrupt.writeUInt32LE(0xffffff, corrupt.length - 6); // central directory offset out of range
      expect(await refusal('docx', corrupt)).toMatch(/endommagé|n’est pas un document Word/);
      expect(await docxProblem(samples.docx().subarray(0, 40))).toMatch(/endommagé/);
      expect(await docxProblem(docxArchive([{ name: '../../evil.xml', data: 'x' }]))).toMatch(/endommagé/);
    });
  });
});
