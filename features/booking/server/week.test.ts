/** @jest-environment node */
import { storageSuite, testBackends } from '@/test/server/backends';
import { booked, newBooking } from '@/test/server/bookings';
import { newLead } from '@/test/server/leads';
import { insertLead } from '@/features/quote/leads';
import { cancelBooking, confirmBooking, moveBooking } from './changes';
import { leadBookings } from './lead-bookings';
import { bookingHistory, listBookings, officeWeek, parseBookingFilter, weekParam } from './week';

/**
 * What the back-office reads of appointments on both databases, with a clock the test sets: Tuesday
 * 20 October 2026 in Geneva, so that the week of the 26th starts in winter time (the clocks go back on the 25th).
 */

const NOW = new Date('2026-10-20T08:00:00.000Z');
// Monday 26 October, 09:00 and 16:00 in Geneva (UTC+1); Friday 23 October, 09:00 in Geneva (UTC+2).
const MONDAY_9 = '2026-10-26T08:00:00.000Z';
const MONDAY_16 = '2026-10-26T15:00:00.000Z';
const FRIDAY_9 = '2026-10-23T07:00:00.000Z';

describe.each(testBackends('booking_week_test'))('$name back-office reading of appointments', (backend) => {
  const env = storageSuite(backend);

  const book = (startsAt: string, overrides: Parameters<typeof newBooking>[1] = {}) =>
    booked(env.storage, newBooking(startsAt, overrides), NOW);

  it('lays out an office’s week day by day on its own clock, cancelled ones included, with its closed days', async () => {
    const late = await book(MONDAY_16, { name: 'Après-midi' });
    const early = await book(MONDAY_9, { name: 'Matin' });
    const cancelled = await book(FRIDAY_9, { name: 'Annulée' });
    await cancelBooking(env.storage, cancelled.id, 'visiteur', NOW);
    await book(MONDAY_9, { office: 'clermont', name: 'Autre bureau' });
    await backend.raw(
      `INSERT INTO booking_closures (office, day, label, origin) VALUES ('geneve', '2026-10-28', 'Salon', 'equipe')`,
    );

    const week = await officeWeek(env.storage, 'geneve', '2026-10-26');
    expect(week.map((day) => day.day)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(week[0]?.bookings.map((booking) => booking.id)).toEqual([early.id, late.id]);
    expect(week[2]?.closure).toMatchObject({ label: 'Salon', origin: 'equipe' });
    expect(week.flatMap((day) => day.bookings)).toHaveLength(2);
    const before = await officeWeek(env.storage, 'geneve', '2026-10-19');
    expect(before[4]?.bookings).toMatchObject([{ name: 'Annulée', status: 'annule' }]);
  });

  it('reads the week asked for from any of its days, else the office’s current week while it has working days left', () => {
    expect(weekParam('2026-10-29', 'geneve', NOW)).toBe('2026-10-26');
    expect(weekParam('2026-11-01', 'geneve', NOW)).toBe('2026-10-26');
    expect(weekParam('2026-02-30', 'geneve', NOW)).toBe('2026-10-19');
    expect(weekParam(undefined, 'clermont', NOW)).toBe('2026-10-19');
    // Friday 23 October, 23:30 in Geneva (21:30 UTC): a working day, its week; half past midnight, Saturday,
    // the next week: the office's clock decides, not the server's.
    expect(weekParam(undefined, 'geneve', new Date('2026-10-23T21:30:00.000Z'))).toBe('2026-10-19');
    expect(weekParam(undefined, 'geneve', new Date('2026-10-23T22:30:00.000Z'))).toBe('2026-10-26');
    expect(weekParam(undefined, 'clermont', new Date('2026-10-25T10:00:00.000Z'))).toBe('2026-10-26');
    // A week asked for is shown as asked, on a Saturday too.
    expect(weekParam('2026-10-24', 'geneve', new Date('2026-10-24T10:00:00.000Z'))).toBe('2026-10-19');
  });

  it('filters the export by office and by days of the office’s clock', async () => {
    expect(parseBookingFilter({ bureau: 'lyon', du: '2026-13-01', au: '' })).toEqual({});
    const all = await listBookings(env.storage, parseBookingFilter({}));
    expect(all.length).toBeGreaterThanOrEqual(4);
    const monday = await listBookings(
      env.storage,
      parseBookingFilter({ bureau: 'geneve', du: '2026-10-26', au: '2026-10-26' }),
    );
    expect(monday.map((booking) => booking.name)).toEqual(['Matin', 'Après-midi']);
    const clermont = await listBookings(env.storage, parseBookingFilter({ bureau: 'clermont' }));
    expect(clermont.map((booking) => booking.name)).toEqual(['Autre bureau']);
  });

  it('gives a lead its appointments with their events, and an appointment its history with its e-mails', async () => {
    const leadId = await insertLead(env.storage, newLead({ outboxKinds: [] }));
    const booking = await book('2026-10-27T08:00:00.000Z', { leadId, name: 'Camille Dupont' });
    await confirmBooking(env.storage, booking.id, 'Marie Dupont', NOW);
    await moveBooking(env.storage, booking.id, new Date('2026-10-27T09:00:00.000Z'), { staff: 'Marie Dupont' }, NOW);

    const [mine, ...others] = await leadBookings(env.storage, leadId);
    expect(others).toEqual([]);
    expect(mine).toMatchObject({ id: booking.id, startsAt: '2026-10-27T09:00:00.000Z', status: 'confirme' });
    expect(mine?.events.map((event) => [event.type, event.byStaff])).toEqual([
      ['reserve', null],
      ['confirme', 'Marie Dupont'],
      ['deplace', 'Marie Dupont'],
    ]);
    expect(await leadBookings(env.storage, leadId + 1000)).toEqual([]);

    const history = await bookingHistory(env.storage, booking.id);
    expect(history.map((event) => [event.type, event.mails.map((mail) => [mail.kind, mail.status])])).toEqual([
      [
        'reserve',
        [
          ['booking-visitor', 'pending'],
          ['booking-office', 'pending'],
        ],
      ],
      ['confirme', [['booking-visitor', 'pending']]],
      [
        'deplace',
        [
          ['booking-visitor', 'pending'],
          ['booking-office', 'pending'],
        ],
      ],
    ]);
    expect(history[2]?.previousStartsAt).toBe('2026-10-27T08:00:00.000Z');
  });
});
