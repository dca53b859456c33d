/** @jest-environment node */
import { POST as bookPost } from './route';
import { GET as slotsGet } from './creneaux/route';
import { GET, POST } from './gerer/route';
import { testBackends } from '@/test/server/backends';
import {
  bookingAnswer,
  bookingOf,
  formPost,
  getRequest,
  jsonPost,
  startsOf,
  type SlotsBody,
} from '@/test/server/bookings';
import { routeEnv } from '@/test/server/route-env';

/**
 * The visitor's own link to an appointment, on each database: what it shows, a cancellation that
 * frees the slot, a move, a forged key, a change too close to the appointment, and the forms without JavaScript.
 */

const HOUR = 3_600_000;
const nbsp = '\u00a0';

const listed = async () =>
  startsOf(
    (await (await slotsGet(getRequest('/api/rendez-vous/creneaux?bureau=geneve&type=visite'))).json()) as SlotsBody,
  );

/** Books the `skip`-th free slot; its start and manage key. */
async function booked(skip = 0) {
  const start = (await listed())[skip] ?? '';
  const body = await bookingAnswer(await bookPost(jsonPost('/api/rendez-vous', bookingOf(start))), 201);
  return { start, key: new URL(body.booking?.manageUrl ?? '').searchParams.get('cle') ?? '' };
}

const see = (key: string) => GET(getRequest(`/api/rendez-vous/gerer?cle=${encodeURIComponent(key)}`));
const change = (body: Record<string, unknown>) => POST(jsonPost('/api/rendez-vous/gerer', body));

/** A key of the right shape that no appointment holds. */
const forgedKey = 'A'.repeat(32);

describe.each(testBackends('booking_manage_test'))('$name', (backend) => {
  routeEnv({ prefix: 'booking-manage-', backend, env: () => ({ RATE_LIMIT_MAX: '0' }) });

  it('shows the appointment, that it may change, and the free slots to move it to (its own left out)', async () => {
    const { start, key } = await booked();
    const response = await see(key);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await bookingAnswer(response, 200);
    expect(body).toMatchObject({
      message: `Vous pouvez annuler ou déplacer ce rendez-vous en ligne jusqu’à 12${nbsp}h avant son début.`,
      booking: { startsAt: start, status: 'reserve' },
      mayChange: true,
    });
    const offered = startsOf({ days: body.days ?? [] } as SlotsBody);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(start);
  });

  it('cancelling frees the slot, which is listed again; a second cancellation is refused', async () => {
    const { start, key } = await booked();
    expect(await listed()).not.toContain(start);
    const cancelled = await bookingAnswer(await change({ cle: key, action: 'annuler' }), 200);
    expect(cancelled.message).toMatch(/^Votre rendez-vous le .+ à \d+\u00a0h est annulé\. /);
    expect(cancelled.booking).toMatchObject({ startsAt: start, status: 'annule' });
    expect(await listed()).toContain(start);
    const [row] = await backend.raw(`SELECT id, status FROM bookings WHERE manage_key = '${key}'`);
    expect(row?.status).toBe('annule');
    const mails = await backend.raw(
      `SELECT e.type, o.kind FROM outbox o JOIN booking_events e ON e.id = o.booking_event_id WHERE e.booking_id = ${Number(row?.id)} ORDER BY e.id, o.kind`,
    );
    expect(mails).toEqual([
      { type: 'reserve', kind: 'booking-office' },
      { type: 'reserve', kind: 'booking-visitor' },
      { type: 'annule', kind: 'booking-office' },
      { type: 'annule', kind: 'booking-visitor' },
    ]);
    expect(await bookingAnswer(await change({ cle: key, action: 'annuler' }), 409)).toMatchObject({
      reason: 'annule',
      message: 'Ce rendez-vous est déjà annulé.',
    });
    expect(await bookingAnswer(await see(key), 200)).toMatchObject({ mayChange: false, days: [] });
  });

  it('moves it to a free slot (the old one is listed again); a full one is refused with the next free slots', async () => {
    const { start, key } = await booked();
    const other = await booked();
    const target = (await listed())[0] ?? '';
    const moved = await bookingAnswer(await change({ cle: key, action: 'deplacer', creneau: target }), 200);
    expect(moved.message).toMatch(/^Votre rendez-vous est déplacé le .+ à \d+\u00a0h\. /);
    expect(moved.booking).toMatchObject({ startsAt: target, status: 'reserve' });
    const now = await listed();
    expect(now).toContain(start);
    expect(now).not.toContain(target);
    const full = await bookingAnswer(await change({ cle: key, action: 'deplacer', creneau: other.start }), 409);
    expect(full).toMatchObject({ reason: 'complet' });
    expect(full.next?.map((slot) => slot.startsAt)).not.toContain(other.start);
    expect(await bookingAnswer(await change({ cle: key, action: 'deplacer' }), 400)).toMatchObject({
      message: 'Choisissez le nouveau créneau.',
      errors: { creneau: 'Choisissez le nouveau créneau.' },
    });
    expect(await bookingAnswer(await change({ cle: key, action: 'supprimer' }), 400)).toMatchObject({
      errors: { action: `Action inconnue${nbsp}: annuler ou déplacer le rendez-vous.` },
    });
  });

  it('404 for a forged or malformed key, in French', async () => {
    for (const key of [forgedKey, 'pas-une-cle', '']) {
      expect(await bookingAnswer(await see(key), 404)).toEqual({
        success: false,
        message: 'Ce lien de rendez-vous n’est pas valable.',
        reason: 'introuvable',
      });
      expect(await bookingAnswer(await change({ cle: key, action: 'annuler' }), 404)).toMatchObject({
        message: 'Ce lien de rendez-vous n’est pas valable.',
      });
    }
  });

  it('409 with the office’s phone less than 12 h before: neither cancelled nor moved online', async () => {
    const { key } = await booked();
    const soon = new Date(Math.ceil((Date.now() + 6 * HOUR) / HOUR) * HOUR);
    await backend.raw(
      `UPDATE bookings SET starts_at = '${soon.toISOString()}', ends_at = '${new Date(soon.getTime() + HOUR).toISOString()}' WHERE manage_key = '${key}'`,
    );
    const tooLate = `Ce rendez-vous a lieu dans moins de 12${nbsp}h${nbsp}: il ne peut plus être modifié en ligne. Appelez-nous au +41${nbsp}22${nbsp}700${nbsp}12${nbsp}34.`;
    expect(await bookingAnswer(await change({ cle: key, action: 'annuler' }), 409)).toMatchObject({
      reason: 'trop-tard',
      message: tooLate,
    });
    const target = (await listed())[0] ?? '';
    expect(await bookingAnswer(await change({ cle: key, action: 'deplacer', creneau: target }), 409)).toMatchObject({
      reason: 'trop-tard',
    });
    expect(await bookingAnswer(await see(key), 200)).toMatchObject({ message: tooLate, mayChange: false, days: [] });
    const [row] = await backend.raw(`SELECT status FROM bookings WHERE manage_key = '${key}'`);
    expect(row?.status).toBe('reserve');
  });

  it('without JavaScript: each form goes back to the appointment’s page with what happened', async () => {
    const { key } = await booked();
    const target = (await listed())[0] ?? '';
    const form = (fields: Record<string, string>) => POST(formPost('/api/rendez-vous/gerer', fields));
    const location = (response: Response) => ({ status: response.status, location: response.headers.get('location') });
    // « Déplacer » with no slot chosen: back beside the button that says so, not to the page's top.
    expect(location(await form({ cle: key, action: 'deplacer' }))).toEqual({
      status: 303,
      location: `/rendez-vous/gerer?cle=${key}&etat=creneau#deplacer-bouton`,
    });
    expect(location(await form({ cle: key, action: 'deplacer', creneau: target }))).toEqual({
      status: 303,
      location: `/rendez-vous/gerer?cle=${key}&etat=deplace`,
    });
    expect(location(await form({ cle: key, action: 'annuler' }))).toEqual({
      status: 303,
      location: `/rendez-vous/gerer?cle=${key}&etat=annule`,
    });
    expect(location(await form({ cle: key, action: 'annuler' }))).toEqual({
      status: 303,
      location: `/rendez-vous/gerer?cle=${key}&etat=deja-annule`,
    });
    expect(location(await form({ cle: forgedKey, action: 'annuler' }))).toEqual({
      status: 303,
      location: `/rendez-vous/gerer?cle=${forgedKey}&etat=introuvable`,
    });
  });
});
