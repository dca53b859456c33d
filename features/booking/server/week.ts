import 'server-only';
import { officeHours, type OfficeKey } from '@/content/office-hours';
import { addDays, isoWeekday, wallClock, zonedInstant } from '@/lib/zoned-time';
import type { OpenDatabase } from '@/lib/server/db/database';
import { isoOrNull, onStorage } from '@/lib/server/db/storage-call';
import type { MailKind, OutboxStatus } from '@/lib/server/db/tables';
import { first, isDay, type Params } from '@/lib/server/http/query-params';
import { listClosures, type Closure } from './availability';
import { isOfficeKey } from '@/content/office-hours';
import { bookingEvents, toBooking, type Booking, type BookingEvent } from './store';

/**
 * What the back-office reads of appointments: an office's week on its own wall clock, a lead's
 * appointments and their events, an appointment's history with its e-mails.
 */

/** The Monday of the week holding `day`. */
export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

/**
 * The week a page asks for (`?semaine=`, any day of it), else the office's current week while it has working
 * days left, then the next one: on a Saturday, Monday's appointments matter, not the week that ends.
 */
export function weekParam(value: string | undefined, office: OfficeKey, now: Date): string {
  if (value && isDay(value)) return mondayOf(value);
  const today = wallClock(now, officeHours[office].timeZone).day;
  const { week } = officeHours[office];
  const workLeft = week.slice(isoWeekday(today) - 1).some((periods) => periods.length > 0);
  return mondayOf(workLeft ? today : addDays(today, 7));
}

export interface WeekDay {
  day: string;
  bookings: Booking[];
  closure: Closure | null;
}

/** Instants from the office's midnight of `fromDay` to that of `toDay` (excluded). */
function span(office: OfficeKey, fromDay: string, toDay: string) {
  const zone = officeHours[office].timeZone;
  return { from: zonedInstant(fromDay, 0, zone).toISOString(), to: zonedInstant(toDay, 0, zone).toISOString() };
}

/** The seven days from `monday`, each with its appointments (cancelled ones too, in time order) and closure. */
export async function officeWeek(storage: OpenDatabase, office: OfficeKey, monday: string): Promise<WeekDay[]> {
  const zone = officeHours[office].timeZone;
  const sunday = addDays(monday, 6);
  const [bookings, closures] = await Promise.all([
    listBookings(storage, { office, from: monday, to: sunday }),
    listClosures(storage, office, monday),
  ]);
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(monday, index);
    return {
      day,
      bookings: bookings.filter((booking) => wallClock(new Date(booking.startsAt), zone).day === day),
      closure: closures.find((closure) => closure.day === day) ?? null,
    };
  });
}

export interface BookingFilter {
  office?: OfficeKey;
  /** Days on the office's clock, both included. */
  from?: string;
  to?: string;
}

/** The export's filter from its query: `bureau`, `du`, `au` (days); what is missing or malformed is left out. */
export function parseBookingFilter(params: Params): BookingFilter {
  const office = first(params, 'bureau');
  const from = first(params, 'du');
  const to = first(params, 'au');
  return {
    ...(isOfficeKey(office) ? { office } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
  };
}

/**
 * Appointments in time order, of one office or both, between two days of their office's clock. Without an
 * office the days are read on Zurich's clock (both offices share the hour in practice).
 */
export function listBookings(storage: OpenDatabase, filter: BookingFilter = {}): Promise<Booking[]> {
  const { from, to } = span(
    filter.office ?? 'geneve',
    filter.from ?? '1970-01-01',
    addDays(filter.to ?? '9999-12-30', 1),
  );
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('bookings')
      .selectAll()
      .$if(filter.office !== undefined, (qb) => qb.where('office', '=', filter.office ?? ''))
      .$if(filter.from !== undefined, (qb) => qb.where('starts_at', '>=', from))
      .$if(filter.to !== undefined, (qb) => qb.where('starts_at', '<', to))
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
    return rows.map(toBooking);
  });
}

export interface EventMail {
  kind: MailKind;
  status: OutboxStatus;
  sentAt: string | null;
  lastError: string | null;
}

export type HistoryEvent = BookingEvent & { mails: EventMail[] };

/** An appointment's events, oldest first, each with the e-mails it queued (to the visitor, to the office). */
export async function bookingHistory(storage: OpenDatabase, bookingId: number): Promise<HistoryEvent[]> {
  const events = await bookingEvents(storage, bookingId);
  const mails = await onStorage(storage, 'Lecture', (db) =>
    db
      .selectFrom('outbox')
      .innerJoin('booking_events', 'booking_events.id', 'outbox.booking_event_id')
      .select(['outbox.kind', 'outbox.status', 'outbox.sent_at', 'outbox.last_error', 'outbox.booking_event_id'])
      .where('booking_events.booking_id', '=', bookingId)
      .orderBy('outbox.id')
      .execute(),
  );
  return events.map((event) => ({
    ...event,
    mails: mails
      .filter((mail) => mail.booking_event_id === event.id)
      .map((mail) => ({
        kind: mail.kind,
        status: mail.status,
        sentAt: isoOrNull(mail.sent_at),
        lastError: mail.last_error,
      })),
  }));
}

/** How many events each appointment has had: its calendar SEQUENCE is the count before the last one. */
export function eventCounts(storage: OpenDatabase, bookingIds: readonly number[]): Promise<Map<number, number>> {
  return onStorage(storage, 'Lecture', async (db) => {
    if (bookingIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('booking_events')
      .select(['booking_id', (eb) => eb.fn.countAll<number | string | bigint>().as('events')])
      .where('booking_id', 'in', [...bookingIds])
      .groupBy('booking_id')
      .execute();
    return new Map(rows.map((row) => [row.booking_id, Number(row.events)]));
  });
}
