import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { SiteConfig } from '../config';
import type { CounterStore, TakeResult } from './rate-limit-counters';
import type { Database } from '../db/tables';
import { getStorage } from '../db/storage';

/**
 * The rate-limit counters in PostgreSQL's `rate_limits` table, so that every instance behind a load
 * balancer counts the same requests. Taking a slot is ONE statement: an upsert whose row lock serialises
 * concurrent requests for the same address, and whose WHERE refuses the update when the window is full
 * (no row returned). The address is stored only as a hash salted with the database's own salt, like the
 * leads' addresses (Storage.hashIp).
 */

/** How long a counter's row is kept after its window started (longer windows: their own length). */
const KEPT_MS = 24 * 60 * 60 * 1000;

export class DatabaseCounters implements CounterStore {
  private lastSweep = 0;

  /** `hash`: the storage's salted address hash (Storage.hashIp). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly hash: (key: string) => string | null,
  ) {}

  private bucket(key: string) {
    return this.hash(key) ?? key;
  }

  async take(key: string, max: number, windowMs: number, now: number): Promise<TakeResult> {
    const bucket = this.bucket(key);
    const expired = now - windowMs;
    const { rows } = await sql<{ window_start: string | number }>`
      insert into rate_limits as r (bucket, window_start, hits) values (${bucket}, ${now}, 1)
      on conflict (bucket) do update set
        window_start = case when r.window_start <= ${expired} then ${now} else r.window_start end,
        hits = case when r.window_start <= ${expired} then 1 else r.hits + 1 end
      where r.window_start <= ${expired} or r.hits < ${max}
      returning window_start`.execute(this.db);
    await this.sweep(now, windowMs);
    const taken = rows[0];
    if (taken) return { taken: true, windowStart: Number(taken.window_start) };
    const row = await this.db
      .selectFrom('rate_limits')
      .select('window_start')
      .where('bucket', '=', bucket)
      .executeTakeFirst();
    return { taken: false, retryAfterMs: Number(row?.window_start ?? now) + windowMs - now };
  }

  async give(key: string, windowStart: number) {
    await this.db
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('bucket', '=', this.bucket(key))
      .where('window_start', '=', windowStart)
      .where('hits', '>', 0)
      .execute();
  }

  /**
   * Ended windows are deleted, at most once per window length and process. The endpoints' windows differ
   * (RATE_LIMIT_WINDOW_SECONDS for the forms, an hour for the appointments): a row is deleted only once no
   * window of up to a day can still be running, so one endpoint's sweep never ends another's window.
   */
  private async sweep(now: number, windowMs: number) {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    const ended = now - Math.max(windowMs, KEPT_MS);
    await this.db.deleteFrom('rate_limits').where('window_start', '<=', ended).execute();
  }
}

const stores = new WeakMap<Kysely<Database>, DatabaseCounters>();

/** The counters of the configured PostgreSQL database (the storage's connection pool). */
export async function databaseCounters(config: SiteConfig): Promise<DatabaseCounters> {
  const storage = await getStorage(config);
  const { db } = storage;
  let store = stores.get(db);
  if (!store) {
    store = new DatabaseCounters(db, (key) => storage.hashIp(key));
    stores.set(db, store);
  }
  return store;
}
