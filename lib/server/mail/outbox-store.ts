import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { OpenDatabase } from '../db/database';
import { isoText as iso, onStorage } from '../db/storage-call';
import type { Database, OutboxKind, OutboxStatus } from '../db/tables';

/**
 * The outbox's queries. A sender claims due rows under its name with a lease (SKIP LOCKED on
 * PostgreSQL), renews the lease of the row it is sending, gives back its rows when it stops, and
 * names its e-mails after the database's own random identifier (meta `store_id`), so that two
 * databases (a staging copy, a move from SQLite to PostgreSQL) never send two different e-mails under
 * one Message-ID (issue 12, finding 7).
 */

export interface OutboxRow {
  id: number;
  leadId: number;
  kind: OutboxKind;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  /** The sender holding the row until nextAttemptAt, null when none. */
  claimedBy: string | null;
}

function toOutbox(row: Selectable<Database['outbox']>): OutboxRow {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
    claimedBy: row.claimed_by,
  };
}

/**
 * Atomically takes due pending rows for `owner`: attempts + 1, claimed_by = owner and
 * next_attempt_at pushed by the lease (a held row whose lease ran out is due again).
 */
export function claimOutbox(
  storage: OpenDatabase,
  { now, leaseMs, limit, owner }: { now: Date; leaseMs: number; limit: number; owner: string },
): Promise<OutboxRow[]> {
  return onStorage(storage, 'Écriture', async (db) => {
    const due = db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
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
    return rows.map(toOutbox).sort((a, b) => a.id - b.id);
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

export function listOutbox(storage: OpenDatabase, { leadId }: { leadId?: number } = {}): Promise<OutboxRow[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('outbox')
      .selectAll()
      .$if(leadId !== undefined, (qb) => qb.where('lead_id', '=', leadId as number))
      .orderBy('id')
      .execute();
    return rows.map(toOutbox);
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
    id = (async () => {
      await db
        .insertInto('meta')
        .values({ key: STORE_KEY, value: randomBytes(8).toString('hex') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('meta').select('value').where('key', '=', STORE_KEY).executeTakeFirstOrThrow();
      return row.value;
    })();
    storeIds.set(db, id);
    id.catch(() => storeIds.delete(db));
  }
  return id;
}
