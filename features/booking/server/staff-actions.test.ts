/** @jest-environment node */
import { EMPTY_FORM } from '@/features/booking/model/hours-form';
import { wallClock } from '@/lib/zoned-time';
import { testBackends } from '@/test/server/backends';
import { calendarPartsOf, plainTextOf, readInvitation } from '@/test/server/calendar';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { asServer } from '@/test/server/as-server';
import { bookFreeSlot } from '@/test/server/booking-fixtures';
import { actionRequest, formData, redirectOf, signedInStaff } from '@/test/server/staff-session';
import type { Storage } from '@/lib/server/db/storage';
import { processOutbox } from '@/lib/server/mail/sender';
import { listAudit } from '@/lib/server/staff/audit';
import { freeSlots, listClosures, preloadHolidays } from './availability';
import { listFeeds } from './feed';
import {
  addClosureAction,
  cancelBookingAction,
  confirmBookingAction,
  deleteClosureAction,
  deletePeriodAction,
  moveBookingAction,
  renewFeedAction,
  savePeriodAction,
} from './staff-actions';
import { getBooking } from './store';

/**
 * The back-office's actions on appointments on both databases, as the pages post them: with a staff
 * session they change what the visitor can book and tell the visitor; without one they change nothing.
 */

// The actions read the request's headers: a same-site request, with the session cookie the test sets.
jest.mock('next/headers', () => jest.requireActual('@/test/server/staff-session').nextHeaders);

// Signing in hashes a password (scrypt, on purpose): seconds on a busy machine.
jest.setTimeout(60_000);

const MARIE = { email: 'marie.dupont@lumina.test', name: 'Marie Dupont' };
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' };
const period = (fields: Partial<Record<'jour' | 'debut' | 'fin' | 'duree' | 'places', string>> = {}) =>
  formData({ jour: '7', debut: '10:00', fin: '11:00', duree: '20', places: '2', ...fields });

describe.each(testBackends('booking_staff_test'))('$name appointments in the back-office', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  let storage: Storage;
  let cookie = '';
  beforeAll(async () => {
    storage = env.storage;
    cookie = await signedInStaff(storage, MARIE);
  });
  beforeEach(() => {
    actionRequest.cookie = cookie;
  });
  afterAll(() => {
    actionRequest.cookie = '';
  });

  const asStaff = <T>(run: () => Promise<T>) => asServer(backend, run);
  const eventMails = (bookingId: number) =>
    backend.raw(
      `SELECT e.type, o.kind FROM outbox o JOIN booking_events e ON e.id = o.booking_event_id
       WHERE e.booking_id = ${bookingId} ORDER BY o.id`,
    );
  const sundayCalls = async () =>
    (await freeSlots(storage, 'clermont', 'appel', new Date())).filter(
      (slot) => new Date(`${slot.day}T12:00:00Z`).getUTCDay() === 0,
    );

  it('without a session, every action goes to the sign-in page and changes nothing', async () => {
    const booking = await bookFreeSlot(storage);
    const hoursBefore = await backend.raw('SELECT * FROM booking_hours ORDER BY id');
    const [hours] = hoursBefore;
    actionRequest.cookie = '';
    const attempts = [
      confirmBookingAction(booking.id),
      moveBookingAction(booking.id, formData({ creneau: booking.startsAt })),
      cancelBookingAction(booking.id),
      savePeriodAction('geneve', 'visite', null, EMPTY_FORM, period()),
      deletePeriodAction(Number(hours?.id)),
      addClosureAction('geneve', EMPTY_FORM, formData({ jour: '2099-01-05', libelle: 'Absence' })),
      renewFeedAction('geneve'),
    ];
    for (const attempt of attempts) expect(await asStaff(() => redirectOf(attempt))).toBe('/equipe/connexion');
    expect(await getBooking(storage, booking.id)).toMatchObject({ status: 'reserve', startsAt: booking.startsAt });
    expect(await backend.raw('SELECT * FROM booking_hours ORDER BY id')).toEqual(hoursBefore);
    expect(await listClosures(storage, 'geneve', '2099-01-01')).toEqual([]);
    expect(await listFeeds(storage)).toEqual({});
    expect((await listAudit({}, storage)).entries).toEqual([]);
    expect((await eventMails(booking.id)).map((row) => row.type)).toEqual(['reserve', 'reserve']);
  });

  it('confirms, moves and cancels: stored, the visitor told each time, audited, back to the page', async () => {
    const booking = await bookFreeSlot(storage, { email: 'paul@example.ch' }, { index: 2 });
    const page = `/equipe/rendez-vous/${booking.id}`;
    expect(await asStaff(() => redirectOf(confirmBookingAction(booking.id)))).toBe(`${page}?fait=confirme`);
    expect(await getBooking(storage, booking.id)).toMatchObject({ status: 'confirme' });

    const target = (await freeSlots(storage, 'geneve', 'visite', new Date()))[5];
    const move = (creneau: string) => asStaff(() => redirectOf(moveBookingAction(booking.id, formData({ creneau }))));
    expect(await move(target?.startsAt ?? '')).toBe(`${page}?fait=deplace`);
    expect(await getBooking(storage, booking.id)).toMatchObject({ startsAt: target?.startsAt, status: 'confirme' });
    // A time the office does not offer, and no time at all: refused, nothing moves.
    const offHours = new Date(new Date(target?.startsAt ?? '').getTime() + 30 * 60_000).toISOString();
    expect(await move(offHours)).toBe(`${page}?erreur=hors-horaires#actions`);
    expect(await move('demain')).toBe(`${page}?erreur=creneau#actions`);
    expect(await getBooking(storage, booking.id)).toMatchObject({ startsAt: target?.startsAt });

    expect(await asStaff(() => redirectOf(cancelBookingAction(booking.id)))).toBe(`${page}?fait=annule`);
    expect(await getBooking(storage, booking.id)).toMatchObject({ status: 'annule' });
    expect(await asStaff(() => redirectOf(cancelBookingAction(booking.id)))).toBe(`${page}?erreur=annule#actions`);
    // The visitor hears of each change; the office of the move and the cancellation (it confirmed itself).
    expect(await eventMails(booking.id)).toEqual([
      { type: 'reserve', kind: 'booking-visitor' },
      { type: 'reserve', kind: 'booking-office' },
      { type: 'confirme', kind: 'booking-visitor' },
      { type: 'deplace', kind: 'booking-visitor' },
      { type: 'deplace', kind: 'booking-office' },
      { type: 'annule', kind: 'booking-visitor' },
      { type: 'annule', kind: 'booking-office' },
    ]);
    expect(
      await backend.raw(`SELECT by_staff FROM booking_events WHERE booking_id = ${booking.id} ORDER BY id`),
    ).toEqual([
      { by_staff: null },
      { by_staff: 'Marie Dupont' },
      { by_staff: 'Marie Dupont' },
      { by_staff: 'Marie Dupont' },
    ]);
    const { entries } = await listAudit({ targetType: 'booking', targetId: booking.id }, storage);
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      [MARIE.email, 'booking.cancel'],
      [MARIE.email, 'booking.move'],
      [MARIE.email, 'booking.confirm'],
    ]);
    expect(entries[1]?.details).toEqual({ office: 'geneve', from: booking.startsAt, to: target?.startsAt });
    await expect(asStaff(() => confirmBookingAction(999_999))).rejects.toMatchObject(NOT_FOUND);

    // The visitor's mailbox: the booking, the confirmation, the move, then the cancellation of the invitation.
    await processOutbox({ config: mailConfig(backend, env.smtp), storage });
    const visitor = env.smtp.mails.filter((mail) => mail.to.includes('paul@example.ch'));
    const invitations = visitor.map((mail) => readInvitation(calendarPartsOf(mail.raw)[0]?.ics ?? ''));
    expect(invitations.map((invitation) => [invitation.method, invitation.start])).toEqual([
      ['REQUEST', booking.startsAt],
      ['REQUEST', booking.startsAt],
      ['REQUEST', target?.startsAt],
      ['CANCEL', target?.startsAt],
    ]);
    expect(plainTextOf(visitor.at(-1)?.raw ?? '')).not.toContain('/rendez-vous/gerer?cle=');
  });

  it('adds, edits and deletes a weekly period: the public slots follow at once', async () => {
    const hoursPage = '/equipe/rendez-vous/disponibilites?bureau=clermont';
    expect(await sundayCalls()).toEqual([]);
    const added = await asStaff(() => redirectOf(savePeriodAction('clermont', 'appel', null, EMPTY_FORM, period())));
    expect(added).toBe(`${hoursPage}&fait=periode#appel`);
    const sundays = await sundayCalls();
    expect(sundays.length).toBeGreaterThanOrEqual(2 * 3);
    expect(new Set(sundays.map((slot) => slot.time))).toEqual(new Set(['10:00', '10:20', '10:40']));
    expect(sundays.every((slot) => slot.capacity === 2 && slot.free === 2)).toBe(true);

    const [row] = await backend.raw(`SELECT id FROM booking_hours WHERE office = 'clermont' AND weekday = 7`);
    const id = Number(row?.id);
    const edit = (fields: Parameters<typeof period>[0]) =>
      asStaff(() => redirectOf(savePeriodAction('clermont', 'appel', id, EMPTY_FORM, period(fields))));
    expect(await edit({ debut: '14:00', fin: '15:00', duree: '30', places: '1' })).toBe(
      `${hoursPage}&fait=periode#appel`,
    );
    expect(new Set((await sundayCalls()).map((slot) => slot.time))).toEqual(new Set(['14:00', '14:30']));

    expect(await asStaff(() => redirectOf(deletePeriodAction(id)))).toBe(`${hoursPage}&fait=periode-supprimee`);
    expect(await sundayCalls()).toEqual([]);
    const { entries } = await listAudit({ targetType: 'booking-hours' }, storage);
    expect(entries.map((entry) => entry.action)).toEqual([
      'booking-hours.delete',
      'booking-hours.edit',
      'booking-hours.add',
    ]);
    expect(entries[1]?.details).toEqual({
      office: 'clermont',
      kind: 'appel',
      jour: 7,
      debut: '14:00',
      fin: '15:00',
      duree: 30,
      places: 1,
    });
  });

  it('refuses a period with French messages next to each field, and keeps what was typed', async () => {
    const save = (fields: Parameters<typeof period>[0]) =>
      asStaff(() => savePeriodAction('geneve', 'visite', null, EMPTY_FORM, period(fields)));
    expect(await save({ debut: '12:00', fin: '09:00' })).toEqual({
      errors: { fin: 'La fin doit suivre le début.' },
      values: { jour: '7', debut: '12:00', fin: '09:00', duree: '20', places: '2' },
    });
    expect((await save({ jour: '8', debut: '9h', duree: '5', places: '21' })).errors).toEqual({
      jour: 'Choisissez un jour de la semaine.',
      debut: 'Heure de début au format HH:MM (par exemple 09:00).',
      duree: 'Durée d’un créneau\u00a0: de 10 à 240 minutes.',
      places: 'Places par créneau\u00a0: de 1 à 20.',
    });
    expect((await save({ debut: '10:00', fin: '10:30', duree: '60' })).errors).toEqual({
      duree: 'La plage est plus courte qu’un créneau de 60\u00a0min.',
    });
    // Monday 09:00–12:00 is a visit period of the migration's defaults.
    expect((await save({ jour: '1', debut: '11:00', fin: '13:00', duree: '60' })).errors).toEqual({
      debut: 'Cette plage chevauche celle du lundi de 09:00 à 12:00.',
    });
    expect(await backend.raw(`SELECT id FROM booking_hours WHERE office = 'geneve' AND weekday IN (7)`)).toEqual([]);
  });

  it('closes a day (the slots go, what is booked is counted), refuses it twice or in the past, opens it again', async () => {
    const booking = await bookFreeSlot(storage, {}, { index: 8 });
    const day = wallClock(new Date(booking.startsAt), 'Europe/Zurich').day;
    const close = (jour: string, libelle = 'Formation') =>
      asStaff(() => redirectOf(addClosureAction('geneve', EMPTY_FORM, formData({ jour, libelle }))));
    expect(await close(day)).toBe(
      `/equipe/rendez-vous/disponibilites?bureau=geneve&fait=fermeture&reserves=1#fermetures`,
    );
    const daysOffered = async () =>
      new Set((await freeSlots(storage, 'geneve', 'visite', new Date())).map((s) => s.day));
    expect((await daysOffered()).has(day)).toBe(false);
    const refused = (jour: string, libelle = 'Formation') =>
      asStaff(() => addClosureAction('geneve', EMPTY_FORM, formData({ jour, libelle })));
    expect((await refused(day, 'Autre')).errors).toEqual({ jour: 'Ce jour est déjà fermé («\u00a0Formation\u00a0»).' });
    expect((await refused('2020-01-06')).errors).toEqual({ jour: 'Cette date est déjà passée.' });
    expect((await refused('2099-02-30', ' ')).errors).toEqual({
      jour: 'Choisissez une date.',
      libelle: 'Donnez un libellé, 100 caractères au plus (par exemple «\u00a0Formation\u00a0»).',
    });

    const closure = (await listClosures(storage, 'geneve', day)).find((entry) => entry.day === day);
    expect(closure).toMatchObject({ label: 'Formation', origin: 'equipe' });
    expect(await asStaff(() => redirectOf(deleteClosureAction(closure?.id ?? 0)))).toBe(
      '/equipe/rendez-vous/disponibilites?bureau=geneve&fait=fermeture-supprimee#fermetures',
    );
    expect((await daysOffered()).has(day)).toBe(true);
    const { entries } = await listAudit({ targetType: 'booking-closure' }, storage);
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['booking-closure.delete', { office: 'geneve', jour: day, libelle: 'Formation', origine: 'equipe' }],
      ['booking-closure.add', { office: 'geneve', jour: day, libelle: 'Formation' }],
    ]);
  });

  it('deletes a preloaded public holiday for good: the next preload leaves it open', async () => {
    const now = new Date();
    await preloadHolidays(storage, now);
    const [holiday] = (await listClosures(storage, 'clermont')).filter((closure) => closure.origin === 'ferie');
    expect(holiday).toBeDefined();
    expect(await asStaff(() => redirectOf(deleteClosureAction(holiday?.id ?? 0)))).toBe(
      '/equipe/rendez-vous/disponibilites?bureau=clermont&fait=fermeture-supprimee#fermetures',
    );
    await preloadHolidays(storage, now);
    expect((await listClosures(storage, 'clermont')).map((closure) => closure.day)).not.toContain(holiday?.day);
  });

  it('draws the calendar feed’s address, then revokes it for a new one, audited', async () => {
    const page = '/equipe/rendez-vous/agenda?fait=geneve#agenda-geneve';
    expect(await asStaff(() => redirectOf(renewFeedAction('geneve')))).toBe(page);
    const first = (await listFeeds(storage)).geneve;
    expect(first).toMatchObject({ createdBy: MARIE.email });
    expect(await asStaff(() => redirectOf(renewFeedAction('geneve')))).toBe(page);
    expect((await listFeeds(storage)).geneve?.token).not.toBe(first?.token);
    const { entries } = await listAudit({ targetType: 'booking-feed' }, storage);
    expect(entries.map((entry) => entry.details)).toEqual([{ revoked: true }, { revoked: false }]);
    await expect(asStaff(() => renewFeedAction('lyon' as 'geneve'))).rejects.toMatchObject(NOT_FOUND);
  });
});
