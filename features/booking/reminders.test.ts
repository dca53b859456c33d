/** @jest-environment node */
import { testBackends } from '@/test/server/backends';
import { booked, newBooking } from '@/test/server/bookings';
import { calendarPartsOf, plainTextOf, readInvitation } from '@/test/server/calendar';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { newLead } from '@/test/server/leads';
import { headerOf } from '@/test/server/support';
import { insertLead } from '@/features/quote/leads';
import { processOutbox } from '@/lib/server/mail/sender';
import { managePageUrl } from './links';
import { queueBookingReminders } from './reminders';
import { bookingEvents, getBooking, type Booking } from './server/store';
import { cancelBooking, moveBooking } from './server/changes';

/**
 * The reminder of an appointment, on each database, with a clock the test sets: booked on Tuesday
 * 20 October 2026 for Monday 26 October at 09:00 in Geneva (08:00 UTC), it is reminded once, 24 h before.
 */

const NBSP = '\u00a0';
const NOW = new Date('2026-10-20T08:00:00.000Z');
const at = (iso: string) => () => new Date(iso);

describe.each(testBackends('bk_reminders_test'))('$name', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const send = (now: string) =>
    processOutbox({ config: mailConfig(backend, env.smtp), storage: env.storage, now: at(now) });
  const book = (startsAt: string) =>
    booked(env.storage, newBooking(startsAt, { email: `rappel-${startsAt.slice(0, 13)}@example.ch` }), NOW);
  const reminders = (booking: Booking) =>
    env.smtp.mails.filter(
      (mail) =>
        headerOf(mail.raw, 'X-Booking-Id') === String(booking.id) && headerOf(mail.raw, 'X-Booking-Event') === 'rappel',
    );
  const reminderEvents = async (booking: Booking) =>
    (await bookingEvents(env.storage, booking.id)).filter((event) => event.type === 'rappel');
  /** One reminder e-mail received, and one in the appointment's journal. */
  const expectRemindedOnce = async (booking: Booking) => {
    expect(reminders(booking)).toHaveLength(1);
    expect(await reminderEvents(booking)).toHaveLength(1);
  };

  it('is sent once, at 24 h before and not a minute earlier, to the visitor, never again at later passes', async () => {
    const booking = await book('2026-10-26T08:00:00.000Z');
    await send('2026-10-20T08:01:00.000Z');
    await send('2026-10-25T07:59:00.000Z');
    expect(reminders(booking)).toEqual([]);
    await send('2026-10-25T08:00:00.000Z');
    const [reminder, ...more] = reminders(booking);
    expect(more).toEqual([]);
    expect(reminder?.to).toEqual([booking.email]);
    const text = plainTextOf(reminder?.raw ?? '');
    expect(text).toContain('Nous vous rappelons votre rendez-vous.');
    expect(text).toContain(`Visite gratuite sur place, le lundi 26 octobre 2026 à 9${NBSP}h`);
    expect(text).toContain(managePageUrl(booking.manageKey));
    const [invitation] = calendarPartsOf(reminder?.raw ?? '');
    expect(readInvitation(invitation?.ics ?? '')).toMatchObject({
      method: 'REQUEST',
      start: '2026-10-26T08:00:00.000Z',
      sequence: 1,
    });
    expect((await getBooking(env.storage, booking.id))?.remindedAt).toBe('2026-10-25T08:00:00.000Z');

    await send('2026-10-25T08:05:00.000Z');
    await send('2026-10-25T20:00:00.000Z');
    await send('2026-10-26T07:59:00.000Z');
    await send('2026-10-26T09:00:00.000Z');
    await expectRemindedOnce(booking);
  });

  it('two sweeps at once queue it once', async () => {
    const booking = await book('2026-10-27T08:00:00.000Z');
    const sweep = new Date('2026-10-26T09:00:00.000Z');
    const counts = await Promise.all([
      queueBookingReminders(env.storage, sweep),
      queueBookingReminders(env.storage, sweep),
      queueBookingReminders(env.storage, sweep),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    await send('2026-10-26T09:01:00.000Z');
    await expectRemindedOnce(booking);
  });

  it('is due again after a move to a later date, once; none for a cancelled appointment', async () => {
    const booking = await book('2026-10-28T08:00:00.000Z');
    const cancelled = await book('2026-10-28T09:00:00.000Z');
    await cancelBooking(env.storage, cancelled.id, 'visiteur', NOW);
    await send('2026-10-27T08:00:00.000Z');
    expect(reminders(booking)).toHaveLength(1);

    const moved = await moveBooking(
      env.storage,
      booking.id,
      new Date('2026-10-30T08:00:00.000Z'),
      'visiteur',
      new Date('2026-10-27T09:00:00.000Z'),
    );
    expect(moved.ok).toBe(true);
    await send('2026-10-29T07:59:00.000Z');
    expect(reminders(booking)).toHaveLength(1);
    await send('2026-10-29T08:00:00.000Z');
    await send('2026-10-29T12:00:00.000Z');
    const sent = reminders(booking);
    expect(sent).toHaveLength(2);
    expect(plainTextOf(sent[1]?.raw ?? '')).toContain(`le vendredi 30 octobre 2026 à 9${NBSP}h`);
    expect(await reminderEvents(booking)).toHaveLength(2);
    expect(reminders(cancelled)).toEqual([]);
    expect(await reminderEvents(cancelled)).toEqual([]);
  });

  it('a failing sweep is logged and never holds up the e-mails already queued', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const id = await insertLead(env.storage, newLead({ receivedAt: '2026-10-20T08:00:00.000Z' }));
    // Renamed in this suite's own schema: the other workers' storages read only theirs when they open
    // (one-schema-introspector.ts); Kysely's introspector read them all, and failed now and then on this.
    await backend.raw('ALTER TABLE bookings RENAME COLUMN reminded_at TO reminded_away');
    try {
      await send('2026-10-20T08:01:00.000Z');
    } finally {
      await backend.raw('ALTER TABLE bookings RENAME COLUMN reminded_away TO reminded_at');
    }
    expect(env.smtp.mails.filter((mail) => headerOf(mail.raw, 'X-Lead-Id') === String(id))).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[e-mail] rappels de rendez-vous non mis en file :', expect.anything());
    error.mockRestore();
  });
});
