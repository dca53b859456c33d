import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { productNames } from '@/lib/product-lookup';
import { describeStorage, mailConfigured, readConfig, type LeadsConfig } from '../config';
import { afterFailure, afterSuccess, checkStall } from './delivery-alert';
import { projectLines } from '@/lib/project-details';
import { getStorage, type Storage } from '../db/storage';
import type { OutboxKind } from '../db/tables';
import { getAttachment, getLead, type Lead, type LeadAttachment } from '../leads/store';
import { claimOutbox, markRetry, markSent, releaseClaims, renewClaim, storeId } from './outbox-store';

/**
 * The outbox sender: e-mails each stored lead to the company (and, with MAIL_ACK=1,
 * an acknowledgement to the visitor).
 *
 * Delivery guarantees
 * - The outbox row is written in the lead's transaction, so a stored lead always
 *   has its e-mail queued, whatever happens to the process afterwards.
 * - A sender (one per process, named by a random id) claims one due row at a time
 *   atomically (attempts + 1, claimed_by = its name, next_attempt_at pushed by a 45 s lease,
 *   in one UPDATE ... RETURNING; PostgreSQL adds FOR UPDATE SKIP LOCKED), sends it while
 *   renewing the lease every 15 s, then marks it sent. Two senders (two processes, or the
 *   server and `npm run leads -- retry-outbox`) never take the same row, and retry-outbox
 *   re-queues only rows nobody holds.
 * - A server stopping gracefully (SIGTERM, SIGINT: scripts/start.mjs) finishes the e-mail it
 *   is sending (10 s at most), claims nothing more and gives back what it still holds, due at
 *   once. After a crash (kill -9, power cut) its lease runs out within 45 s.
 * - The only duplicate window: the process dies (or the database fails) after the SMTP
 *   server accepted the message and before the row is marked sent. The lease then
 *   expires and the e-mail is sent again. Both copies carry the same Message-ID
 *   (<lead-{id}-{kind}.{store}@domain>, {store} being the database's random id), which most
 *   mail systems use to drop the duplicate; two databases never share one.
 * - Failures are retried with exponential backoff: 1 min × 2^(attempts − 1), capped at 6 h.
 *   A company e-mail is marked failed only after 40 attempts (about 9 days); an
 *   acknowledgement after 10 attempts or at once on a permanent (5xx) refusal.
 *   `npm run leads -- retry-outbox` puts pending and failed rows back in the queue.
 * - Pending rows survive restarts: instrumentation.ts starts the sender with the server.
 */

/** Under a minute: a crashed sender's rows are due again that soon. */
export const LEASE_MS = 45_000;
const RENEW_EVERY_MS = 15_000;
/** How long a graceful stop waits for the e-mail being sent. */
export const STOP_WAIT_MS = 10_000;
export const BASE_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 6 * 60 * 60_000;
const MAX_ATTEMPTS: Record<OutboxKind, number> = { company: 40, ack: 10 };

/** @param attempts attempts made so far (≥ 1) */
export function backoffMs(attempts: number) {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/* ------------------------------------------------------------------ */
/* Messages                                                            */
/* ------------------------------------------------------------------ */

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

function domainOf(mailFrom: string) {
  const match = /@([A-Za-z0-9.-]+)/.exec(mailFrom);
  return match?.[1] ?? 'lumina-terrasses.ch';
}

function frenchDate(isoDate: string) {
  return new Intl.DateTimeFormat('fr-CH', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(
    new Date(isoDate),
  );
}

function humanSize(size: number) {
  return size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} Mo` : `${Math.max(1, Math.round(size / 1024))} Ko`;
}

function frenchDay(isoDate: string) {
  return new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' }).format(new Date(isoDate));
}

/**
 * The acknowledgement goes to an address the visitor typed, which anyone can type: it must carry
 * nothing that visitor wrote (no name, no subject, no message), or the form relays spam to any
 * address (issue 12, finding 8). Only fixed French text, the date, and a subject from a fixed list:
 * the product picked on the site (its name from the navigation), or a generic one.
 */
function acknowledgement(lead: Lead, config: LeadsConfig): SendMailOptions {
  const product = lead.produit ? productNames[lead.produit] : undefined;
  const about = product ? `votre demande concernant ${product}` : 'votre demande de devis';
  return {
    from: config.mailFrom,
    to: lead.email,
    replyTo: config.mailTo[0],
    subject: `Lumina Terrasses\u00a0: ${about} est bien reçue`,
    text: [
      'Bonjour,',
      '',
      `Nous avons bien reçu votre demande le ${frenchDay(lead.createdAt)}. Un conseiller vous répondra dans les plus brefs délais.`,
      '',
      'Pour compléter votre demande, répondez simplement à cet e-mail.',
      '',
      'Si vous n’avez rien demandé, ignorez ce message : une autre personne a saisi votre adresse par erreur.',
      '',
      'Lumina Terrasses',
    ].join('\n'),
  };
}

/** The flag of a lead filled in faster than a person types (subject, back-office, staff command). */
export const REVIEW_FLAG = 'À vérifier';
const REVIEW_NOTE =
  'À vérifier : le formulaire a été rempli en moins de 3 secondes (remplissage automatique du navigateur, texte collé ou envoi automatisé).';

/** The product's name from the catalogue, with its key (a key the catalogue no longer has stays readable). */
export const productLabel = (key: string | null) =>
  key ? (productNames[key] ? `${productNames[key]} (${key})` : key) : null;

/**
 * The project first (issue 16): what staff need for the first call, one « Label : value » line each,
 * framed so it stands out in any mail client. Nothing when the visitor gave no detail.
 */
function projectBlock(lead: Lead): string[] {
  const lines = projectLines(lead.project, productLabel(lead.produit));
  if (lines.length === 0) return [];
  const rule = '-'.repeat(40);
  return ['', 'PROJET', rule, ...lines.map(([label, value]) => `${label} : ${oneLine(value)}`), rule];
}

export function composeMail(
  kind: OutboxKind,
  lead: Lead,
  attachment: LeadAttachment | null,
  config: LeadsConfig,
  store: string,
): SendMailOptions & { messageId: string } {
  const messageId = `<lead-${lead.id}-${kind}.${store}@${domainOf(config.mailFrom)}>`;
  if (kind === 'ack') return { ...acknowledgement(lead, config), messageId };
  const lines = [
    `Nouvelle demande reçue sur le site, ${frenchDate(lead.createdAt)} (lead n° ${lead.id}).`,
    ...(lead.needsReview ? ['', REVIEW_NOTE] : []),
    ...projectBlock(lead),
    '',
    `Nom : ${lead.nom}`,
    `Prénom : ${lead.prenom}`,
    `E-mail : ${lead.email}`,
    `Téléphone : ${lead.telephone}`,
    `Société : ${lead.societe ?? '—'}`,
    `Sujet : ${lead.sujet}`,
    '',
    'Message :',
    lead.message,
    '',
    attachment
      ? `Pièce jointe : ${attachment.filename} (${attachment.mime}, ${humanSize(attachment.size)})`
      : 'Pièce jointe : aucune',
    '',
    `Répondre à ce message écrit directement à ${lead.email}.`,
  ];
  return {
    from: config.mailFrom,
    to: config.mailTo,
    replyTo: { name: `${oneLine(lead.prenom)} ${oneLine(lead.nom)}`, address: lead.email },
    subject: oneLine(
      `${lead.needsReview ? `[${REVIEW_FLAG}] ` : ''}Demande de devis – ${lead.sujet} – ${lead.prenom} ${lead.nom}`,
    ).slice(0, 250),
    messageId,
    headers: { 'X-Lead-Id': String(lead.id) },
    text: lines.join('\n'),
    attachments: attachment
      ? [{ filename: attachment.filename, content: attachment.bytes, contentType: attachment.mime }]
      : [],
  };
}

/* ------------------------------------------------------------------ */
/* Sending                                                             */
/* ------------------------------------------------------------------ */

const stateKey = Symbol.for('lumina-terrasses.outbox');
interface Pass {
  stop: boolean;
  done: Promise<unknown>;
}
interface OutboxState {
  /** This process's sender name (claimed_by). */
  owner: string;
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
  warned: boolean;
  /** Set by a graceful stop: no new automatic pass. */
  stopping: boolean;
  /** Passes of this process's sender under way. */
  passes: Set<Pass>;
  transports: Map<string, Transporter>;
}
const globalHolder = globalThis as unknown as Record<symbol, OutboxState | undefined>;
/** Shared by every bundle of the process (Next bundles routes and instrumentation apart). */
const state: OutboxState = (globalHolder[stateKey] ??= {
  owner: `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`,
  running: null,
  again: false,
  timer: null,
  warned: false,
  stopping: false,
  passes: new Set(),
  transports: new Map(),
});

function transportFor(smtpUrl: string) {
  let transport = state.transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    state.transports.set(smtpUrl, transport);
  }
  return transport;
}

function isPermanent(error: unknown) {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface OutboxPassResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: boolean;
}

/**
 * Sends every due outbox row, one claim at a time, until none is due. `owner` names the sender
 * (this process's by default; the tests play other processes).
 */
export async function processOutbox(
  options: { config?: LeadsConfig; now?: () => Date; storage?: Storage; owner?: string } = {},
): Promise<OutboxPassResult> {
  const config = options.config ?? readConfig();
  const result = { sent: 0, retried: 0, failed: 0, skipped: false };
  if (!mailConfigured(config)) return { ...result, skipped: true };
  const owner = options.owner ?? state.owner;
  const pass: Pass = { stop: false, done: Promise.resolve() };
  const run = sendAll({ ...options, config, owner, pass, result });
  if (owner === state.owner) {
    pass.done = run.catch(() => {});
    state.passes.add(pass);
    void pass.done.then(() => state.passes.delete(pass));
  }
  return run;
}

async function sendAll(options: {
  config: LeadsConfig;
  now?: () => Date;
  storage?: Storage;
  owner: string;
  pass: Pass;
  result: OutboxPassResult;
}): Promise<OutboxPassResult> {
  const { config, owner, pass, result } = options;
  const now = options.now ?? (() => new Date());
  const storage = options.storage ?? (await getStorage(config));
  const { db } = storage;
  const store = await storeId(db);
  const transport = transportFor(config.smtpUrl);

  while (!pass.stop) {
    const [row] = await claimOutbox(storage, { now: now(), leaseMs: LEASE_MS, limit: 1, owner });
    if (!row) break;
    // The lease runs while the e-mail is sent (a large attachment, a slow server).
    const renew = setInterval(() => {
      renewClaim(db, row.id, owner, new Date(now().getTime() + LEASE_MS)).catch(() => {});
    }, RENEW_EVERY_MS);
    renew.unref();
    try {
      const lead = await getLead(storage, row.leadId);
      if (!lead) throw Object.assign(new Error(`lead ${row.leadId} introuvable`), { responseCode: 550 });
      const attachment = row.kind === 'company' && lead.attachment ? await getAttachment(storage, lead.id) : null;
      await transport.sendMail(composeMail(row.kind, lead, attachment, config, store));
      clearInterval(renew);
      await markSent(storage, row.id, now());
      result.sent += 1;
      await afterSuccess(storage).catch((error: unknown) => console.error('[leads] état d’envoi :', error));
    } catch (error) {
      clearInterval(renew);
      const message = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= MAX_ATTEMPTS[row.kind] || (row.kind === 'ack' && isPermanent(error));
      const nextAttemptAt = new Date(now().getTime() + backoffMs(row.attempts));
      try {
        await markRetry(storage, row.id, { error: message, nextAttemptAt, failed });
      } catch (markError) {
        // The lease brings the row back anyway.
        console.error('[leads] outbox: état non enregistré pour la ligne', row.id, markError);
      }
      if (failed) result.failed += 1;
      else result.retried += 1;
      await afterFailure(storage, config, transport, row, now(), message).catch((alertError: unknown) =>
        console.error('[leads] état d’envoi :', alertError),
      );
      console.warn(
        `[leads] e-mail ${row.kind} du lead n° ${row.leadId} non envoyé (tentative ${row.attempts})\u00a0: ${message}` +
          (failed
            ? ' — abandonné, voir `npm run leads -- retry-outbox`'
            : ` — nouvel essai après ${nextAttemptAt.toISOString()}`),
      );
    }
  }
  await checkStall(storage, config, transport, now()).catch((error: unknown) =>
    console.error('[leads] contrôle des envois :', error),
  );
  return result;
}

/**
 * Starts a send pass without waiting for it (the route calls this right after commit).
 * Overlapping calls in one process are merged into one more pass.
 * Settles when the queue has been drained (tests await it).
 */
export function kickOutbox(): Promise<void> {
  if (state.stopping) return Promise.resolve();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  const config = readConfig();
  if (!mailConfigured(config)) return Promise.resolve();
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await processOutbox({ config });
      } while (state.again);
    } catch (error) {
      console.error('[leads] outbox: passe d’envoi interrompue', error);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/** Resolves when no send pass is running. */
export async function waitForOutboxIdle() {
  while (state.running) await state.running;
}

/**
 * Called once at server start (instrumentation.ts): sends what is pending, then polls.
 * Without SMTP it says so once: leads are still stored and stay queued.
 */
export function startOutboxWorker() {
  const config = readConfig();
  if (!state.warned) console.info(`[leads] demandes de devis enregistrées dans ${describeStorage(config)}`);
  if (!mailConfigured(config)) {
    if (!state.warned) {
      state.warned = true;
      console.warn(
        `[leads] SMTP_URL ou MAIL_TO non configuré\u00a0: les demandes sont enregistrées (${describeStorage(config)}) ` +
          'mais aucun e-mail n’est envoyé; elles restent en file jusqu’à la configuration du SMTP ' +
          '(puis redémarrage ou `npm run leads -- retry-outbox`).',
      );
    }
    return;
  }
  if (state.timer) return;
  void kickOutbox();
  state.timer = setInterval(() => void kickOutbox(), config.outboxPollMs);
  state.timer.unref();
}

/**
 * A graceful stop (scripts/start.mjs calls it on SIGTERM and SIGINT through lib/server/shutdown.ts):
 * no new pass, the e-mail being sent may finish within `waitMs`, then every row this process
 * still holds is given back, due at once, for the next instance or the restarted server.
 */
export async function shutdownOutbox(options: { storage?: Storage; waitMs?: number } = {}) {
  state.stopping = true;
  stopOutboxWorker();
  const passes = [...state.passes];
  for (const pass of passes) pass.stop = true;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(passes.map((pass) => pass.done)),
    new Promise((resolve) => (timer = setTimeout(resolve, options.waitMs ?? STOP_WAIT_MS))),
  ]);
  clearTimeout(timer);
  const storage = options.storage ?? (await getStorage().catch(() => null));
  if (!storage) return;
  const released = await releaseClaims(storage.db, state.owner, new Date());
  if (released > 0) console.info(`[leads] arrêt : ${released} e-mail(s) rendu(s) à la file, à envoyer aussitôt`);
}

/** Stops the poller and closes SMTP connections (tests, shutdown). */
export function stopOutboxWorker() {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  for (const transport of state.transports.values()) transport.close();
  state.transports.clear();
}
