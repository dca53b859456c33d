import 'server-only';
import type { Slot } from '@/features/booking/model/slots';
import { getStorage } from '@/lib/server/db/storage';
import { freeSlots } from './availability';
import { bookingPlace, visitAddress } from '../records';
import { isManageKey } from '../links';
import { bookingByManageKey, type Booking } from './store';

/**
 * What the visitor's appointment pages read (/rendez-vous/confirmation and /rendez-vous/gerer): the
 * booking of a link's key, and the slots it can move to. Opening a page changes nothing (mail scanners open
 * links): changes are the pages' forms, POSTed to /api/rendez-vous/gerer.
 */

export type VisitorBooking =
  | { state: 'trouve'; booking: Booking; place: string; address: string | null }
  | { state: 'introuvable' }
  | { state: 'indisponible' };

export async function visitorBooking(key: string | undefined): Promise<VisitorBooking> {
  // A key of another shape is refused unread: it cannot be one the site drew.
  if (!isManageKey(key)) return { state: 'introuvable' };
  try {
    const booking = await bookingByManageKey(await getStorage(), key);
    return booking
      ? { state: 'trouve', booking, place: bookingPlace(booking), address: visitAddress(booking) }
      : { state: 'introuvable' };
  } catch (error) {
    console.error('[rendez-vous] lien de rendez-vous non vérifié:', error);
    return { state: 'indisponible' };
  }
}

/** The free slots of its office and kind, its own left out; null when they cannot be read. */
export async function slotsToMoveTo(booking: Booking, now: Date): Promise<Slot[] | null> {
  try {
    const slots = await freeSlots(await getStorage(), booking.office, booking.kind, now);
    return slots.filter((slot) => slot.startsAt !== booking.startsAt);
  } catch (error) {
    console.error('[rendez-vous] créneaux non lus:', error);
    return null;
  }
}
