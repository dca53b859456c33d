import 'server-only';
import type { MigrationUp } from './types';

/**
 * `outbox.claimed_by`: the sender (one per process) holding a pending row until its lease
 * (`next_attempt_at`) runs out. `retry-outbox` and other senders leave a held row alone, and a
 * stopping server gives back exactly its own rows.
 */
export const addOutboxClaims: MigrationUp = async (db) => {
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
};
