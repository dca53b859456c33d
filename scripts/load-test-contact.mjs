#!/usr/bin/env node
/**
 * Load test of POST /api/contact (not part of `npm test`).
 *
 *   node scripts/load-test-contact.mjs <url> [--requests 200] [--concurrency 200] [--attachment-every 4]
 *   npm run load-test -- http://127.0.0.1:3000
 *
 * Fires N valid submissions (every k-th with an attachment: PDF, PNG or DOCX, up to 1 Mo)
 * at a running production server, then reads the stored leads back with the staff command
 * (`npm run leads`) and checks that they match the 201 answers one for one. Prints the
 * status codes, throughput and p50/p90/p99 latency. Exit code 1 on any mismatch.
 *
 * Run the server and this script with the SAME storage settings (DATA_DIR or DATABASE_URL),
 * and start the server with the per-address rate limit off, since every request comes
 * from this one machine:
 *
 *   RATE_LIMIT_MAX=0 DATA_DIR=/tmp/load npx next start -p 3000
 *   DATA_DIR=/tmp/load node scripts/load-test-contact.mjs http://127.0.0.1:3000
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const base = args.find((arg) => /^https?:\/\//.test(arg));
if (!base) {
  console.error(
    'Usage : node scripts/load-test-contact.mjs <url du serveur> [--requests 200] [--concurrency 200] [--attachment-every 4]',
  );
  process.exit(2);
}
const total = option('--requests', 200);
const concurrency = option('--concurrency', total);
const attachmentEvery = option('--attachment-every', 4);
const runId = `load-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/* Attachments: real magic bytes, padded to a realistic size. */
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
const attachments = [
  {
    name: 'plan-terrasse.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200 * 1024)]),
  },
  {
    name: 'photo.png',
    type: 'image/png',
    bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(1024 * 1024)]),
  },
  {
    name: 'cahier des charges.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: zip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': `<w:document>${'x'.repeat(50_000)}</w:document>`,
    }),
  },
];

function submission(i) {
  const form = new FormData();
  form.append('nom', `Charge ${i}`);
  form.append('prenom', 'Test');
  form.append('email', `charge.${i}@example.ch`);
  form.append('telephone', `+41 79 ${String(1000000 + i).slice(-7)}`);
  form.append('sujet', `Test de charge ${i}`);
  form.append('message', `Demande ${runId}-${i} envoyée par le test de charge. Émoji ✓ 🌞`);
  form.append('website', '');
  form.append('fill_ms', '8000');
  const file =
    attachmentEvery > 0 && i % attachmentEvery === 0 ? attachments[(i / attachmentEvery) % attachments.length] : null;
  if (file) form.append('file', new File([file.bytes], file.name, { type: file.type }));
  return { form, file };
}

async function send(i) {
  const { form, file } = submission(i);
  const started = performance.now();
  try {
    const response = await fetch(new URL('/api/contact', base), { method: 'POST', body: form });
    const body = await response.json().catch(() => null);
    return { i, status: response.status, ms: performance.now() - started, file: file?.name ?? null, body };
  } catch (error) {
    return { i, status: 0, ms: performance.now() - started, file: file?.name ?? null, error: String(error) };
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

console.log(
  `${total} demandes vers ${base}/api/contact (concurrence ${concurrency}, une pièce jointe toutes les ${attachmentEvery}), marqueur ${runId}`,
);
const results = [];
const startedAll = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(concurrency, total) }, async () => {
    while (next < total) {
      const i = next++;
      results.push(await send(i));
    }
  }),
);
const elapsed = (performance.now() - startedAll) / 1000;

const byStatus = {};
for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(`Statuts : ${JSON.stringify(byStatus)}`);
console.log(`Durée ${elapsed.toFixed(2)} s, débit ${(total / elapsed).toFixed(1)} demandes/s`);
console.log(
  `Latence : p50 ${percentile(latencies, 50).toFixed(0)} ms, p90 ${percentile(latencies, 90).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
);
if (byStatus[429])
  console.log('429 reçus : démarrez le serveur avec RATE_LIMIT_MAX=0 (limite par adresse désactivée).');
for (const r of results.filter((x) => x.status !== 201).slice(0, 5))
  console.log('  exemple de refus :', r.i, r.status, r.body ?? r.error);

/* Stored leads, read like the staff read them. */
const stored = JSON.parse(
  execFileSync('npm', ['run', '--silent', 'leads', '--', 'list', '--json', '--limit', '1000000'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  }),
);
const mine = new Map();
for (const lead of stored) {
  const match = new RegExp(`${runId}-(\\d+) `).exec(lead.message);
  if (match) mine.set(Number(match[1]), lead);
}
const accepted = results.filter((r) => r.status === 201);
const missing = accepted.filter((r) => !mine.has(r.i));
const unexpected = [...mine.keys()].filter((i) => !accepted.some((r) => r.i === i));
const wrongFile = accepted.filter((r) => mine.has(r.i) && (mine.get(r.i).attachment?.filename ?? null) !== r.file);
const spam = [...mine.values()].filter((lead) => lead.isSpam).length;
console.log(
  `Enregistrées : ${mine.size} pour ${accepted.length} réponses 201 (${accepted.filter((r) => r.file).length} avec pièce jointe) ; ` +
    `manquantes ${missing.length}, en trop ${unexpected.length}, pièce jointe différente ${wrongFile.length}, marquées spam ${spam}`,
);
const ok =
  missing.length === 0 && unexpected.length === 0 && wrongFile.length === 0 && spam === 0 && accepted.length === total;
console.log(ok ? 'OK : chaque réponse 201 correspond à une demande enregistrée.' : 'ÉCHEC');
process.exit(ok ? 0 : 1);
