import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { onStorage } from '@/lib/server/db/storage-call';
import { toBooking, toEvent, type Booking, type BookingEvent } from '../records';

/** A lead's appointments, soonest first, each with its events (for the lead's page and timeline). */
export function leadBookings(storage: OpenDatabase, leadId: number): Promise<(Booking & { events: BookingEvent[] })[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('bookings')
      .selectAll()
      .where('lead_id', '=', leadId)
      .orderBy('starts_at')
      .execute();
    if (rows.length === 0) return [];
    const events = await db
      .selectFrom('booking_events')
      .selectAll()
      .where(
        'booking_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      ...toBooking(row),
      events: events.filter((event) => event.booking_id === row.id).map(toEvent),
    }));
  });
}
