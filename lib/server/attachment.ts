import 'server-only';
import { extensionOf, type AcceptedExtension } from '@/lib/contact-schema';

/**
 * Attachment checks the browser cannot make: the file name is reduced to a safe
 * base name, and the content must match its extension (magic bytes), so an
 * executable renamed .pdf or .docx is refused.
 */

export const MIME_BY_EXTENSION: Record<AcceptedExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const MAX_FILENAME_LENGTH = 100;

/** No directory part, no control characters, letters/digits/space/._-() only, at most 100 characters. */
export function sanitiseFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const name = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_{2,}/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s._-]+/, '')
    .trim();
  let ext = extensionOf(name);
  if (ext.length > 10) ext = '';
  const stem = (ext ? name.slice(0, -(ext.length + 1)) : name).replace(/[\s.]+$/, '');
  if (!stem) return `piece-jointe${ext ? `.${ext}` : ''}`;
  const maxStem = MAX_FILENAME_LENGTH - (ext ? ext.length + 1 : 0);
  return `${stem.slice(0, maxStem).trimEnd()}${ext ? `.${ext}` : ''}`;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04] as const;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // %PDF-

/** PDF readers accept the header anywhere in the first 1024 bytes. */
function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF.length, 1024);
  for (let i = 0; i <= end; i += 1) if (startsWith(bytes, PDF, i)) return true;
  return false;
}

/** A ZIP whose central directory lists at least one entry under word/ (a Word document). */
export function isDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP_LOCAL)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes + a comment of up to 65535 bytes, at the end.
  const minEocd = Math.max(0, bytes.length - 22 - 0xffff);
  for (let eocd = bytes.length - 22; eocd >= minEocd; eocd -= 1) {
    if (view.getUint32(eocd, true) !== 0x06054b50) continue;
    const entries = view.getUint16(eocd + 10, true);
    let offset = view.getUint32(eocd + 16, true);
    for (let i = 0; i < entries; i += 1) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return false;
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      if (offset + 46 + nameLength > bytes.length) return false;
      const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
      if (name.startsWith('word/')) return true;
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return false;
  }
  return false;
}

/** The sniffed MIME type when the content matches the extension, otherwise null. */
export function sniffAttachment(ext: AcceptedExtension, bytes: Uint8Array): string | null {
  const matches: Record<AcceptedExtension, (b: Uint8Array) => boolean> = {
    pdf: isPdf,
    png: (b) => startsWith(b, PNG),
    jpg: (b) => startsWith(b, JPEG),
    jpeg: (b) => startsWith(b, JPEG),
    doc: (b) => startsWith(b, OLE2),
    docx: isDocx,
  };
  return matches[ext](bytes) ? MIME_BY_EXTENSION[ext] : null;
}
