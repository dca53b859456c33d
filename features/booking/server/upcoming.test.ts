/** @jest-environment node */
import { storageSuite, testBackends } from '@/test/server/backends';
import { booked, newBooking } from '@/test/server/bookings';
import { cancelBooking, confirmBooking } from './changes';
import { upcomingBookings } from './upcoming';

/**
 * The dashboard's « Prochains rendez-vous » on both databases: on Saturday 24 October 2026, Monday's
 * appointments of both offices, the cancelled left out, those still to confirm counted.
 */
const BOOKED_ON = new Date('2026-10-20T08:00:00.000Z');
const SATURDAY = new Date('2026-10-24T08:00:00.000Z');

describe.each(testBackends('booking_upcoming_test'))('$name upcoming appointments', (backend) => {
  const env = storageSuite(backend);
  const book = (startsAt: string, overrides: Parameters<typeof newBooking>[1] = {}) =>
    booked(env.storage, newBooking(startsAt, overrides), BOOKED_ON);

  it('lists what comes after now, soonest first, without the cancelled, counting those to confirm', async () => {
    await book('2026-10-23T07:00:00.000Z', { name: 'Passé' });
    const call = await book('2026-10-26T08:00:00.000Z', { name: 'Appel lundi', kind: 'appel', office: 'clermont' });
    const visit = await book('2026-10-26T15:00:00.000Z', { name: 'Visite lundi' });
    const cancelled = await book('2026-10-26T09:00:00.000Z', { name: 'Annulée' });
    await book('2026-11-03T08:00:00.000Z', { name: 'Trop loin' });
    await confirmBooking(env.storage, visit.id, 'chef@lumina.test', BOOKED_ON);
    await cancelBooking(env.storage, cancelled.id, 'visiteur', BOOKED_ON);

    const upcoming = await upcomingBookings(env.storage, SATURDAY);
    expect(upcoming.bookings.map((booking) => [booking.name, booking.status])).toEqual([
      ['Appel lundi', 'reserve'],
      ['Visite lundi', 'confirme'],
    ]);
    expect(upcoming).toMatchObject({ total: 2, toConfirm: 1 });
    expect(upcoming.bookings[0]?.id).toBe(call.id);
  });
});
