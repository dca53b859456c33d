import 'server-only';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * A .docx is a ZIP archive. Only its central directory is read (names and declared sizes),
 * never the whole content: a zip bomb is refused from what it declares, before anything is
 * inflated. Then the first two bytes of each entry are inflated to find programs under
 * harmless names.
 */

/** Uncompressed size above which a .docx is refused, whatever its ratio. */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** Uncompressed size / file size above which a .docx is refused (Word documents stay far below). */
export const MAX_DOCX_RATIO = 100;
/** Word documents hold tens of entries; thousands only slow the check down. */
const MAX_ENTRIES = 5000;

/** Programs and scripts Windows (or a mail client) runs on a double click. */
const EXECUTABLE_EXTENSION =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|msc|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|inf|sct|chm|application|gadget|sh)$/i;
/** The VBA project of a macro-enabled document (word/vbaProject.bin) and its data part. */
const MACRO_PART = /(^|\/)vba(project\.bin|data\.xml)$/i;

export const DOCX_MESSAGES = {
  unreadable: 'Ce fichier .docx est endommagé ou n’est pas une archive Word lisible.',
  tooManyEntries: 'Ce fichier .docx contient un nombre anormal d’éléments\u00a0: il n’est pas accepté.',
  bomb: 'Ce fichier .docx se décompresse en plus de 50\u00a0Mo ou plus de 100 fois sa taille (bombe de décompression)\u00a0: il n’est pas accepté.',
  macros:
    'Ce document Word contient des macros (vbaProject.bin), qui ne sont pas acceptées. Enregistrez-le sans macros (.docx) ou en PDF, puis réessayez.',
  executable: (name: string) =>
    `Ce document Word contient un programme ou un script (« ${name} »)\u00a0: il n’est pas accepté.`,
} as const;

/**
 * The first `count` bytes of an entry, inflating only what that takes. The stream is dropped
 * as soon as they are in, before yauzl compares the entry with its declared size.
 */
async function firstBytes(zip: ZipFile, entry: Entry, count: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (error?: Error) => {
      stream.removeAllListeners();
      stream.on('error', () => {});
      stream.destroy();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks).subarray(0, count));
    };
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= count) finish();
    });
    stream.on('end', () => finish());
    stream.on('error', finish);
  });
}

const isDirectory = (entry: Entry) => entry.fileName.endsWith('/');
const baseName = (entry: Entry) => entry.fileName.split('/').pop() ?? entry.fileName;

/** What is wrong with a ZIP sent as .docx, or null when its structure is acceptable. */
export async function docxProblem(bytes: Uint8Array): Promise<string | null> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      autoClose: false,
    });
  } catch {
    return DOCX_MESSAGES.unreadable;
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) return DOCX_MESSAGES.tooManyEntries;
    const entries: Entry[] = [];
    let uncompressed = 0;
    for await (const entry of zip.eachEntry()) {
      uncompressed += entry.uncompressedSize;
      if (uncompressed > MAX_DOCX_UNCOMPRESSED_BYTES) return DOCX_MESSAGES.bomb;
      if (MACRO_PART.test(entry.fileName)) return DOCX_MESSAGES.macros;
      if (!isDirectory(entry) && EXECUTABLE_EXTENSION.test(entry.fileName))
        return DOCX_MESSAGES.executable(baseName(entry));
      entries.push(entry);
    }
    if (uncompressed > MAX_DOCX_RATIO * bytes.byteLength) return DOCX_MESSAGES.bomb;
    for (const entry of entries) {
      if (isDirectory(entry) || entry.uncompressedSize < 2) continue;
      const head = await firstBytes(zip, entry, 2);
      if (head.toString('latin1') === 'MZ') return DOCX_MESSAGES.executable(baseName(entry));
    }
    return null;
  } catch {
    // Names with ../ or an absolute path, sizes that do not add up, unknown compression, encryption.
    return DOCX_MESSAGES.unreadable;
  } finally {
    zip.close();
  }
}
