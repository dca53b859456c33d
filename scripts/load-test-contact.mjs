#!/usr/bin/env node
/**
 * Load and fault tests of POST /api/contact (not part of `npm test`; figures in docs/operations.md, Leads).
 *
 * Against a server you started (as before):
 *   node scripts/load-test-contact.mjs <url> [--requests 200] [--concurrency 200] [--attachment-every 4]
 *   Fires N valid submissions (every k-th with an attachment: PDF, PNG or DOCX, up to 1 Mo), then
 *   reads the stored leads back with the back-office command and matches them with the 201 answers.
 *   Run the server and this script with the SAME storage settings (DATA_DIR or DATABASE_URL), and
 *   the server with RATE_LIMIT_MAX=0: every request comes from this one machine.
 *
 * Modes that start their own server (`node scripts/start.mjs`, what `npm start` runs, on the build
 * in .next: run `npm run build` first), on a fresh DATA_DIR (SQLite), or on DATABASE_URL when set:
 *   --mode one-address   60 concurrent 10 MiB uploads from 127.0.0.1 with the default limit (5):
 *                        accepted ≤ the limit, every 201 stored.
 *   --mode memory        200 concurrent 10 MiB uploads from 200 addresses (TRUST_PROXY=1 and an
 *                        X-Forwarded-For per request, as nginx would write it): the server's peak
 *                        RSS, sampled from /proc, printed (target < 400 MB). --upload-concurrency N
 *                        sets UPLOAD_CONCURRENCY (default 32: the others get 503).
 *   --mode smtp          a burst while the SMTP server is down, then the SMTP server comes up:
 *                        every 201 stored, every stored lead e-mailed, duplicates counted.
 *   --mode kill9         a burst with the SMTP server up; the server is killed with SIGKILL in the
 *                        middle, then restarted: every 201 stored, every stored lead e-mailed,
 *                        duplicates counted.
 * Options: --port 3390, --requests N (per mode), --limit 5 (one-address).
 * Exit code 1 when a check fails.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const numberOption = (name, fallback) => Number(option(name, fallback));
const runId = `load-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
const MiB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------ */
/* Bodies                                                              */
/* ------------------------------------------------------------------ */

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

const smallFiles = [
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
const bigFile = { name: 'plans-10mo.pdf', type: 'application/pdf', bytes: pdf(10 * MiB - 4096) };

function fields(i) {
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

/**
 * Posts one multipart submission with node:http, the file written from its shared buffer (no
 * copy per request). Resolves with the status (0 when the connection failed) and the time taken.
 */
function send(base, i, file, headers = {}) {
  const boundary = `----lumina${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields(i)).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    parts.join('') +
      (file
        ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
        : ''),
  );
  const tail = Buffer.from(`${file ? '\r\n' : ''}--${boundary}--\r\n`);
  const length = head.length + (file ? file.bytes.length : 0) + tail.length;
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      new URL('/api/contact', base),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let body = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            // Not JSON: reported as is.
          }
          resolve({ i, status: response.statusCode, ms: performance.now() - started, file: file?.name ?? null, body });
        });
        response.on('error', () =>
          resolve({ i, status: 0, ms: performance.now() - started, file: file?.name ?? null }),
        );
      },
    );
    request.on('error', (error) =>
      resolve({ i, status: 0, ms: performance.now() - started, file: file?.name ?? null, error: String(error) }),
    );
    request.write(head);
    if (file) request.write(file.bytes);
    request.end(tail);
  });
}

/** Runs `total` sends, `concurrency` at a time. */
async function burst(total, concurrency, sendOne) {
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const i = next++;
        results.push(await sendOne(i));
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function report(results, seconds) {
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`Statuts : ${JSON.stringify(byStatus)}`);
  console.log(`Durée ${seconds.toFixed(2)} s, débit ${(results.length / seconds).toFixed(1)} demandes/s`);
  console.log(
    `Latence : p50 ${percentile(latencies, 50).toFixed(0)} ms, p90 ${percentile(latencies, 90).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
  );
  for (const r of results.filter((x) => x.status !== 201).slice(0, 3))
    console.log('  exemple de refus :', r.i, r.status, r.body?.message ?? r.error);
  return byStatus;
}

/* ------------------------------------------------------------------ */
/* What was stored and e-mailed                                        */
/* ------------------------------------------------------------------ */

/** The leads of this run, read like the staff read them (`npm run back-office -- list --json`). */
function storedLeads(env) {
  const stored = JSON.parse(
    execFileSync('npm', ['run', '--silent', 'back-office', '--', 'list', '--json', '--limit', '1000000'], {
      cwd: root,
      env,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    }),
  );
  const mine = new Map();
  for (const lead of stored) {
    const match = new RegExp(`${runId}-(\\d+) `).exec(lead.message);
    if (match) mine.set(Number(match[1]), lead);
  }
  return mine;
}

/** Every 201 has its lead (with the file sent), and nothing else was stored unless it got no answer. */
function checkStored(results, mine) {
  const accepted = results.filter((r) => r.status === 201);
  const unanswered = new Set(results.filter((r) => r.status === 0).map((r) => r.i));
  const missing = accepted.filter((r) => !mine.has(r.i));
  const unexpected = [...mine.keys()].filter((i) => !accepted.some((r) => r.i === i) && !unanswered.has(i));
  const storedUnanswered = [...mine.keys()].filter((i) => unanswered.has(i)).length;
  const wrongFile = accepted.filter((r) => mine.has(r.i) && (mine.get(r.i).attachment?.filename ?? null) !== r.file);
  const spam = [...mine.values()].filter((lead) => lead.isSpam).length;
  console.log(
    `Enregistrées : ${mine.size} pour ${accepted.length} réponses 201 (${accepted.filter((r) => r.file).length} avec pièce jointe) ; ` +
      `manquantes ${missing.length}, en trop ${unexpected.length}, pièce jointe différente ${wrongFile.length}, marquées spam ${spam}` +
      (unanswered.size > 0 ? ` ; sans réponse ${unanswered.size}, dont enregistrées ${storedUnanswered}` : ''),
  );
  return missing.length === 0 && unexpected.length === 0 && wrongFile.length === 0 && spam === 0;
}

/** An SMTP sink on `port` that keeps each message's lead id and Message-ID. */
async function startSink(port, delayMs = 0) {
  const { SMTPServer } = await import('smtp-server');
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 30 * MiB,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const head = Buffer.concat(chunks).subarray(0, 8192).toString();
        mails.push({
          leadId: Number(/^X-Lead-Id: (\d+)/im.exec(head)?.[1] ?? NaN),
          messageId: /^Message-ID: (.+?)\r?$/im.exec(head)?.[1],
        });
        setTimeout(callback, delayMs);
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { mails, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Waits until every stored lead of the run has a company e-mail; prints the duplicates. */
async function checkMailed(env, sink, timeoutMs) {
  const started = Date.now();
  let mine;
  let missing = [];
  for (;;) {
    mine = storedLeads(env);
    const mailed = new Set(sink.mails.map((mail) => mail.leadId));
    missing = [...mine.values()].filter((lead) => !mailed.has(lead.id));
    if (missing.length === 0 || Date.now() - started > timeoutMs) break;
    await sleep(2000);
  }
  const ids = sink.mails.map((mail) => mail.messageId);
  const duplicates = ids.length - new Set(ids).size;
  console.log(
    `E-mails : ${sink.mails.length} reçus pour ${mine.size} demandes enregistrées, ${missing.length} sans e-mail, ` +
      `${duplicates} en double (même Message-ID) ; tous envoyés en ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return missing.length === 0;
}

/* ------------------------------------------------------------------ */
/* The server under test                                               */
/* ------------------------------------------------------------------ */

const port = numberOption('--port', 3390);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lumina-load-'));
// A production server needs the back-office's secret: a throwaway one unless given.
const storageEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || randomBytes(32).toString('base64'),
};

/** `node scripts/start.mjs` (what `npm start` runs), its pid being the server's. */
async function startServer(extraEnv) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...storageEnv,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`le serveur s’est arrêté :\n${log}`);
    const up = await fetch(base).then(
      () => true,
      () => false,
    );
    if (up) return { child, log: () => log };
    await sleep(500);
  }
  child.kill('SIGKILL');
  throw new Error(`le serveur ne répond pas :\n${log}`);
}

async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Samples the server's resident memory every 50 ms; stop() returns the peak in MB. */
function sampleRss(pid) {
  let peak = 0;
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb);
    } catch {
      // The process is gone.
    }
  };
  read();
  const timer = setInterval(read, 50);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak / 1024;
    },
  };
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/* ------------------------------------------------------------------ */
/* Modes                                                               */
/* ------------------------------------------------------------------ */

async function oneAddress() {
  const limit = numberOption('--limit', 5);
  const total = numberOption('--requests', 60);
  const server = await startServer({ RATE_LIMIT_MAX: String(limit), TRUST_PROXY: '0' });
  try {
    console.log(`${total} envois simultanés de 10 Mo depuis 127.0.0.1, limite ${limit} par adresse (TRUST_PROXY=0)`);
    const { results, seconds } = await burst(total, total, (i) =>
      // A forged X-Forwarded-For changes nothing: the guard keys on the socket address.
      send(base, i, bigFile, { 'x-forwarded-for': `203.0.113.${i % 250}` }),
    );
    const statuses = report(results, seconds);
    const ok = checkStored(results, storedLeads(storageEnv)) && (statuses[201] ?? 0) <= limit;
    console.log(`Acceptées : ${statuses[201] ?? 0} pour une limite de ${limit}`);
    return ok;
  } finally {
    await stopServer(server);
  }
}

async function memory() {
  const total = numberOption('--requests', 200);
  const uploads = option('--upload-concurrency', '32');
  const server = await startServer({ RATE_LIMIT_MAX: '5', TRUST_PROXY: '1', UPLOAD_CONCURRENCY: uploads });
  try {
    // Next loads each route on first use: one request first, so the idle figure includes it.
    const warmUp = await send(base, 100_000, smallFiles[0], { 'x-forwarded-for': '198.51.100.250' });
    const idle = rssMb(server.child.pid);
    console.log(
      `${total} envois simultanés de 10 Mo, une adresse chacun (TRUST_PROXY=1, X-Forwarded-For), UPLOAD_CONCURRENCY=${uploads} ; RSS au repos ${idle.toFixed(0)} Mo`,
    );
    const rss = sampleRss(server.child.pid);
    const { results, seconds } = await burst(total, total, (i) =>
      send(base, i, bigFile, { 'x-forwarded-for': `10.${Math.floor(i / 250)}.${i % 250}.1` }),
    );
    const peak = rss.stop();
    report(results, seconds);
    results.push(warmUp);
    console.log(`RSS maximale du serveur pendant la charge : ${peak.toFixed(0)} Mo (objectif < 400 Mo)`);
    return checkStored(results, storedLeads(storageEnv)) && peak < 400;
  } finally {
    await stopServer(server);
  }
}

async function smtpDownThenUp() {
  const total = numberOption('--requests', 100);
  const smtpPort = port + 1;
  const server = await startServer({
    RATE_LIMIT_MAX: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_TO: 'devis@example.ch',
    OUTBOX_POLL_MS: '1000',
  });
  let sink;
  try {
    console.log(`${total} demandes (une sur quatre avec pièce jointe) pendant que le serveur SMTP est arrêté`);
    const { results, seconds } = await burst(total, 30, (i) => send(base, i, i % 4 === 0 ? smallFiles[i % 2] : null));
    report(results, seconds);
    const stored = checkStored(results, storedLeads(storageEnv));
    await sleep(2000);
    console.log('Le serveur SMTP démarre (premier nouvel essai une minute après l’échec)');
    sink = await startSink(smtpPort);
    return (await checkMailed(storageEnv, sink, 5 * 60_000)) && stored;
  } finally {
    await stopServer(server);
    await sink?.close();
  }
}

async function kill9() {
  const total = numberOption('--requests', 300);
  const smtpPort = port + 1;
  const sink = await startSink(smtpPort, 20);
  const env = {
    RATE_LIMIT_MAX: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_TO: 'devis@example.ch',
    OUTBOX_POLL_MS: '1000',
  };
  let server = await startServer(env);
  try {
    console.log(`${total} demandes, 30 à la fois ; SIGKILL du serveur au milieu, puis redémarrage`);
    // Killed once a third of the requests are answered: some are in flight, some e-mails being sent.
    let answered = 0;
    let killed = false;
    const { results, seconds } = await burst(total, 30, async (i) => {
      const result = await send(base, i, i % 4 === 0 ? smallFiles[i % 2] : null);
      answered += 1;
      if (!killed && answered >= total / 3) {
        killed = true;
        server.child.kill('SIGKILL');
        console.log(`SIGKILL après ${answered} réponses et ${sink.mails.length} e-mails envoyés`);
      }
      return result;
    });
    report(results, seconds);
    if (server.child.exitCode === null && server.child.signalCode === null) await sleep(500);
    server = await startServer(env);
    const stored = checkStored(results, storedLeads(storageEnv));
    const mailed = await checkMailed(storageEnv, sink, 3 * 60_000);
    return stored && mailed;
  } finally {
    await stopServer(server);
    await sink.close();
  }
}

/** The original mode: a server the caller started, mixed attachments. */
async function againstUrl(url) {
  const total = numberOption('--requests', 200);
  const concurrency = numberOption('--concurrency', total);
  const every = numberOption('--attachment-every', 4);
  console.log(
    `${total} demandes vers ${url}/api/contact (concurrence ${concurrency}, une pièce jointe toutes les ${every}), marqueur ${runId}`,
  );
  const { results, seconds } = await burst(total, concurrency, (i) =>
    send(url, i, every > 0 && i % every === 0 ? smallFiles[(i / every) % smallFiles.length] : null),
  );
  const statuses = report(results, seconds);
  if (statuses[429])
    console.log('429 reçus : démarrez le serveur avec RATE_LIMIT_MAX=0 (limite par adresse désactivée).');
  return checkStored(results, storedLeads(process.env)) && statuses[201] === total;
}

const modes = { 'one-address': oneAddress, memory, smtp: smtpDownThenUp, kill9 };
const url = args.find((arg) => /^https?:\/\//.test(arg));
const mode = option('--mode');
if (!url && !modes[mode]) {
  console.error(
    'Usage : node scripts/load-test-contact.mjs <url du serveur> [--requests 200] [--concurrency 200] [--attachment-every 4]\n' +
      '        node scripts/load-test-contact.mjs --mode one-address|memory|smtp|kill9 [--port 3390] [--requests N]',
  );
  process.exit(2);
}
let ok = false;
try {
  ok = url ? await againstUrl(url) : await modes[mode]();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(ok ? 'OK' : 'ÉCHEC');
process.exit(ok ? 0 : 1);
