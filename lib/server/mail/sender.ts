import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { describeStorage, mailConfigured, readConfig, type SiteConfig } from '../config';
import { getStorage, type Storage } from '../db/storage';
import { afterFailure, afterSuccess, checkStall } from './delivery-alert';
import type { Transporter } from 'nodemailer';
import type { MailKind } from '../db/tables';
import { deliverRow, isRefusal, kindSpec, kindsOf, registeredSweeps, type QueueTransport } from './kinds';
import { claimOutbox, dropClaimed, markRetry, markSent, releaseClaims, renewClaim, storeId } from './queue-store';
import { closeTransports, transportFor } from './transport';
import { registerMailNudge } from './nudge';

/**
 * The one sender of the site's e-mails (every kind of kinds.ts: a lead's company e-mail and
 * acknowledgement, the moderators' notice of a comment, the newsletter confirmation), from the one
 * queue (table `outbox`, queue-store.ts).
 *
 * Delivery guarantees
 * - An e-mail is queued in the transaction that stores what it is about (a lead, a comment, a
 *   subscription request), so whatever happens to the process afterwards it is queued.
 * - A sender (one per process, named by a random id) claims one due row at a time atomically
 *   (attempts + 1, claimed_by = its name, next_attempt_at pushed by a 45 s lease, in one
 *   UPDATE ... RETURNING; PostgreSQL adds FOR UPDATE SKIP LOCKED), composes it from the stored data,
 *   sends it while renewing the lease every 15 s, then marks it sent. Two senders (two processes, or
 *   the server and `npm run back-office -- retry-outbox`) never take the same row, and retry-outbox
 *   re-queues only rows nobody holds.
 * - A server stopping gracefully (SIGTERM, SIGINT: scripts/start.mjs) finishes the e-mail it is
 *   sending (10 s at most), claims nothing more and gives back what it still holds, due at once.
 *   After a crash (kill -9, power cut) its lease runs out within 45 s.
 * - Exactly once, but for ONE window: the process dies (or the database fails) after the SMTP server
 *   accepted the message and before the row is marked sent. The lease then runs out and the e-mail is
 *   sent again, with the same Message-ID (<lead-{id}-{kind}.{store}@domain>, {store} being the
 *   database's random id; for the other kinds a random id drawn when queued), which most mail systems
 *   use to drop the duplicate. A graceful stop that cannot wait for the SMTP server's answer (10 s)
 *   gives the row back and falls in the same window.
 * - Failures are retried with exponential backoff: 1 min × 2^(attempts − 1), capped at 6 h, until the
 *   kind's maximum of attempts, or at once on a permanent (5xx) refusal of an address a visitor typed
 *   (kinds.ts). `npm run back-office -- retry-outbox` puts pending and failed rows back in the queue.
 * - Pending rows survive restarts: instrumentation.ts starts the sender with the server.
 * - The CRM hook (kind `crm-webhook`, an HTTP POST, crm-webhook.ts) is a row of the same queue with all
 *   of the above, sent in its own lane beside the e-mails' so that a slow CRM never delays an e-mail.
 */

/** Under a minute: a crashed sender's rows are due again that soon. */
export const LEASE_MS = 45_000;
const RENEW_EVERY_MS = 15_000;
/** How long a graceful stop waits for the e-mail being sent. */
export const STOP_WAIT_MS = 10_000;
export const BASE_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** @param attempts attempts made so far (≥ 1) */
export function backoffMs(attempts: number) {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

const stateKey = Symbol.for('lumina-terrasses.outbox');
interface Pass {
  stop: boolean;
  done: Promise<unknown>;
}
interface SenderState {
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
}
const globalHolder = globalThis as unknown as Record<symbol, SenderState | undefined>;
/** Shared by every bundle of the process (Next bundles routes and instrumentation apart). */
const state: SenderState = (globalHolder[stateKey] ??= {
  owner: `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`,
  running: null,
  again: false,
  timer: null,
  warned: false,
  stopping: false,
  passes: new Set(),
});

export interface OutboxPassResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: boolean;
}

/**
 * Sends every due e-mail, one claim at a time, until none is due. `owner` names the sender
 * (this process's by default; the tests play other processes, and shorten `renewEveryMs`).
 */
export async function processOutbox(
  options: { config?: SiteConfig; now?: () => Date; storage?: Storage; owner?: string; renewEveryMs?: number } = {},
): Promise<OutboxPassResult> {
  const config = options.config ?? readConfig();
  const result = { sent: 0, retried: 0, failed: 0, skipped: false };
  const lanes = lanesOf(config);
  if (lanes.length === 0) return { ...result, skipped: true };
  const owner = options.owner ?? state.owner;
  const pass: Pass = { stop: false, done: Promise.resolve() };
  const run = sendAll({ ...options, config, owner, pass, result, lanes });
  if (owner === state.owner) {
    pass.done = run.catch(() => {});
    state.passes.add(pass);
    void pass.done.then(() => state.passes.delete(pass));
  }
  return run;
}

/** What can be sent: e-mails with SMTP_URL and MAIL_TO, the CRM hook with CRM_WEBHOOK_URL. */
function lanesOf(config: SiteConfig): QueueTransport[] {
  return [...(mailConfigured(config) ? (['smtp'] as const) : []), ...(config.crmWebhook ? (['webhook'] as const) : [])];
}

type SendOptions = {
  config: SiteConfig;
  now?: () => Date;
  storage?: Storage;
  owner: string;
  renewEveryMs?: number;
  pass: Pass;
  result: OutboxPassResult;
};

/**
 * Each transport drains its own kinds side by side, one claim at a time: a CRM that takes its 10 s to
 * time out never holds up a lead's e-mails, queued with it: a CRM never blocks or delays them.
 */
async function sendAll(options: SendOptions & { lanes: QueueTransport[] }): Promise<OutboxPassResult> {
  const { config, lanes } = options;
  const now = options.now ?? (() => new Date());
  const storage = options.storage ?? (await getStorage(config));
  const store = await storeId(storage.db);
  const transport = mailConfigured(config) ? transportFor(config.smtpUrl) : null;
  // The registered sweeps queue what falls due (the reminders) for this very pass; a failing sweep never holds
  // up the e-mails already queued (it is tried again at the next pass).
  for (const [name, sweep] of registeredSweeps()) {
    await sweep(storage, now()).catch((error: unknown) => console.error(`[e-mail] ${name} non mis en file :`, error));
  }
  const lane = { ...options, now, storage, store, transport };
  // Settled both, so a pass (and a graceful stop waiting for it) ends only when no lane sends any more.
  const settled = await Promise.allSettled(lanes.map((name) => sendLane({ ...lane, kinds: kindsOf(name) })));
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  if (transport) {
    await checkStall(storage, config, transport, now()).catch((error: unknown) =>
      console.error('[e-mail] contrôle des envois :', error),
    );
  }
  return options.result;
}

async function sendLane(
  options: SendOptions & {
    now: () => Date;
    storage: Storage;
    store: string;
    transport: Transporter | null;
    kinds: MailKind[];
  },
) {
  const { config, owner, pass, result, now, storage, store, transport, kinds } = options;
  const { db } = storage;
  while (!pass.stop) {
    const [row] = await claimOutbox(storage, { now: now(), leaseMs: LEASE_MS, limit: 1, owner, kinds });
    if (!row) break;
    // Claimed by its lane, so registered.
    const kind = kindSpec(row.kind);
    if (!kind) break;
    // The lease runs while the e-mail is composed and sent (a large attachment, a slow server).
    const renew = setInterval(() => {
      renewClaim(db, row.id, owner, new Date(now().getTime() + LEASE_MS)).catch(() => {});
    }, options.renewEveryMs ?? RENEW_EVERY_MS);
    renew.unref();
    try {
      const delivered = await deliverRow(kind, storage, row, { config, store, now: now() }, transport);
      clearInterval(renew);
      if (!delivered) {
        await dropClaimed(storage, row.id, owner);
        continue;
      }
      await markSent(storage, row.id, now());
      result.sent += 1;
      await afterSuccess(storage).catch((error: unknown) => console.error('[e-mail] état d’envoi :', error));
    } catch (error) {
      clearInterval(renew);
      const message = error instanceof Error ? error.message : String(error);
      const failed =
        row.attempts >= kind.maxAttempts ||
        (kind.giveUpOnRefusal && isRefusal(error) && row.attempts >= (kind.giveUpOnRefusalAfter ?? 1));
      const nextAttemptAt = new Date(now().getTime() + backoffMs(row.attempts));
      try {
        await markRetry(storage, row.id, { error: message, nextAttemptAt, failed });
      } catch (markError) {
        // The lease brings the row back anyway.
        console.error('[e-mail] état non enregistré pour la ligne', row.id, markError);
      }
      if (failed) result.failed += 1;
      else result.retried += 1;
      await afterFailure(storage, config, transport, row, now(), message).catch((alertError: unknown) =>
        console.error('[e-mail] état d’envoi :', alertError),
      );
      console.warn(
        `[e-mail] ${kind.describe(row)} non envoyé (tentative ${row.attempts})\u00a0: ${message}` +
          (failed
            ? ' — abandonné, voir `npm run back-office -- retry-outbox`'
            : ` — nouvel essai après ${nextAttemptAt.toISOString()}`),
      );
    }
  }
}

/**
 * Starts a send pass without waiting for it (handlers call this right after their commit).
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
  if (lanesOf(config).length === 0) return Promise.resolve();
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await processOutbox({ config });
      } while (state.again);
    } catch (error) {
      console.error('[e-mail] passe d’envoi interrompue', error);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/** Makes nudgeMailQueue() (nudge.ts) start a pass of this sender: at the server's start, and in jest's setup. */
export function registerMailSender() {
  registerMailNudge(kickOutbox);
}

/** Resolves when no send pass is running. */
export async function waitForOutboxIdle() {
  while (state.running) await state.running;
}

/**
 * Called once at server start (instrumentation.ts): sends what is pending, then polls.
 * Without SMTP it says so once: what the e-mails are about is stored, and they stay queued.
 */
export function startOutboxWorker() {
  registerMailSender();
  const config = readConfig();
  if (!state.warned) {
    // The hook's host only: its path and query often carry a token.
    const hook = config.crmWebhook ? ` ; envoi au CRM vers ${new URL(config.crmWebhook.url).host}` : '';
    console.info(`[leads] demandes de devis enregistrées dans ${describeStorage(config)}${hook}`);
  }
  if (!mailConfigured(config)) {
    if (!state.warned) {
      state.warned = true;
      console.warn(
        `[leads] SMTP_URL ou MAIL_TO non configuré\u00a0: les demandes sont enregistrées (${describeStorage(config)}) ` +
          'mais aucun e-mail n’est envoyé; ils restent en file jusqu’à la configuration du SMTP ' +
          '(puis redémarrage ou `npm run back-office -- retry-outbox`).',
      );
    }
  }
  if (lanesOf(config).length === 0 || state.timer) return;
  void kickOutbox();
  state.timer = setInterval(() => void kickOutbox(), config.outboxPollMs);
  state.timer.unref();
}

/**
 * A graceful stop (scripts/start.mjs calls it on SIGTERM and SIGINT through lib/graceful-stop.mjs):
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
  if (released > 0) console.info(`[e-mail] arrêt : ${released} e-mail(s) rendu(s) à la file, à envoyer aussitôt`);
}

/** Stops the poller and closes SMTP connections (tests, shutdown). */
export function stopOutboxWorker() {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  closeTransports();
}
