/** What the server did with the submissions: the leads it stored, and the e-mails an SMTP sink received. */
import { execFileSync } from 'node:child_process';
import { MiB, root, runId, sleep } from './options.mjs';

/** The leads of this run, read like the staff read them (`npm run back-office -- list --json`). */
export function storedLeads(env) {
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
export function checkStored(results, mine) {
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
export async function startSink(port, delayMs = 0) {
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
export async function checkMailed(env, sink, timeoutMs) {
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
