import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { bookSlot, type Booking, type NewBooking } from '@/lib/server/bookings/store';

/** A visit to Chêne-Bourg as the booking form stores it, at `startsAt`; each test overrides what it looks at. */
export const newBooking = (startsAt: string, overrides: Partial<NewBooking> = {}): NewBooking => ({
  office: 'geneve',
  kind: 'visite',
  startsAt: new Date(startsAt),
  name: 'Claire Martin',
  email: 'claire@example.ch',
  phone: '+41 79 123 45 67',
  postcode: '1225',
  ...overrides,
});

/** Books it at `now`, or fails the test with the refusal. */
export async function booked(storage: OpenDatabase, booking: NewBooking, now: Date): Promise<Booking> {
  const result = await bookSlot(storage, booking, now);
  if (!result.ok) throw new Error(`réservation refusée : ${result.reason}`);
  return result.booking;
}
