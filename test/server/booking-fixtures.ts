import 'server-only';
import { freeSlots } from '@/features/booking/server/availability';
import type { Booking, NewBooking } from '@/features/booking/server/store';
import type { OpenDatabase } from '@/lib/server/db/database';
import { booked, newBooking } from './bookings';

/**
 * Books the `index`-th free slot of the office and kind at `now` (the first by default), as a visitor picks
 * one from the list: for the tests that run on the real clock (the pages, the feed, the actions).
 */
export async function bookFreeSlot(
  storage: OpenDatabase,
  overrides: Partial<NewBooking> = {},
  { now = new Date(), index = 0 }: { now?: Date; index?: number } = {},
): Promise<Booking> {
  const { office = 'geneve', kind = 'visite' } = overrides;
  const slot = (await freeSlots(storage, office, kind, now))[index];
  if (!slot) throw new Error(`aucun créneau libre n°${index} pour ${office} ${kind}`);
  return booked(storage, newBooking(slot.startsAt, { ...overrides, startsAt: new Date(slot.startsAt) }), now);
}
