import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { OfficeKey } from '@/content/office-hours';
import type { BookingRefusalReason } from '@/features/booking/model/rules';
import { checkSlot, remindedAtFor, slotsOf, type Slot } from '@/features/booking/model/slots';
import { withBackOffice } from '@/lib/server/db/backoffice-tables';
import type { OpenDatabase } from '@/lib/server/db/database';
import { onStorage } from '@/lib/server/db/storage-call';
import type { BookingEventType, BookingKind, Database } from '@/lib/server/db/tables';
import { markFirstContact } from '@/features/quote/first-contact';
import { queueMail } from '@/lib/server/mail/queue-store';
import { slotQuery } from './availability';
import type { VisitLines } from '@/features/booking/model/address';
import { toBooking, toEvent, visitAddressColumn, visitLines, type Booking, type BookingEvent } from '../records';

export { toBooking, toEvent, type Booking, type BookingEvent };

/**
 * Appointments. A booking takes the lowest free seat of its slot with INSERT … ON CONFLICT DO
 * NOTHING on the partial UNIQUE index (office, kind, starts_at, seat): of two requests for the last seat, the
 * database lets one in, whatever arrives at once, and the other finds the slot full. Every change is an event
 * (booking_events) queued to the visitor and to the office in the same transaction.
 */

export interface NewBooking extends Partial<VisitLines> {
  office: OfficeKey;
  kind: BookingKind;
  startsAt: Date;
  name: string;
  email: string;
  phone: string;
  /** With the lines (street, town…), where a visit takes place; none for a call. */
  postcode?: string | null;
  message?: string | null;
  leadId?: number | null;
  requestKey?: string | null;
  ipHash?: string | null;
}

/** What the visitor typed, the fields left out as null: as the table and the outage journal keep it. */
export const visitorFields = (
  booking: Pick<NewBooking, 'name' | 'email' | 'phone' | 'postcode' | 'message'> & Partial<VisitLines>,
) => ({
  name: booking.name,
  email: booking.email,
  phone: booking.phone,
  postcode: booking.postcode ?? null,
  ...visitLines(booking),
  message: booking.message ?? null,
});

/** The same under the table's columns: a visit's lines in one (records.ts). */
function visitorColumns(booking: NewBooking) {
  const { name, email, phone, postcode, message, ...lines } = visitorFields(booking);
  return { name, email, phone, postcode, message, visit_address: visitAddressColumn(lines) };
}

/** Why a booking or a move was refused; `next` holds the next free slots when the slot is the problem. */
export type BookingRefusal = {
  ok: false;
  reason: BookingRefusalReason;
  next: Slot[];
};
export type BookingResult = { ok: true; booking: Booking } | BookingRefusal;

/** How many free slots a refusal offers instead. */
const NEXT_SLOTS = 5;

type Db = Kysely<Database> | Transaction<Database>;

/** Adds an event in `trx` and queues its e-mails (the reminder sweep adds its own: reminders.ts). */
export async function addEvent(
  storage: OpenDatabase,
  trx: Db,
  event: {
    bookingId: number;
    type: BookingEventType;
    byStaff?: string | null;
    startsAt: string;
    previous?: string | null;
  },
  now: Date,
  mail: { visitor: boolean; office: boolean },
) {
  const row = await trx
    .insertInto('booking_events')
    .values({
      booking_id: event.bookingId,
      type: event.type,
      by_staff: event.byStaff ?? null,
      starts_at: event.startsAt,
      previous_starts_at: event.previous ?? null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mails = [
    ...(mail.visitor ? [{ kind: 'booking-visitor' as const, bookingEventId: row.id }] : []),
    ...(mail.office ? [{ kind: 'booking-office' as const, bookingEventId: row.id }] : []),
  ];
  await queueMail({ db: trx, traits: storage.traits }, mails, now);
  return row.id;
}

export async function refusal(
  storage: OpenDatabase,
  office: OfficeKey,
  kind: BookingKind,
  reason: BookingRefusal['reason'],
  now: Date,
): Promise<BookingRefusal> {
  const query = await slotQuery(storage, office, kind, now);
  return {
    ok: false,
    reason,
    next: slotsOf(query)
      .filter((slot) => slot.free > 0)
      .slice(0, NEXT_SLOTS),
  };
}

/** Takes the lowest free seat of the slot in `trx`; null when every seat is held. */
async function takeSeat(
  trx: Db,
  slot: Slot,
  values: Omit<Insertable<Database['bookings']>, 'seat' | 'capacity' | 'starts_at' | 'ends_at'>,
): Promise<number | null> {
  for (let seat = 1; seat <= slot.capacity; seat++) {
    const inserted = await trx
      .insertInto('bookings')
      .values({ ...values, seat, capacity: slot.capacity, starts_at: slot.startsAt, ends_at: slot.endsAt })
      .onConflict((oc) =>
        oc
          .columns(['office', 'kind', 'starts_at', 'seat'])
          // The index's own predicate, as a literal: SQLite matches the conflict target to it by its text.
          .where(sql.ref('status'), '<>', sql.lit('annule'))
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
  }
  return null;
}

export const newManageKey = () => randomBytes(24).toString('base64url');

/**
 * Books a slot; refused when it is past, closed, outside the hours or full. Queues both confirmations and, for a
 * booking tied to a lead, in the same transaction: stops the lead's first-contact clock (an appointment is a
 * contact made, as « Contacté » is) and, with `crmHook` (CRM_WEBHOOK_URL set), queues its CRM event.
 */
export async function bookSlot(
  storage: OpenDatabase,
  booking: NewBooking,
  now: Date,
  options: { crmHook?: boolean } = {},
): Promise<BookingResult> {
  const { office, kind } = booking;
  const query = await slotQuery(storage, office, kind, now);
  const check = checkSlot(query, booking.startsAt);
  if (!check.ok) return refusal(storage, office, kind, check.reason, now);
  const id = await onStorage(storage, 'Écriture', (db) =>
    db.transaction().execute(async (trx) => {
      if (booking.requestKey) {
        const replayed = await trx
          .selectFrom('bookings')
          .select('id')
          .where('request_key', '=', booking.requestKey)
          .executeTakeFirst();
        if (replayed) return replayed.id;
      }
      const seatId = await takeSeat(trx, check.slot, {
        office,
        kind,
        status: 'reserve',
        ...visitorColumns(booking),
        lead_id: booking.leadId ?? null,
        manage_key: newManageKey(),
        request_key: booking.requestKey ?? null,
        ip_hash: booking.ipHash ?? null,
        reminded_at: remindedAtFor(check.slot.startsAt, now),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      if (seatId === null) return null;
      const eventId = await addEvent(
        storage,
        trx,
        { bookingId: seatId, type: 'reserve', startsAt: check.slot.startsAt },
        now,
        { visitor: true, office: true },
      );
      if (booking.leadId) {
        await markFirstContact(withBackOffice(trx), booking.leadId, now);
        if (options.crmHook)
          await queueMail({ db: trx, traits: storage.traits }, [{ kind: 'crm-booking', bookingEventId: eventId }], now);
      }
      return seatId;
    }),
  );
  if (id === null) return refusal(storage, office, kind, 'complet', now);
  const stored = await getBooking(storage, id);
  if (!stored) throw new Error(`Rendez-vous ${id} introuvable après son enregistrement`);
  return { ok: true, booking: stored };
}

export function getBooking(storage: OpenDatabase, id: number): Promise<Booking | null> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toBooking(row) : null;
  });
}

export function bookingByManageKey(storage: OpenDatabase, key: string): Promise<Booking | null> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db.selectFrom('bookings').selectAll().where('manage_key', '=', key).executeTakeFirst();
    return row ? toBooking(row) : null;
  });
}

export function bookingEvents(storage: OpenDatabase, bookingId: number): Promise<BookingEvent[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('booking_events')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('id')
      .execute();
    return rows.map(toEvent);
  });
}
