import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import { extensionOf, type AcceptedExtension } from '@/lib/contact-schema';
import { wordBinaryProblem } from './doc';
import { docxProblem } from './docx';
import { reencodeImage } from './image';

/**
 * Attachment checks the browser cannot make: the file name is reduced to a safe base name,
 * and the content is checked on its whole structure, not only its first bytes (docs/operations.md, Leads):
 * - every file: the container file-type recognises must be the one its extension names;
 * - .pdf: `%PDF-` at byte 0 and `%%EOF` in the last 1024 bytes;
 * - .png/.jpg/.jpeg: decoded whole and re-encoded (image.ts);
 * - .doc: an OLE2 file with a Word stream and no macros (doc.ts);
 * - .docx: a ZIP without macros, programs or zip bomb (docx.ts).
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

/** What file-type must recognise for each extension (it names OLE2 files "cfb" whatever they hold). */
const CONTAINER: Record<AcceptedExtension, string> = {
  pdf: 'pdf',
  doc: 'cfb',
  docx: 'docx',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
};

const LABEL: Record<AcceptedExtension, string> = {
  pdf: 'un document PDF',
  doc: 'un document Word (.doc)',
  docx: 'un document Word (.docx)',
  jpg: 'une image JPEG',
  jpeg: 'une image JPEG',
  png: 'une image PNG',
};

export const ATTACHMENT_MESSAGES = {
  mismatch: (ext: AcceptedExtension, detected: string | undefined) =>
    `Ce fichier .${ext} n’est pas ${LABEL[ext]}\u00a0: ${
      detected ? `son contenu est de type ${detected.toUpperCase()}` : 'son contenu n’est pas reconnu'
    }.`,
  pdfHeader: 'Ce fichier .pdf n’est pas un document PDF valide\u00a0: il doit commencer par l’en-tête %PDF-.',
  pdfTruncated: 'Ce document PDF est incomplet (marque de fin %%EOF absente)\u00a0: il a sans doute été tronqué.',
} as const;

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');

/** Readers tolerate junk before the header; a file that starts with anything else is not sent on. */
function pdfProblem(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buffer.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return ATTACHMENT_MESSAGES.pdfHeader;
  if (buffer.subarray(-1024).indexOf(PDF_END) < 0) return ATTACHMENT_MESSAGES.pdfTruncated;
  return null;
}

async function containerOf(bytes: Uint8Array): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(bytes))?.ext;
  } catch {
    // file-type gives up on structures past its own limits: not a file we accept either.
    return undefined;
  }
}

export type AttachmentCheck = { ok: true; mime: string; bytes: Uint8Array } | { ok: false; error: string };

/**
 * Checks an attachment against its (accepted) extension. On success, the bytes to store and
 * e-mail: the file as sent, or for an image, its re-encoded pixels.
 */
export async function checkAttachment(ext: AcceptedExtension, bytes: Uint8Array): Promise<AttachmentCheck> {
  const refuse = (error: string) => ({ ok: false, error }) as const;
  const container = await containerOf(bytes);
  if (container !== CONTAINER[ext]) return refuse(ATTACHMENT_MESSAGES.mismatch(ext, container));
  const mime = MIME_BY_EXTENSION[ext];
  switch (ext) {
    case 'pdf': {
      const problem = pdfProblem(bytes);
      return problem ? refuse(problem) : { ok: true, mime, bytes };
    }
    case 'doc': {
      const problem = wordBinaryProblem(bytes);
      return problem ? refuse(problem) : { ok: true, mime, bytes };
    }
    case 'docx': {
      const problem = await docxProblem(bytes);
      return problem ? refuse(problem) : { ok: true, mime, bytes };
    }
    case 'png':
    case 'jpg':
    case 'jpeg': {
      const image = await reencodeImage(ext === 'png' ? 'png' : 'jpeg', bytes);
      return image.ok ? { ok: true, mime, bytes: image.bytes } : refuse(image.error);
    }
  }
}
