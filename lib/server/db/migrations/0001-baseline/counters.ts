import 'server-only';
import type { AnyDb } from '../types';
import { required } from './columns';

/**
 * What the site counts without telling one visitor from another:
 * - meta: the database's own values (its salt for client addresses);
 * - rate_limits: per-address request counters shared by every instance, a fixed window from its first
 *   request (epoch ms); written only with PostgreSQL, a SQLite deployment (one process) counts in memory;
 * - click_counts: clicks on the phone and e-mail links, a count per Swiss day, page and event.
 */
export async function createCounterTables(db: AnyDb) {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (col) => col.primaryKey())
    .$call(required({ window_start: 'bigint', hits: 'integer' }))
    .execute();
  await db.schema.createIndex('rate_limits_window_start').on('rate_limits').column('window_start').execute();

  await db.schema
    .createTable('click_counts')
    .$call(required({ day: 'text', page: 'text', event: 'text', count: 'integer' }))
    .addPrimaryKeyConstraint('click_counts_pkey', ['day', 'page', 'event'])
    .execute();
}
