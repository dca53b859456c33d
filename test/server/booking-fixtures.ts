import 'server-only';
import { freeSlots } from '@/lib/server/bookings/availability';
import { bookSlot, type Booking, type NewBooking } from '@/lib/server/bookings/store';
import type { OpenDatabase } from '@/lib/server/db/database';

/** A visitor's booking as the public form sends it; each test overrides only what it looks at. */
export const newBooking = (overrides: Partial<NewBooking> = {}): NewBooking => ({
  office: 'geneve',
  kind: 'visite',
  startsAt: new Date('2026-10-26T08:00:00.000Z'),
  name: 'Claire Martin',
  email: 'claire@example.ch',
  phone: '+41 79 123 45 67',
  postcode: '1225',
  ...overrides,
});

/**
 * Books the `index`-th free slot of the office and kind at `now` (the first by default), as a visitor would;
 * throws when refused, so that a test reads the booking it asked for.
 */
export async function bookFreeSlot(
  storage: OpenDatabase,
  overrides: Partial<NewBooking> = {},
  { now = new Date(), index = 0 }: { now?: Date; index?: number } = {},
): Promise<Booking> {
  const request = newBooking(overrides);
  const slot = (await freeSlots(storage, request.office, request.kind, now))[index];
  if (!slot) throw new Error(`aucun créneau libre n°${index} pour ${request.office} ${request.kind}`);
  const result = await bookSlot(storage, { ...request, startsAt: new Date(slot.startsAt) }, now);
  if (!result.ok) throw new Error(`réservation refusée : ${result.reason}`);
  return result.booking;
}
