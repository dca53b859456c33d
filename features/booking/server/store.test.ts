/** @jest-environment node */
import { storageSuite, testBackends } from '@/test/server/backends';
import { booked, newBooking } from '@/test/server/bookings';
import { newLead } from '@/test/server/leads';
import { getLead, insertLead } from '@/features/quote/leads';
import { freeSlots, preloadHolidays } from './availability';
import { bookSlot, getBooking, type NewBooking } from './store';
import { cancelBooking, moveBooking } from './changes';

/**
 * Appointments on each database, with a clock the test sets: Tuesday 20 October 2026, 10:00 in Geneva, the
 * week before the clocks go back (25 October), so the window holds slots on both sides of the change.
 */

const NOW = new Date('2026-10-20T08:00:00.000Z');
// Friday 23 October, 09:00 in Geneva (summer time, UTC+2); Monday 26 October, 09:00 (winter time, UTC+1).
const BEFORE_CHANGE = '2026-10-23T07:00:00.000Z';
const AFTER_CHANGE = '2026-10-26T08:00:00.000Z';

/** A visit to Chêne-Bourg, Monday 26 October at 09:00 unless told otherwise. */
const visit = (overrides: Partial<NewBooking> = {}) => newBooking(AFTER_CHANGE, overrides);

describe.each(testBackends('bookings_test'))('$name', (backend) => {
  const env = storageSuite(backend);

  it('lists visits at 09:00 on the office clock on both sides of the October change, none on a holiday', async () => {
    await preloadHolidays(env.storage, NOW);
    const slots = await freeSlots(env.storage, 'geneve', 'visite', NOW);
    const starts = slots.map((slot) => slot.startsAt);
    expect(starts).toContain(BEFORE_CHANGE);
    expect(starts).toContain(AFTER_CHANGE);
    expect(slots.find((slot) => slot.startsAt === AFTER_CHANGE)).toMatchObject({ day: '2026-10-26', time: '09:00' });
    // 12 h notice: nothing today (Tuesday 10:00) nor before 22:00 UTC.
    expect(starts.every((start) => start >= '2026-10-20T20:00:00.000Z')).toBe(true);
    // 11 November (Armistice), a French holiday, seen from Monday 2 November.
    const clermont = await freeSlots(env.storage, 'clermont', 'visite', new Date('2026-11-02T08:00:00.000Z'));
    expect(clermont.some((slot) => slot.day === '2026-11-11')).toBe(false);
    expect(clermont.some((slot) => slot.day === '2026-11-10')).toBe(true);
  });

  it('of 20 requests at once for the last seat of a slot, exactly one books it', async () => {
    await backend.raw(`UPDATE booking_hours SET capacity = 2 WHERE office = 'geneve' AND kind = 'visite'`);
    const first = await bookSlot(env.storage, visit({ startsAt: new Date(BEFORE_CHANGE) }), NOW);
    expect(first.ok).toBe(true);
    // One storage, as the server has: PostgreSQL's pool runs them on several connections at once.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookSlot(env.storage, visit({ startsAt: new Date(BEFORE_CHANGE), email: `v${index}@example.ch` }), NOW),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(19);
    for (const result of refused) {
      expect(result).toMatchObject({ ok: false, reason: 'complet' });
      if (!result.ok) {
        expect(result.next.length).toBeGreaterThan(0);
        expect(result.next.map((slot) => slot.startsAt)).not.toContain(BEFORE_CHANGE);
      }
    }
    const held = await backend.raw(
      `SELECT seat FROM bookings WHERE status <> 'annule' AND starts_at = (SELECT starts_at FROM bookings ORDER BY id LIMIT 1) ORDER BY seat`,
    );
    expect(held.map((row) => Number(row.seat))).toEqual([1, 2]);
  });

  it('the database itself refuses a second booking of a held seat, and a seat beyond the capacity', async () => {
    const [row] = await backend.raw(`SELECT * FROM bookings WHERE status <> 'annule' ORDER BY id LIMIT 1`);
    const copy = (seat: number, key: string) =>
      backend.raw(
        `INSERT INTO bookings (office, kind, starts_at, ends_at, seat, capacity, status, name, email, phone, manage_key, created_at, updated_at)
         SELECT office, kind, starts_at, ends_at, ${seat}, capacity, 'reserve', name, email, phone, '${key}', created_at, updated_at
         FROM bookings WHERE id = ${Number(row?.id)}`,
      );
    // The refusal as text: better-sqlite3 makes its errors with the class of the first test file that loaded
    // it in this jest worker, which jest's `rejects.toThrow` does not take for an Error.
    const refusal = (seat: number, key: string) =>
      copy(seat, key).then(
        () => 'accepted',
        (error: unknown) => String(error),
      );
    expect(await refusal(1, 'k-dup')).toMatch(/unique|UNIQUE/);
    expect(await refusal(3, 'k-over')).toMatch(/check|CHECK/);
  });

  it('cancelling frees the seat; a visitor may move or cancel only until 12 h before', async () => {
    const booked = await bookSlot(env.storage, visit({ startsAt: new Date(AFTER_CHANGE) }), NOW);
    if (!booked.ok) throw new Error(booked.reason);
    const seats = async () =>
      (await freeSlots(env.storage, 'geneve', 'visite', NOW)).find((slot) => slot.startsAt === AFTER_CHANGE)?.free;
    expect(await seats()).toBe(1);
    const late = new Date(new Date(AFTER_CHANGE).getTime() - 11 * 3_600_000);
    expect(await cancelBooking(env.storage, booked.booking.id, 'visiteur', late)).toMatchObject({
      ok: false,
      reason: 'trop-tard',
    });
    const moved = await moveBooking(
      env.storage,
      booked.booking.id,
      new Date('2026-10-26T09:00:00.000Z'),
      'visiteur',
      NOW,
    );
    expect(moved).toMatchObject({ ok: true, booking: { startsAt: '2026-10-26T09:00:00.000Z' } });
    expect(await seats()).toBe(2);
    const cancelled = await cancelBooking(env.storage, booked.booking.id, 'visiteur', NOW);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: 'annule' } });
    const types = await backend.raw(
      `SELECT type FROM booking_events WHERE booking_id = ${booked.booking.id} ORDER BY id`,
    );
    expect(types.map((event) => event.type)).toEqual(['reserve', 'deplace', 'annule']);
    const mails = await backend.raw(
      `SELECT o.kind FROM outbox o JOIN booking_events e ON e.id = o.booking_event_id WHERE e.booking_id = ${booked.booking.id}`,
    );
    expect(mails).toHaveLength(6);
  });

  it('refuses a slot in the past, outside the hours or on a closed day, with the next free slots', async () => {
    expect(await bookSlot(env.storage, visit({ startsAt: new Date('2026-10-20T09:00:00.000Z') }), NOW)).toMatchObject({
      reason: 'passe',
    });
    expect(await bookSlot(env.storage, visit({ startsAt: new Date('2026-10-26T08:30:00.000Z') }), NOW)).toMatchObject({
      reason: 'hors-horaires',
    });
    await backend.raw(
      `INSERT INTO booking_closures (office, day, label, origin) VALUES ('geneve', '2026-10-27', 'Absence', 'equipe')`,
    );
    const closed = await bookSlot(env.storage, visit({ startsAt: new Date('2026-10-27T08:00:00.000Z') }), NOW);
    expect(closed).toMatchObject({ ok: false, reason: 'ferme' });
    if (!closed.ok) expect(closed.next.some((slot) => slot.day === '2026-10-27')).toBe(false);
  });

  it('a booking tied to a lead stops the lead’s first-contact clock once, and keeps the visit’s address', async () => {
    const leadId = await insertLead(env.storage, newLead());
    expect((await getLead(env.storage, leadId))?.firstContactAt).toBeNull();
    const result = await bookSlot(
      env.storage,
      visit({
        startsAt: new Date('2026-10-30T08:00:00.000Z'),
        leadId,
        street: 'Chemin des Vignes 12',
        postcode: '1225',
        town: 'Chêne-Bourg',
      }),
      NOW,
    );
    expect(result).toMatchObject({
      ok: true,
      booking: { leadId, street: 'Chemin des Vignes 12', postcode: '1225', town: 'Chêne-Bourg' },
    });
    expect((await getLead(env.storage, leadId))?.firstContactAt).toBe(NOW.toISOString());
    // A second booking later does not move the time of the first contact.
    await bookSlot(
      env.storage,
      visit({ startsAt: new Date('2026-10-30T09:00:00.000Z'), leadId, email: 'autre@example.ch' }),
      new Date('2026-10-21T08:00:00.000Z'),
    );
    expect((await getLead(env.storage, leadId))?.firstContactAt).toBe(NOW.toISOString());
    // A booking without a lead touches no lead.
    const other = await insertLead(env.storage, newLead({ email: 'b@example.ch' }));
    await bookSlot(env.storage, visit({ startsAt: new Date('2026-10-30T10:00:00.000Z') }), NOW);
    expect((await getLead(env.storage, other))?.firstContactAt).toBeNull();
  });

  it('keeps a visit’s lines in one JSON column, null for a call, and reads back only its known text lines', async () => {
    const { db } = env.storage;
    const booking = await booked(env.storage, visit({ street: 'Rue du Lac 3', town: 'Genève' }), NOW);
    const column = async (id: number) =>
      (await db.selectFrom('bookings').select('visit_address').where('id', '=', id).executeTakeFirstOrThrow())
        .visit_address;
    expect(JSON.parse(String(await column(booking.id)))).toEqual({ street: 'Rue du Lac 3', town: 'Genève' });
    const call = await booked(
      env.storage,
      visit({ kind: 'appel', startsAt: new Date('2026-10-26T07:00:00.000Z'), street: null, town: null }),
      NOW,
    );
    expect(await column(call.id)).toBeNull();
    expect(call).toMatchObject({ street: null, town: null });

    const stored = (value: string) =>
      db.updateTable('bookings').set({ visit_address: value }).where('id', '=', booking.id).execute();
    await stored(JSON.stringify({ street: 'Rue du Lac 3', admin: true, town: null }));
    expect(await getBooking(env.storage, booking.id)).toMatchObject({ street: 'Rue du Lac 3', town: null });
    expect(await getBooking(env.storage, booking.id)).not.toHaveProperty('admin');
    // Refused, never cast: the read fails with the reason as its cause.
    const refusal = async () =>
      (await getBooking(env.storage, booking.id).catch((error: Error) => error.cause)) as Error;
    await stored(JSON.stringify({ street: 42 }));
    expect((await refusal()).message).toMatch(/ligne d’adresse street illisible/);
    await stored('[]');
    expect((await refusal()).message).toMatch(/adresse illisible/);
  });
});
