import 'server-only';
import { checkSlot, NOTICE_HOURS, remindedAtFor } from '@/features/booking/model/slots';
import type { OpenDatabase } from '@/lib/server/db/database';
import { onStorage } from '@/lib/server/db/storage-call';
import { slotQuery } from './availability';
import { addEvent, getBooking, refusal, type Booking, type BookingRefusal, type BookingResult } from './store';

/**
 * An appointment's changes after it is booked: cancelled or moved by the visitor (until NOTICE_HOURS before it)
 * or by staff, confirmed by staff. Each is an event queued to the visitor and to the office in its transaction
 * (store.ts's addEvent).
 */

/** Whether the visitor may still cancel or move it: until NOTICE_HOURS before its start. */
export const visitorMayChange = (booking: Booking, now: Date) =>
  booking.status !== 'annule' && new Date(booking.startsAt).getTime() - now.getTime() >= NOTICE_HOURS * 3_600_000;

/** Who makes a change: the visitor through their link (then within the notice), or a staff member (named). */
export type Actor = { staff: string } | 'visiteur';

/** The booking, if `actor` may change it now; else why not. */
async function changeable(storage: OpenDatabase, id: number, actor: Actor, now: Date): Promise<BookingResult> {
  const booking = await getBooking(storage, id);
  const refuse = (reason: BookingRefusal['reason']): BookingRefusal => ({ ok: false, reason, next: [] });
  if (!booking) return refuse('introuvable');
  if (booking.status === 'annule') return refuse('annule');
  if (actor === 'visiteur' && !visitorMayChange(booking, now)) return refuse('trop-tard');
  return { ok: true, booking };
}

/** Runs `change` on the booking when `actor` may change it now; else answers why not. */
async function whenChangeable(
  storage: OpenDatabase,
  id: number,
  actor: Actor,
  now: Date,
  change: (booking: Booking) => Promise<BookingResult>,
): Promise<BookingResult> {
  const found = await changeable(storage, id, actor, now);
  return found.ok ? change(found.booking) : found;
}

/** What a change answers: the booking as stored now (as read before, should it be gone since). */
const storedAfter = async (storage: OpenDatabase, booking: Booking): Promise<BookingResult> => ({
  ok: true,
  booking: (await getBooking(storage, booking.id)) ?? booking,
});

const staffName = (actor: Actor) => (actor === 'visiteur' ? null : actor.staff);

/** Cancels it and frees its seat; the visitor and the office are told. */
export async function cancelBooking(
  storage: OpenDatabase,
  id: number,
  actor: Actor,
  now: Date,
): Promise<BookingResult> {
  return whenChangeable(storage, id, actor, now, async (booking) => {
    await onStorage(storage, 'Écriture', (db) =>
      db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('bookings')
          .set({ status: 'annule', updated_at: now.toISOString() })
          .where('id', '=', id)
          .where('status', '<>', 'annule')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return;
        await addEvent(
          storage,
          trx,
          { bookingId: id, type: 'annule', byStaff: staffName(actor), startsAt: booking.startsAt },
          now,
          { visitor: true, office: true },
        );
      }),
    );
    return storedAfter(storage, booking);
  });
}

/** Staff confirm it: the visitor is told. */
export async function confirmBooking(
  storage: OpenDatabase,
  id: number,
  staff: string,
  now: Date,
): Promise<BookingResult> {
  return whenChangeable(storage, id, { staff }, now, async (booking) => {
    if (booking.status === 'confirme') return { ok: true, booking };
    await onStorage(storage, 'Écriture', (db) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('bookings')
          .set({ status: 'confirme', updated_at: now.toISOString() })
          .where('id', '=', id)
          .where('status', '=', 'reserve')
          .execute();
        await addEvent(
          storage,
          trx,
          { bookingId: id, type: 'confirme', byStaff: staff, startsAt: booking.startsAt },
          now,
          {
            visitor: true,
            office: false,
          },
        );
      }),
    );
    return storedAfter(storage, booking);
  });
}

/**
 * Moves it to another slot of the same office and kind, taking a seat there under the same rule as a new
 * booking; the reminder is due again before the new time.
 */
export async function moveBooking(
  storage: OpenDatabase,
  id: number,
  startsAt: Date,
  actor: Actor,
  now: Date,
): Promise<BookingResult> {
  return whenChangeable(storage, id, actor, now, async (booking) => {
    const { office, kind } = booking;
    if (startsAt.toISOString() === booking.startsAt) return { ok: true, booking };
    const check = checkSlot(await slotQuery(storage, office, kind, now), startsAt);
    if (!check.ok) return refusal(storage, office, kind, check.reason, now);
    const moved = await onStorage(storage, 'Écriture', (db) =>
      db.transaction().execute(async (trx) => {
        for (let seat = 1; seat <= check.slot.capacity; seat++) {
          const taken = await trx
            .selectFrom('bookings')
            .select('id')
            .where('office', '=', office)
            .where('kind', '=', kind)
            .where('starts_at', '=', check.slot.startsAt)
            .where('seat', '=', seat)
            .where('status', '<>', 'annule')
            .executeTakeFirst();
          if (taken) continue;
          const updated = await trx
            .updateTable('bookings')
            .set({
              starts_at: check.slot.startsAt,
              ends_at: check.slot.endsAt,
              seat,
              capacity: check.slot.capacity,
              reminded_at: remindedAtFor(check.slot.startsAt, now),
              updated_at: now.toISOString(),
            })
            .where('id', '=', id)
            .where('status', '<>', 'annule')
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return false;
          await addEvent(
            storage,
            trx,
            {
              bookingId: id,
              type: 'deplace',
              byStaff: staffName(actor),
              startsAt: check.slot.startsAt,
              previous: booking.startsAt,
            },
            now,
            { visitor: true, office: true },
          );
          return true;
        }
        return false;
      }),
    );
    if (!moved) return refusal(storage, office, kind, 'complet', now);
    return storedAfter(storage, booking);
  });
}
