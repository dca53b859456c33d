import 'server-only';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { getArticle } from '@/lib/content';
import { mailConfigured, readConfig, type LeadsConfig } from '../config';
import { composeConfirmationMail, composeModerationMail } from './community-mail';
import { newsletterSecret } from '../newsletter/secret';
import { confirmationToken } from '../newsletter/tokens';
import { backoffMs, LEASE_MS } from './outbox';
import { isoOrNull, isoText, onStorage } from '../db/storage-call';
import type { CommunityMailKind, Database, OutboxStatus } from '../db/tables';
import { getStorage, type Storage } from '../db/storage';

/**
 * The e-mails of comments and of the newsletter, with the guarantees of the lead outbox (outbox.ts):
 * queued in the transaction that stores the comment or the request, claimed atomically with a lease
 * (each row sent once by one sender), retried with the same backoff, kept across restarts, and
 * deleted with their comment or subscriber (ON DELETE CASCADE). Sent by the server
 * (startCommunityMailWorker, started with the lead outbox) and by `npm run leads -- retry-outbox`.
 */

const MAX_ATTEMPTS: Record<CommunityMailKind, number> = { 'comment-moderation': 40, 'newsletter-confirmation': 10 };
const BATCH = 10;

export interface CommunityMailRow {
  id: number;
  kind: CommunityMailKind;
  commentId: number | null;
  subscriberId: number | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

function toRow(row: Selectable<Database['community_mail']>): CommunityMailRow {
  return {
    id: row.id,
    kind: row.kind,
    commentId: row.comment_id,
    subscriberId: row.subscriber_id,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: isoText(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: isoOrNull(row.sent_at),
    createdAt: isoText(row.created_at),
  };
}

/** Queues an e-mail inside the caller's transaction. */
export async function queueCommunityMail(
  trx: Transaction<Database> | Kysely<Database>,
  mail: { kind: 'comment-moderation'; commentId: number } | { kind: 'newsletter-confirmation'; subscriberId: number },
  now: Date,
) {
  await trx
    .insertInto('community_mail')
    .values({
      kind: mail.kind,
      comment_id: mail.kind === 'comment-moderation' ? mail.commentId : null,
      subscriber_id: mail.kind === 'newsletter-confirmation' ? mail.subscriberId : null,
      // The same Message-ID on every attempt, unique across databases.
      message_id: `${mail.kind}-${randomUUID()}`,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

export function listCommunityMail(
  storage: Storage,
  filter: { commentIds?: number[]; subscriberIds?: number[] } = {},
): Promise<CommunityMailRow[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const { commentIds, subscriberIds } = filter;
    const filtered = commentIds !== undefined || subscriberIds !== undefined;
    if (filtered && !commentIds?.length && !subscriberIds?.length) return [];
    const rows = await db
      .selectFrom('community_mail')
      .selectAll()
      .$if(filtered, (qb) =>
        qb.where((eb) =>
          eb.or([
            ...(commentIds?.length ? [eb('comment_id', 'in', commentIds)] : []),
            ...(subscriberIds?.length ? [eb('subscriber_id', 'in', subscriberIds)] : []),
          ]),
        ),
      )
      .orderBy('id')
      .execute();
    return rows.map(toRow);
  });
}

/** Makes every pending or failed row due now (attempts reset); returns the row count. */
export function requeueCommunityMail(storage: Storage, now: Date): Promise<number> {
  return onStorage(storage, 'Écriture', async (db) => {
    const result = await db
      .updateTable('community_mail')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString() })
      .where('status', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}

function claim(storage: Storage, now: Date) {
  return onStorage(storage, 'Écriture', async (db) => {
    const due = db
      .selectFrom('community_mail')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('id')
      .limit(BATCH)
      .$if(storage.traits.rowLocks, (qb) => qb.forUpdate().skipLocked());
    const rows = await db
      .updateTable('community_mail')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(),
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  });
}

class NothingToSend extends Error {}
class Gone extends Error {
  readonly responseCode = 550;
}

/** The message of a claimed row, read now (a comment or an address may have changed or gone). */
async function compose(storage: Storage, row: Selectable<Database['community_mail']>, config: LeadsConfig, now: Date) {
  const { db } = storage;
  if (row.kind === 'comment-moderation') {
    const comment = await db
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', row.comment_id ?? -1)
      .executeTakeFirst();
    if (!comment) throw new Gone(`commentaire ${row.comment_id} introuvable`);
    // Already decided (by the command or the back-office): the notice has no purpose any more.
    if (comment.status !== 'pending') throw new NothingToSend();
    return composeModerationMail(
      {
        id: comment.id,
        articleSlug: comment.article_slug,
        articleTitle: getArticle(comment.article_slug)?.title ?? comment.article_slug,
        nom: comment.nom,
        email: comment.email,
        message: comment.message,
        createdAt: isoText(comment.created_at),
      },
      row.message_id,
      config,
    );
  }
  const subscriber = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('id', '=', row.subscriber_id ?? -1)
    .executeTakeFirst();
  if (!subscriber || !subscriber.unsubscribe_key) throw new Gone(`inscription ${row.subscriber_id} introuvable`);
  if (subscriber.confirmed_at !== null) throw new NothingToSend();
  const secret = newsletterSecret(config);
  return composeConfirmationMail(
    {
      email: subscriber.email,
      confirmationToken: confirmationToken(secret, subscriber, now),
      unsubscribeKey: subscriber.unsubscribe_key,
    },
    row.message_id,
    config,
  );
}

/* ------------------------------------------------------------------ */
/* Sending                                                             */
/* ------------------------------------------------------------------ */

const stateKey = Symbol.for('lumina-terrasses.community-mail');
interface State {
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
  transports: Map<string, Transporter>;
}
const holder = globalThis as unknown as Record<symbol, State | undefined>;
/** Shared by every bundle of the process (Next bundles routes and instrumentation apart). */
const state: State = (holder[stateKey] ??= { running: null, again: false, timer: null, transports: new Map() });

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

const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export interface CommunityMailPass {
  sent: number;
  retried: number;
  failed: number;
  skipped: boolean;
}

/** Sends every due row, batch after batch, until none is due. */
export async function processCommunityMail(
  options: { config?: LeadsConfig; now?: () => Date; storage?: Storage } = {},
): Promise<CommunityMailPass> {
  const config = options.config ?? readConfig();
  const now = options.now ?? (() => new Date());
  const result = { sent: 0, retried: 0, failed: 0, skipped: false };
  if (!mailConfigured(config)) return { ...result, skipped: true };
  const storage = options.storage ?? (await getStorage(config));
  const transport = transportFor(config.smtpUrl);
  const { db } = storage;

  for (;;) {
    const rows = await claim(storage, now());
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        await transport.sendMail(await compose(storage, row, config, now()));
        await db
          .updateTable('community_mail')
          .set({ status: 'sent', sent_at: now().toISOString(), last_error: null })
          .where('id', '=', row.id)
          .execute();
        result.sent += 1;
      } catch (error) {
        if (error instanceof NothingToSend) {
          await db.deleteFrom('community_mail').where('id', '=', row.id).execute();
          continue;
        }
        const message = error instanceof Error ? error.message : String(error);
        const failed =
          row.attempts >= MAX_ATTEMPTS[row.kind] || (row.kind === 'newsletter-confirmation' && isPermanent(error));
        const nextAttemptAt = new Date(now().getTime() + backoffMs(row.attempts));
        try {
          await db
            .updateTable('community_mail')
            .set({
              status: failed ? 'failed' : 'pending',
              next_attempt_at: nextAttemptAt.toISOString(),
              last_error: message.slice(0, 2000),
            })
            .where('id', '=', row.id)
            .execute();
        } catch (markError) {
          // The lease brings the row back anyway.
          console.error('[community] e-mail : état non enregistré pour la ligne', row.id, markError);
        }
        if (failed) result.failed += 1;
        else result.retried += 1;
        console.warn(
          `[community] e-mail ${row.kind} n° ${row.id} non envoyé (tentative ${row.attempts})\u00a0: ${message}` +
            (failed ? ' — abandonné' : ` — nouvel essai après ${nextAttemptAt.toISOString()}`),
        );
      }
    }
  }
  return result;
}

/** Starts a send pass without waiting (handlers call it after commit); settles when the queue is drained. */
export function kickCommunityMail(): Promise<void> {
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
        await processCommunityMail({ config });
      } while (state.again);
    } catch (error) {
      console.error('[community] passe d’envoi interrompue', error);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

export async function waitForCommunityMailIdle() {
  while (state.running) await state.running;
}

/** Server start: sends what is pending, then polls like the lead outbox (OUTBOX_POLL_MS). */
export function startCommunityMailWorker() {
  const config = readConfig();
  if (!mailConfigured(config) || state.timer) return;
  void kickCommunityMail();
  state.timer = setInterval(() => void kickCommunityMail(), config.outboxPollMs);
  state.timer.unref();
}

export function stopCommunityMailWorker() {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  for (const transport of state.transports.values()) transport.close();
  state.transports.clear();
}
