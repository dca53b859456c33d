/** The submissions the load test sends: the form's fields, and attachments (a PDF, a DOCX, a 10 MiB PDF). */
import { crc32 } from 'node:zlib';
import { MiB, runId } from './options.mjs';

function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A PDF of `size` bytes: header, filler, end marker. */
const pdf = (size) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 16, 0x20), Buffer.from('\n%%EOF\n')]);

export const smallFiles = [
  { name: 'plan-terrasse.pdf', type: 'application/pdf', bytes: pdf(200 * 1024) },
  {
    name: 'cahier des charges.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: zip({
      '[Content_Types].xml':
        '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': `<w:document>${'x'.repeat(50_000)}</w:document>`,
    }),
  },
];
/** One 10 MiB PDF (just under the limit) shared by every upload: the client holds it once. */
export const bigFile = { name: 'plans-10mo.pdf', type: 'application/pdf', bytes: pdf(10 * MiB - 4096) };

export function fields(i) {
  return {
    nom: `Charge ${i}`,
    prenom: 'Test',
    email: `charge.${i}@example.ch`,
    telephone: `+41 79 ${String(1000000 + i).slice(-7)}`,
    sujet: `Test de charge ${i}`,
    message: `Demande ${runId}-${i} envoyée par le test de charge. Émoji ✓ 🌞`,
    website: '',
    fill_ms: '8000',
  };
}
