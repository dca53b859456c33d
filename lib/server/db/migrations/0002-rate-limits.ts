import 'server-only';
import type { MigrationUp } from './types';

/**
 * Per-address request counters shared by every instance (rate-limit-store.ts): one row per
 * endpoint and hashed address, a fixed window that starts at its first request (epoch ms).
 * Written only with PostgreSQL; a SQLite deployment (one process) counts in memory.
 */
export const createRateLimits: MigrationUp = async (db) => {
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_start').on('rate_limits').column('window_start').execute();
};
