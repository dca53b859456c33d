import 'server-only';
import { sql } from 'kysely';
import type { OpenDatabase } from '@/lib/server/db/database';
import type { LeadQueueKind } from '@/lib/server/db/tables';

/** At most one acknowledgement per address in this time: the form must not let anyone flood an inbox. */
export const ACK_INTERVAL_MS = 60 * 60_000;

/**
 * What a new lead queues, from the configured kinds, in the transaction that stores it: no acknowledgement for
 * a lead « à vérifier » (likely a script), nor when one was queued for the same address (any case) in the hour
 * before `at`. On PostgreSQL the address is locked until the transaction ends, so two requests at once cannot
 * both see none.
 */
export async function kindsToQueue(
  database: OpenDatabase,
  lead: { email: string; needsReview?: boolean; outboxKinds: LeadQueueKind[] },
  at: Date,
): Promise<LeadQueueKind[]> {
  if (!lead.outboxKinds.includes('ack')) return lead.outboxKinds;
  const without = lead.outboxKinds.filter((kind) => kind !== 'ack');
  if (lead.needsReview) return without;
  const address = lead.email.trim().toLowerCase();
  await database.traits.lockKey(database.db, `ack:${address}`);
  const recent = await database.db
    .selectFrom('outbox as o')
    .innerJoin('leads as l', 'l.id', 'o.lead_id')
    .select('o.id')
    .where('o.kind', '=', 'ack')
    .where('o.queued_at', '>', new Date(at.getTime() - ACK_INTERVAL_MS).toISOString())
    .where(sql<string>`lower(${sql.ref('l.email')})`, '=', address)
    .limit(1)
    .executeTakeFirst();
  return recent ? without : lead.outboxKinds;
}
