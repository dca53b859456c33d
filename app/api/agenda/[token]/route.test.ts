/** @jest-environment node */
import ICAL from 'ical.js';
import { GET } from './route';
import { storageSuite, testBackends } from '@/test/server/backends';
import { asServer } from '@/test/server/as-server';
import { bookFreeSlot } from '@/test/server/booking-fixtures';
import { listFeeds, renewFeed } from '@/features/booking/server/feed';
import { cancelBooking } from '@/features/booking/server/changes';

/**
 * Each office's calendar feed, through its public route on both databases: what a calendar
 * subscribed to the secret address receives, and that a revoked or unknown address receives nothing.
 */

const DAY = 86_400_000;

describe.each(testBackends('booking_feed_test'))('$name calendar feed', (backend) => {
  const env = storageSuite(backend);

  const get = (token: string) =>
    asServer(backend, () =>
      GET(new Request(`http://localhost/api/agenda/${token}`), { params: Promise.resolve({ token }) }),
    );
  /** Moves an appointment `days` from now (negative: past), as time passing would. */
  const startsIn = (id: number, days: number) => {
    const start = new Date(Date.now() + days * DAY);
    const end = new Date(start.getTime() + 3_600_000);
    return backend.raw(
      `UPDATE bookings SET starts_at = '${start.toISOString()}', ends_at = '${end.toISOString()}' WHERE id = ${id}`,
    );
  };
  const eventsOf = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return {
      calendar,
      events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
    };
  };

  it('gives a calendar the office’s appointments not cancelled, from 30 days ago on, in UTC', async () => {
    expect((await get(`${'a'.repeat(43)}.ics`)).status).toBe(404);
    const coming = await bookFreeSlot(env.storage, { name: 'Claire Martin', email: 'claire@example.ch' });
    const cancelled = await bookFreeSlot(env.storage, { name: 'Paul Annule' }, { index: 1 });
    await cancelBooking(env.storage, cancelled.id, 'visiteur', new Date());
    const lastWeek = await bookFreeSlot(env.storage, { name: 'Lea Passee' }, { index: 2 });
    await startsIn(lastWeek.id, -10);
    const longAgo = await bookFreeSlot(env.storage, { name: 'Marc Ancien' }, { index: 3 });
    await startsIn(longAgo.id, -40);
    await bookFreeSlot(env.storage, { office: 'clermont', kind: 'appel', name: 'Jean Clermont' });

    const feed = await renewFeed(env.storage, 'geneve', 'marie@lumina.test', new Date());
    expect(feed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await get(`${feed.token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { calendar, events } = eventsOf(await response.text());
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lumina Terrasses – rendez-vous de Chêne-Bourg');
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Visite gratuite sur place – Claire Martin',
      'Visite gratuite sur place – Lea Passee',
    ]);
    const claire = events.find((event) => event.summary.endsWith('Claire Martin'));
    expect(claire?.startDate.toJSDate().toISOString()).toBe(coming.startsAt);
    // For the office: the visitor's contact, to call them from the calendar.
    expect(claire?.description).toContain('claire@example.ch');
    // The same address without the extension (a calendar that drops it).
    expect((await get(feed.token)).status).toBe(200);
  });

  it('a new address revokes the old one: the old one answers 404, the new one the calendar', async () => {
    const old = (await listFeeds(env.storage)).geneve;
    expect(old).toBeDefined();
    const renewed = await renewFeed(env.storage, 'geneve', 'paul@lumina.test', new Date());
    expect(renewed.token).not.toBe(old?.token);
    const refused = await get(`${old?.token ?? ''}.ics`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await get(`${renewed.token}.ics`)).status).toBe(200);
    expect(await listFeeds(env.storage)).toMatchObject({
      geneve: { token: renewed.token, createdBy: 'paul@lumina.test' },
    });
    // An office without an address has none to guess.
    expect((await listFeeds(env.storage)).clermont).toBeUndefined();
  });

  it('answers 404 to whatever is not a token, and an empty calendar to an office with no appointment', async () => {
    for (const token of ['', 'x', `${'a'.repeat(42)}!`, `${'b'.repeat(43)}.txt`, '..%2F..%2Fetc']) {
      expect((await get(token)).status).toBe(404);
    }
    const feed = await renewFeed(env.storage, 'clermont', 'marie@lumina.test', new Date());
    await backend.raw(`UPDATE bookings SET status = 'annule' WHERE office = 'clermont'`);
    const response = await get(`${feed.token}.ics`);
    expect(response.status).toBe(200);
    const { calendar, events } = eventsOf(await response.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lumina Terrasses – rendez-vous de Clermont-Ferrand');
    expect(events).toEqual([]);
  });
});
