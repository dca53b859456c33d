/** The test modes: against a server the caller started, or one of the four that start their own. */
import { bigFile, smallFiles } from './bodies.mjs';
import { numberOption, option, runId, sleep } from './options.mjs';
import { burst, report, send } from './requests.mjs';
import { base, port, rssMb, sampleRss, startServer, stopServer, storageEnv } from './server.mjs';
import { checkMailed, checkStored, startSink, storedLeads } from './stored-and-mailed.mjs';

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
export async function againstUrl(url) {
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

export const modes = { 'one-address': oneAddress, memory, smtp: smtpDownThenUp, kill9 };
