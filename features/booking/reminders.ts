import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { isoText } from '@/lib/server/db/storage-call';
import { REMINDER_HOURS } from '@/features/booking/model/slots';
import { addEvent } from './server/store';

/** At most this many reminders queued per sweep: a backlog drains over a few passes, memory stays bounded. */
const SWEEP_LIMIT = 100;

/**
 * Queues the reminder of every appointment starting within the next 24 h, not cancelled, not yet past, once per
 * appointment (a move resets it, store.ts): an event `rappel` and its e-mail to the visitor alone. Each is taken
 * by one UPDATE … WHERE reminded_at IS NULL, so of two sweeps at once (two processes) one queues it. The one
 * sender calls it at each pass, next to the leads' reminders; returns how many were queued.
 */
export async function queueBookingReminders(storage: OpenDatabase, now: Date): Promise<number> {
  const from = now.toISOString();
  const until = new Date(now.getTime() + REMINDER_HOURS * 3_600_000).toISOString();
  const due = await storage.db
    .selectFrom('bookings')
    .select('id')
    .where('status', '<>', 'annule')
    .where('reminded_at', 'is', null)
    .where('starts_at', '>', from)
    .where('starts_at', '<=', until)
    .orderBy('starts_at')
    .limit(SWEEP_LIMIT)
    .execute();
  let queued = 0;
  for (const { id } of due) {
    const done = await storage.db.transaction().execute(async (trx) => {
      // The window again: an appointment moved or cancelled since the SELECT is not due any more.
      const taken = await trx
        .updateTable('bookings')
        .set({ reminded_at: from })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .where('status', '<>', 'annule')
        .where('starts_at', '>', from)
        .where('starts_at', '<=', until)
        .returning('starts_at')
        .executeTakeFirst();
      if (!taken) return false;
      const startsAt = new Date(isoText(taken.starts_at)).toISOString();
      await addEvent(storage, trx, { bookingId: id, type: 'rappel', startsAt }, now, { visitor: true, office: false });
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
