import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { queueMail } from '@/lib/server/mail/queue-store';

/** At most this many reminders queued per sweep: a backlog drains over a few passes, memory stays bounded. */
const SWEEP_LIMIT = 100;

/**
 * Queues the reminder of every lead past its due time with no first contact yet (not spam), once per lead:
 * the outbox's UNIQUE (lead_id, kind) holds however many instances sweep at once. The one sender calls it at
 * the start of each pass (server start, every poll, after each new lead); returns how many were queued.
 */
export async function queueDueReminders(storage: OpenDatabase, now: Date): Promise<number> {
  const due = await storage.db
    .selectFrom('leads as l')
    .select('l.id')
    .where('l.due_at', '<=', now.toISOString())
    .where('l.first_contact_at', 'is', null)
    .where('l.is_spam', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox as o').select('o.id').whereRef('o.lead_id', '=', 'l.id').where('o.kind', '=', 'reminder'),
        ),
      ),
    )
    .orderBy('l.due_at')
    .limit(SWEEP_LIMIT)
    .execute();
  let queued = 0;
  for (const { id } of due) {
    // One statement each: a row another instance queued in between is skipped, not an error.
    queued += await queueMail(storage, [{ kind: 'reminder', leadId: id }], now, { skipQueued: true });
  }
  return queued;
}
