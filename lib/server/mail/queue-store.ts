import 'server-only';
import { drawnOnce } from '../db/meta';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { OpenDatabase } from '../db/database';
import { isoOrNull, isoText, onStorage } from '../db/storage-call';
import { MAIL_TARGETS, type Database, type MailKind, type OutboxStatus } from '../db/tables';

/**
 * The queries of the one mail queue (table `outbox`, every e-mail of the site; sender.ts sends it).
 * An e-mail is queued in the transaction that stores what it is about, and deleted with it. A sender
 * claims due rows under its name with a lease (SKIP LOCKED on PostgreSQL), renews the lease of the row
 * it is sending, gives back its rows when it stops, and names lead e-mails after the database's own
 * random identifier (meta `store_id`), so that two databases (a staging copy, a move from SQLite to
 * PostgreSQL) never send two different e-mails under one Message-ID; the other
 * kinds draw a random Message-ID when queued.
 */

export interface OutboxRow {
  id: number;
  kind: MailKind;
  /** What the e-mail is about: the one its kind names (MAIL_TARGETS) is set. */
  leadId: number | null;
  commentId: number | null;
  subscriberId: number | null;
  /** A staff reply to a lead's visitor (kind lead-reply). */
  replyId: number | null;
  /** A staff member's password link (kind staff-link). */
  staffLinkId: number | null;
  /** An appointment's event (kinds booking-visitor, booking-office). */
  bookingEventId: number | null;
  /** A locked staff sign-in (kind staff-lock). */
  staffLockAlertId: number | null;
  /** The stored left part of the Message-ID (null for a lead's e-mails, whose Message-ID is derived). */
  messageId: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  /** The sender holding the row until nextAttemptAt, null when none. */
  claimedBy: string | null;
  queuedAt: string;
}

function toRow(row: Selectable<Database['outbox']>): OutboxRow {
  return {
    id: row.id,
    kind: row.kind,
    leadId: row.lead_id,
    commentId: row.comment_id,
    subscriberId: row.subscriber_id,
    replyId: row.reply_id,
    staffLinkId: row.staff_link_id,
    bookingEventId: row.booking_event_id,
    staffLockAlertId: row.staff_lock_alert_id,
    messageId: row.message_id,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: isoText(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: isoOrNull(row.sent_at),
    claimedBy: row.claimed_by,
    queuedAt: isoText(row.queued_at),
  };
}

const FIELDS = {
  lead_id: 'leadId',
  comment_id: 'commentId',
  subscriber_id: 'subscriberId',
  reply_id: 'replyId',
  staff_link_id: 'staffLinkId',
  booking_event_id: 'bookingEventId',
  staff_lock_alert_id: 'staffLockAlertId',
} as const;
type Field<K extends MailKind> = (typeof FIELDS)[(typeof MAIL_TARGETS)[K]];

/** An e-mail to queue: its kind and the id of what it is about, e.g. `{ kind: 'ack', leadId: 4 }`. */
export type QueuedMail = { [K in MailKind]: { kind: K } & { [F in Field<K>]: number } }[MailKind];

/**
 * Queues e-mails, due at `now`, in the caller's transaction (`{ db: trx, traits }`); resolves with how many
 * were queued. A lead's e-mail is queued once (UNIQUE lead_id, kind): queuing it again is an error (see
 * features/quote/server/mail-actions.ts), unless `skipQueued` says that one already queued is fine (the reminders' sweep).
 */
export async function queueMail(
  database: OpenDatabase,
  mails: QueuedMail[],
  now: Date,
  options: { skipQueued?: boolean } = {},
): Promise<number> {
  if (mails.length === 0) return 0;
  const result = await database.db
    .insertInto('outbox')
    .values(
      mails.map((mail) => {
        const target = MAIL_TARGETS[mail.kind];
        return {
          kind: mail.kind,
          [target]: (mail as unknown as Record<string, number>)[FIELDS[target]],
          // The same Message-ID on every attempt, unique across databases.
          message_id: target === 'lead_id' ? null : `${mail.kind}-${randomUUID()}`,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: now.toISOString(),
          queued_at: now.toISOString(),
        };
      }),
    )
    .$if(options.skipQueued === true, (qb) => qb.onConflict((oc) => oc.columns(['lead_id', 'kind']).doNothing()))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Atomically takes due pending rows for `owner`: attempts + 1, claimed_by = owner and
 * next_attempt_at pushed by the lease (a held row whose lease ran out is due again). `kinds`: only
 * those (a lane of the sender); every kind when left out.
 */
export function claimOutbox(
  storage: OpenDatabase,
  {
    now,
    leaseMs,
    limit,
    owner,
    kinds,
  }: { now: Date; leaseMs: number; limit: number; owner: string; kinds?: readonly MailKind[] },
): Promise<OutboxRow[]> {
  if (kinds?.length === 0) return Promise.resolve([]);
  return onStorage(storage, 'Écriture', async (db) => {
    const due = db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .$if(kinds !== undefined, (qb) => qb.where('kind', 'in', kinds ?? []))
      .orderBy('id')
      .limit(limit)
      // Two PostgreSQL senders skip each other's rows instead of waiting; SQLite runs one write at a time.
      .$if(storage.traits.rowLocks, (qb) => qb.forUpdate().skipLocked());
    const rows = await db
      .updateTable('outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
        claimed_by: owner,
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
    return rows.map(toRow).sort((a, b) => a.id - b.id);
  });
}

export function markSent(storage: OpenDatabase, id: number, sentAt: Date): Promise<void> {
  return onStorage(storage, 'Écriture', async (db) => {
    await db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: sentAt.toISOString(), last_error: null, claimed_by: null })
      .where('id', '=', id)
      .execute();
  });
}

export function markRetry(
  storage: OpenDatabase,
  id: number,
  { error, nextAttemptAt, failed }: { error: string; nextAttemptAt: Date; failed: boolean },
): Promise<void> {
  return onStorage(storage, 'Écriture', async (db) => {
    await db
      .updateTable('outbox')
      .set({
        status: failed ? 'failed' : 'pending',
        next_attempt_at: nextAttemptAt.toISOString(),
        last_error: error.slice(0, 2000),
        claimed_by: null,
      })
      .where('id', '=', id)
      .execute();
  });
}

/** Deletes a claimed row whose e-mail has no purpose any more (a comment decided before its notice left). */
export function dropClaimed(storage: OpenDatabase, id: number, owner: string): Promise<void> {
  return onStorage(storage, 'Écriture', async (db) => {
    await db.deleteFrom('outbox').where('id', '=', id).where('claimed_by', '=', owner).execute();
  });
}

/** Filters of listOutbox, combined with « or »; none: every row. */
export interface OutboxFilter {
  /** A lead's e-mails, its staff replies' included. */
  leadId?: number;
  commentIds?: number[];
  subscriberIds?: number[];
}

export function listOutbox(storage: OpenDatabase, filter: OutboxFilter = {}): Promise<OutboxRow[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const { leadId, commentIds, subscriberIds } = filter;
    const filtered = leadId !== undefined || commentIds !== undefined || subscriberIds !== undefined;
    // Empty id lists match nothing (`in ()` is not SQL).
    if (filtered && leadId === undefined && !commentIds?.length && !subscriberIds?.length) return [];
    const rows = await db
      .selectFrom('outbox')
      .selectAll()
      .$if(filtered, (qb) =>
        qb.where((eb) =>
          eb.or([
            ...(leadId !== undefined
              ? [
                  eb('lead_id', '=', leadId),
                  eb('reply_id', 'in', eb.selectFrom('lead_replies').select('id').where('lead_id', '=', leadId)),
                ]
              : []),
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

/**
 * Makes every failed row, and every pending row no sender holds, due now (attempts reset); a row
 * held by a sender whose lease has not run out is left alone. Returns the row count.
 */
export function requeueOutbox(storage: OpenDatabase, now: Date): Promise<number> {
  return onStorage(storage, 'Écriture', async (db) => {
    const result = await db
      .updateTable('outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_by: null })
      .where((eb) =>
        eb.or([
          eb('status', '=', 'failed'),
          eb.and([
            eb('status', '=', 'pending'),
            eb.or([eb('claimed_by', 'is', null), eb('next_attempt_at', '<=', now.toISOString())]),
          ]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}

/** Pushes the lease of a row this sender still holds (a row given back or sent is left alone). */
export async function renewClaim(db: Kysely<Database>, id: number, owner: string, until: Date) {
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: until.toISOString() })
    .where('id', '=', id)
    .where('claimed_by', '=', owner)
    .where('status', '=', 'pending')
    .execute();
}

/** Gives back every pending row `owner` holds, due at `now`; returns how many. */
export async function releaseClaims(db: Kysely<Database>, owner: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ claimed_by: null, next_attempt_at: now.toISOString() })
    .where('claimed_by', '=', owner)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const STORE_KEY = 'store_id';
const storeIds = new WeakMap<Kysely<Database>, Promise<string>>();

/** 16 hex digits drawn once per database, on first use, and kept in its meta table. */
export function storeId(db: Kysely<Database>): Promise<string> {
  let id = storeIds.get(db);
  if (!id) {
    id = drawnOnce(db, STORE_KEY, 8);
    storeIds.set(db, id);
    id.catch(() => storeIds.delete(db));
  }
  return id;
}
