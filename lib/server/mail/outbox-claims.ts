import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * The outbox queries beside repository.ts's claim: a sender renews the lease of the row it is
 * sending, gives back its rows when it stops, and names its e-mails after the database's own
 * random identifier (meta `store_id`), so that two databases (a staging copy, a move from SQLite
 * to PostgreSQL) never send two different e-mails under one Message-ID (issue 12, finding 7).
 */

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
