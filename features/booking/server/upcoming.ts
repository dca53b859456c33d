import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { onStorage } from '@/lib/server/db/storage-call';
import { toBooking, type Booking } from './store';

/** How far the dashboard looks ahead: a week covers a weekend and a holiday after it. */
export const UPCOMING_DAYS = 7;
/** At most this many on the dashboard; the week view has the rest. */
export const UPCOMING_LIMIT = 12;

/**
 * The next appointments of both offices for the dashboard: not cancelled, from now to
 * UPCOMING_DAYS ahead, soonest first, with how many of them still wait for the office's confirmation.
 */
export function upcomingBookings(
  storage: OpenDatabase,
  now: Date,
): Promise<{ bookings: Booking[]; total: number; toConfirm: number }> {
  const until = new Date(now.getTime() + UPCOMING_DAYS * 86_400_000).toISOString();
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('bookings')
      .selectAll()
      .where('status', '!=', 'annule')
      .where('starts_at', '>=', now.toISOString())
      .where('starts_at', '<', until)
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
    const bookings = rows.map(toBooking);
    return {
      bookings: bookings.slice(0, UPCOMING_LIMIT),
      total: bookings.length,
      toConfirm: bookings.filter((booking) => booking.status === 'reserve').length,
    };
  });
}
