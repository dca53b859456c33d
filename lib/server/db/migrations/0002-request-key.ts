import 'server-only';
import type { MigrationUp } from './types';

/**
 * `leads.request_key`: the idempotency key of a request answered from the journal while the
 * database was down (spool.ts). Replaying the journal twice (a crash before it was deleted) then
 * stores each request once. Null for requests stored directly.
 */
export const addRequestKey: MigrationUp = async (db) => {
  await db.schema.alterTable('leads').addColumn('request_key', 'text').execute();
  await db.schema.createIndex('leads_request_key').unique().on('leads').column('request_key').execute();
};
