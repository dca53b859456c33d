import 'server-only';
import CFB from 'cfb';
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Attachment files built byte by byte for the tests: well-formed Office containers, and the
 * hostile files that a magic-byte check let through.
 */

export interface ZipEntry {
  name: string;
  data: string | Uint8Array;
  /** Deflate the data (stored otherwise). */
  deflate?: boolean;
  /** Uncompressed size written in the headers instead of the real one (a lying zip bomb). */
  declaredSize?: number;
}

/** What a ZIP entry's local header and its central directory header both hold. */
interface ZipEntryFields {
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
}

/**
 * A header of `length` bytes: its signature, then the fields both headers share from « version needed » on,
 * starting `at` bytes in (the central one is two bytes further, after its « version made by »: APPNOTE 4.3.7, 4.3.12).
 */
function zipHeader(length: number, signature: number, at: number, fields: ZipEntryFields): Buffer {
  const header = Buffer.alloc(length);
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.compressedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
  return header;
}

/** A ZIP archive with the given entries (local headers, central directory, end record). */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data);
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const fields = {
      method: entry.deflate ? 8 : 0,
      crc: crc32(raw),
      compressedSize: data.length,
      size: entry.declaredSize ?? raw.length,
      nameLength: name.length,
    };
    const local = zipHeader(30, 0x04034b50, 4, fields);
    const central = zipHeader(46, 0x02014b50, 6, fields);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const contentTypes = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

/** The parts of a minimal Word document, deflated as Word writes them, plus `extra` entries. */
export function docxArchive(extra: ZipEntry[] = [], main = WORD_MAIN): Buffer {
  return zipArchive([
    { name: '[Content_Types].xml', data: contentTypes(main), deflate: true },
    {
      name: '_rels/.rels',
      data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      deflate: true,
    },
    {
      name: 'word/document.xml',
      data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Devis pergola</w:t></w:r></w:p></w:body></w:document>',
      deflate: true,
    },
    ...extra,
  ]);
}

/** An OLE2 compound file holding the given streams (paths from the root). */
export function ole2(streams: Record<string, Uint8Array>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, Buffer.from(content));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** The start of a Word 97-2003 WordDocument stream: its FIB begins with wIdent 0xA5EC. */
const wordStream = () => Buffer.concat([Buffer.from([0xec, 0xa5, 0xc1, 0x00]), Buffer.alloc(4092)]);

/** A Word 97-2003 document (.doc). */
export const wordBinaryDocument = () => ole2({ WordDocument: wordStream(), '1Table': Buffer.alloc(4096) });

/** A Windows executable header ("MZ" ... "PE"). */
export const exeHeader = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(64)]);

/** The files that a magic-byte check accepted. */
export const hostile = {
  /** A Windows program named .pdf with a PDF header at byte 512 (readers look within the first 1024 bytes). */
  exeWithPdfAt512: () => {
    const exe = Buffer.alloc(2048);
    exeHeader().copy(exe);
    Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n').copy(exe, 512);
    return exe;
  },
  /** The 8-byte PNG signature, then an HTML page. */
  pngHeaderThenHtml: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]),
  /** An OLE2 file without a WordDocument stream, as a Windows Installer package (.msi) is. */
  msi: () =>
    ole2({
      '\u0005SummaryInformation': Buffer.alloc(512, 1),
      '\u4840\u3f3f\u4577\u446c\u3b6a\u45e4\u4824': Buffer.alloc(4096, 2), // MSI's encoded table names
      Binary: exeHeader(),
    }),
  /** A Word document with a VBA project (macros). */
  docWithMacros: () =>
    ole2({ WordDocument: wordStream(), '1Table': Buffer.alloc(4096), 'Macros/VBA/ThisDocument': Buffer.alloc(512, 3) }),
  /** A .docx whose only extra entry declares 1 GiB once inflated. */
  zipBombDeclared: () =>
    docxArchive([{ name: 'word/media/image1.png', data: Buffer.alloc(1024), deflate: true, declaredSize: 2 ** 30 }]),
  /** A .docx with 20 Mo of zeros deflated to about 20 Ko: under 50 Mo, but a thousand times its size. */
  zipBombRatio: () =>
    docxArchive([{ name: 'word/media/image1.png', data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]),
  /** A .docx with a VBA project: Word runs its macros. */
  docxWithMacros: () => docxArchive([{ name: 'word/vbaProject.bin', data: Buffer.alloc(2048, 7), deflate: true }]),
  /** A .docx carrying a Windows program under an honest name. */
  docxWithExe: () => docxArchive([{ name: 'word/embeddings/setup.exe', data: exeHeader(), deflate: true }]),
  /** A .docx carrying a Windows program under an image name (found by its MZ header). */
  docxWithHiddenExe: () => docxArchive([{ name: 'word/media/image1.png', data: exeHeader(), deflate: true }]),
};
