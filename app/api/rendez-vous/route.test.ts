/** @jest-environment node */
import { POST } from './route';
import { GET as slotsGet } from './creneaux/route';
import { POST as contactPost } from '../contact/route';
import { site } from '@/content/site';
import { BOOKING_KIND_KEYS } from '@/features/booking/model/schema';
import { addDays, wallClock } from '@/lib/zoned-time';
import { bookingSecret, leadBookingToken } from '@/features/quote/booking-link';
import { readConfig } from '@/lib/server/config';
import { BOOKING_KINDS } from '@/lib/server/db/tables';
import { testBackends } from '@/test/server/backends';
import {
  bookingAnswer,
  bookingOf,
  formPost,
  getRequest,
  jsonPost,
  startsOf,
  visitor,
  type SlotsBody,
} from '@/test/server/bookings';
import { routeEnv } from '@/test/server/route-env';
import { contactForm, nextIp, postRequest } from '@/test/server/support';

/**
 * The booking API on each database: the slots a visitor sees, a booking and what it stores and
 * queues, the last seat asked for 20 times at once, every refusal with its status and French message, the
 * quote request's signed link, the per-address limit and the form posted without JavaScript. The clock is the
 * real one: each test books slots the listing offers at that moment.
 */

const HOUR = 3_600_000;
const nbsp = '\u00a0';

const book = (body: unknown, headers: Record<string, string> = {}) => POST(jsonPost('/api/rendez-vous', body, headers));

async function slots(query = 'bureau=geneve&type=visite') {
  const response = await slotsGet(getRequest(`/api/rendez-vous/creneaux?${query}`));
  return { response, body: (await response.json()) as SlotsBody };
}

/** A start the listing offers now; `skip` leaves the first ones to other requests. */
async function freeStart(skip = 0): Promise<string> {
  const start = startsOf((await slots()).body)[skip];
  if (!start) throw new Error('aucun créneau libre');
  return start;
}

/** The quote request's signed booking link, from the contact API's answer. */
async function quoteRequest(fields: Record<string, string> = {}) {
  const response = await contactPost(postRequest('/api/contact', contactForm(fields)));
  const body = (await response.json()) as { reference: number; booking: string };
  expect(response.status).toBe(201);
  return { leadId: body.reference, demande: new URL(body.booking).searchParams.get('demande') ?? '' };
}

it('the booking form offers the database’s kinds', () => {
  expect(BOOKING_KIND_KEYS).toEqual(BOOKING_KINDS);
});

describe.each(testBackends('booking_api_test'))('$name', (backend) => {
  routeEnv({ prefix: 'booking-api-', backend, env: () => ({ RATE_LIMIT_MAX: '0' }) });

  const rowOf = async (manageKey: string) => {
    const [row] = await backend.raw(`SELECT * FROM bookings WHERE manage_key = '${manageKey}'`);
    return row;
  };

  describe('GET /api/rendez-vous/creneaux', () => {
    it('lists three weeks of free slots by day on the office’s clock, none within 12 h, never cached', async () => {
      const now = Date.now();
      const { response, body } = await slots();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toEqual({
        success: true,
        message: expect.stringMatching(/^\d+ créneaux libres dans les 3 prochaines semaines\.$/),
        office: 'geneve',
        kind: 'visite',
        timeZone: 'Europe/Zurich',
        days: expect.any(Array),
      });
      const today = wallClock(new Date(now), 'Europe/Zurich').day;
      expect(body.days.length).toBeGreaterThan(5);
      for (const day of body.days) {
        expect(day.day >= today && day.day <= addDays(today, 20)).toBe(true);
        expect(day.label).toMatch(
          /^(lundi|mardi|mercredi|jeudi|vendredi) (1er|[1-9]|[12]\d|3[01]) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)$/,
        );
        for (const slot of day.slots) {
          expect(Object.keys(slot).sort()).toEqual(['free', 'startsAt', 'time']);
          expect(new Date(slot.startsAt).getTime()).toBeGreaterThanOrEqual(now + 12 * HOUR);
          expect(slot.free).toBeGreaterThan(0);
          // The visits' hours, 9–12 h and 14–17 h, on the office's wall clock whatever the season.
          expect(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00']).toContain(slot.time);
          const clock = wallClock(new Date(slot.startsAt), 'Europe/Zurich');
          expect(clock).toEqual({
            day: day.day,
            minutes: Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3)),
          });
        }
      }
      const calls = await slots('bureau=clermont&type=appel');
      expect(calls.body).toMatchObject({ office: 'clermont', kind: 'appel', timeZone: 'Europe/Paris' });
      // Calls every 20 minutes, 8–12 h and 13 h 30–17 h 30 (the last day listed is a whole one).
      const every20 = (from: number, to: number) =>
        Array.from({ length: (to - from) / 20 }, (_, index) => {
          const minute = from + index * 20;
          return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        });
      expect(calls.body.days.at(-1)?.slots.map((slot) => slot.time)).toEqual([
        ...every20(8 * 60, 12 * 60),
        ...every20(13 * 60 + 30, 17 * 60 + 30),
      ]);
    });

    it('404 for an unknown office, 400 for an unknown kind, in French', async () => {
      const unknown = await slots('bureau=lausanne&type=visite');
      expect(unknown.response.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: 'Bureau inconnu.' });
      const kind = await slots('bureau=geneve&type=diner');
      expect(kind.response.status).toBe(400);
      expect(kind.body).toMatchObject({
        success: false,
        errors: { kind: expect.stringMatching(/^Type de rendez-vous inconnu/) },
      });
    });
  });

  describe('POST /api/rendez-vous', () => {
    it('201 with the appointment in words; the row is stored, both e-mails queued, the slot no longer listed', async () => {
      const start = await freeStart();
      const response = await book(bookingOf(start, { message: 'Terrasse au 2e étage, accès par la cour.' }));
      const body = await bookingAnswer(response, 201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const manageUrl = String(body.booking?.manageUrl);
      const key = new URL(manageUrl).searchParams.get('cle') ?? '';
      expect(manageUrl).toBe(`${site.url}/rendez-vous/gerer?cle=${key}`);
      const clock = wallClock(new Date(start), 'Europe/Zurich');
      expect(body.booking).toEqual({
        office: 'geneve',
        officeLabel: 'Chêne-Bourg (Genève)',
        kind: 'visite',
        kindLabel: 'Visite gratuite sur place',
        status: 'reserve',
        startsAt: start,
        endsAt: new Date(new Date(start).getTime() + HOUR).toISOString(),
        day: clock.day,
        label: expect.stringMatching(/^[a-z]+ (1er|\d+) [a-zéû]+$/),
        time: expect.stringMatching(/^\d\d:00$/),
        place: 'Chemin des Vignes 12, 1225 Chêne-Bourg',
        manageUrl,
      });
      expect(body.message).toBe(
        `Votre rendez-vous est réservé le ${String(body.booking?.label)} à ${clock.minutes / 60}${nbsp}h. Vous en recevez la confirmation par e-mail.`,
      );

      const row = await rowOf(key);
      expect(row).toMatchObject({
        office: 'geneve',
        kind: 'visite',
        status: 'reserve',
        seat: 1,
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        postcode: '1225',
        message: 'Terrasse au 2e étage, accès par la cour.',
        lead_id: null,
        request_key: null,
      });
      expect(row?.ip_hash).toMatch(/^[0-9a-f]{32}$/);
      const mails = await backend.raw(
        `SELECT o.kind FROM outbox o JOIN booking_events e ON e.id = o.booking_event_id WHERE e.booking_id = ${Number(row?.id)} ORDER BY o.kind`,
      );
      expect(mails.map((mail) => mail.kind)).toEqual(['booking-office', 'booking-visitor']);
      expect(startsOf((await slots()).body)).not.toContain(start);
    });

    it('20 requests at once for the last seat: one 201, nineteen 409 offering the next free slots', async () => {
      await backend.raw(`UPDATE booking_hours SET capacity = 1 WHERE office = 'geneve' AND kind = 'visite'`);
      const start = await freeStart();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => book(bookingOf(start, { email: `v${index}@example.ch` }))),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
      for (const response of responses.filter((refused) => refused.status === 409)) {
        const body = await bookingAnswer(response, 409);
        expect(body.message).toBe(
          'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les prochains créneaux libres.',
        );
        expect(body.reason).toBe('complet');
        expect(body.next?.length).toBeGreaterThan(0);
        expect(body.next?.map((slot) => slot.startsAt)).not.toContain(start);
        expect(Object.keys(body.next?.[0] ?? {}).sort()).toEqual(['day', 'free', 'label', 'startsAt', 'time']);
      }
      expect(await backend.raw(`SELECT id FROM bookings WHERE email LIKE 'v%@example.ch'`)).toHaveLength(1);
    });

    it('422 for a slot in the past, outside the hours or on a closed day, with the French message', async () => {
      const past = await book(bookingOf(new Date(Date.now() - HOUR).toISOString()));
      expect(await bookingAnswer(past, 422)).toMatchObject({
        reason: 'passe',
        message:
          'Ce créneau est déjà passé ou trop proche (réservation au plus tard 12\u00a0h avant). Choisissez un autre créneau.',
      });
      const start = await freeStart();
      const halfPast = await book(bookingOf(new Date(new Date(start).getTime() + HOUR / 2).toISOString()));
      expect(await bookingAnswer(halfPast, 422)).toMatchObject({
        reason: 'hors-horaires',
        message: 'Ce créneau ne fait pas partie des horaires proposés. Choisissez un créneau de la liste.',
      });
      const { day } = wallClock(new Date(start), 'Europe/Zurich');
      await backend.raw(
        `INSERT INTO booking_closures (office, day, label, origin) VALUES ('geneve', '${day}', 'Absence', 'equipe')`,
      );
      try {
        const closed = await book(bookingOf(start));
        const body = await bookingAnswer(closed, 422);
        expect(body).toMatchObject({
          reason: 'ferme',
          message: 'Le bureau est fermé ce jour-là. Choisissez un autre jour.',
        });
        expect(body.next?.some((slot) => slot.day === day)).toBe(false);
      } finally {
        await backend.raw(`DELETE FROM booking_closures WHERE day = '${day}'`);
      }
    });

    it('404 for an unknown office; 400 with a French message next to each invalid field', async () => {
      const start = await freeStart();
      expect(await bookingAnswer(await book(bookingOf(start, { office: 'lausanne' })), 404)).toEqual({
        success: false,
        message: 'Bureau inconnu.',
      });
      const invalid = await book({
        office: 'geneve',
        kind: 'diner',
        startsAt: 'demain matin',
        name: '',
        email: 'claire@',
        phone: '12',
        postcode: '123',
      });
      expect(await bookingAnswer(invalid, 400)).toEqual({
        success: false,
        message: 'Certains champs sont invalides. Veuillez vérifier le formulaire.',
        errors: {
          kind: `Type de rendez-vous inconnu${nbsp}: choisissez une visite sur place ou un appel téléphonique.`,
          startsAt: 'Choisissez un créneau dans la liste.',
          name: 'Veuillez indiquer votre nom.',
          email: `Adresse e-mail invalide (exemple${nbsp}: prenom.nom@exemple.ch).`,
          phone: `Numéro de téléphone invalide${nbsp}: 6 à 20 chiffres, avec éventuellement +, espaces, points, tirets ou parenthèses.`,
          postcode: `Code postal invalide${nbsp}: 4 chiffres en Suisse (ex. 1225), 5 chiffres en France (ex. 63000).`,
        },
      });
      const missing = await bookingAnswer(await book({ office: 'geneve' }), 400);
      expect(missing.errors).toMatchObject({
        email: 'Veuillez indiquer votre adresse e-mail.',
        phone: 'Veuillez indiquer votre numéro de téléphone.',
      });
      const notAnObject = await POST(jsonPost('/api/rendez-vous', ['geneve']));
      expect(await bookingAnswer(notAnObject, 400)).toMatchObject({ message: expect.stringMatching(/objet JSON/) });
    });
  });

  describe('the quote request’s signed link (`demande`)', () => {
    it('fills the fields in from the quote request and ties the booking to it', async () => {
      const { leadId, demande } = await quoteRequest({ code_postal: '63000' });
      const { response, body } = await slots(`bureau=clermont&type=visite&demande=${encodeURIComponent(demande)}`);
      expect(response.status).toBe(200);
      expect(body.prefill).toEqual({
        name: 'Camille Dupont',
        email: 'camille.dupont@example.ch',
        phone: '+41 79 123 45 67',
        postcode: '63000',
        // The quote form asked no town: nothing to fill in.
        town: null,
        office: 'clermont',
      });
      const start = startsOf(body)[0] ?? '';
      const booked = await bookingAnswer(
        await book(bookingOf(start, { office: 'clermont', postcode: '63000', demande })),
        201,
      );
      expect(booked.booking).toMatchObject({
        office: 'clermont',
        place: 'Chemin des Vignes 12, 63000 Chêne-Bourg',
      });
      const key = new URL(String(booked.booking?.manageUrl)).searchParams.get('cle') ?? '';
      expect(Number((await rowOf(key))?.lead_id)).toBe(leadId);
    });

    it('400 for a forged link, 410 for an expired one, on the slots and on the booking', async () => {
      const { leadId, demande } = await quoteRequest();
      const forged = `${demande.slice(0, -1)}${demande.endsWith('A') ? 'B' : 'A'}`;
      const invalid = 'Ce lien de réservation n’est pas valable. Vous pouvez réserver sans lui.';
      const expired = leadBookingToken(bookingSecret(readConfig()), leadId, new Date(Date.now() - 31 * 24 * HOUR));
      const gone = 'Ce lien de réservation a expiré. Vous pouvez réserver sans lui.';
      const start = await freeStart();
      for (const [token, status, message] of [
        [forged, 400, invalid],
        [`${leadId + 1000}.${demande.split('.')[1]}.${demande.split('.')[2]}`, 400, invalid],
        [expired, 410, gone],
      ] as const) {
        const listed = await slots(`bureau=geneve&type=visite&demande=${encodeURIComponent(token)}`);
        expect({ status: listed.response.status, body: listed.body }).toEqual({
          status,
          body: { success: false, message },
        });
        expect(await bookingAnswer(await book(bookingOf(start, { demande: token })), status)).toEqual({
          success: false,
          message,
        });
      }
      // Without the link the same slot is booked.
      await bookingAnswer(await book(bookingOf(start)), 201);
    });
  });

  it('429 past six bookings an hour from one address; refusals use none of them', async () => {
    delete process.env.RATE_LIMIT_MAX;
    try {
      const ip = { 'x-forwarded-for': nextIp() };
      await bookingAnswer(await book(bookingOf(new Date(Date.now() - HOUR).toISOString()), ip), 422);
      const starts = startsOf((await slots()).body).slice(0, 7);
      for (const start of starts.slice(0, 6)) await bookingAnswer(await book(bookingOf(start), ip), 201);
      const limited = await book(bookingOf(starts[6] ?? ''), ip);
      expect(await bookingAnswer(limited, 429)).toMatchObject({ message: expect.stringMatching(/^Trop d’envois/) });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
      // Another address is not held back.
      await bookingAnswer(await book(bookingOf(starts[6] ?? '')), 201);
    } finally {
      process.env.RATE_LIMIT_MAX = '0';
    }
  });

  it('without JavaScript: the form books and is sent to the confirmation; a refusal goes back to the slots, its fields left out', async () => {
    const start = await freeStart();
    const fields = {
      bureau: 'geneve',
      type: 'visite',
      creneau: start,
      nom: 'Louis Favre',
      email: 'louis.favre@example.ch',
      telephone: '079 555 12 34',
      code_postal: '1226',
      rue: 'Route de Chêne 150',
      localite: 'Thônex',
      message: '',
      demande: '',
    };
    // A visit without its address goes back to the slots, naming the fields to check (never what was typed).
    const noAddress = await POST(formPost('/api/rendez-vous', { ...fields, rue: '', localite: '' }));
    expect(noAddress.status).toBe(303);
    expect(noAddress.headers.get('location')).toBe(
      '/rendez-vous/creneaux?bureau=geneve&type=visite&erreur=champs&champs=rue%2Clocalite',
    );
    const booked = await POST(formPost('/api/rendez-vous', fields));
    expect(booked.status).toBe(303);
    const location = booked.headers.get('location') ?? '';
    expect(location).toMatch(/^\/rendez-vous\/confirmation\?cle=[A-Za-z0-9_-]{32}$/);
    const row = await rowOf(location.split('cle=')[1] ?? '');
    expect(row).toMatchObject({ name: 'Louis Favre', postcode: '1226' });
    // The lines but the postcode, in one JSON column under the API's names.
    expect(JSON.parse(String(row?.visit_address))).toEqual({ street: 'Route de Chêne 150', town: 'Thônex' });

    const full = await POST(formPost('/api/rendez-vous', { ...fields, email: 'autre@example.ch' }));
    expect({ status: full.status, location: full.headers.get('location') }).toEqual({
      status: 303,
      location: '/rendez-vous/creneaux?bureau=geneve&type=visite&erreur=complet',
    });
    const invalid = await POST(formPost('/api/rendez-vous', { ...fields, email: 'louis@' }));
    expect(invalid.headers.get('location')).toBe(
      '/rendez-vous/creneaux?bureau=geneve&type=visite&erreur=champs&champs=email',
    );
  });
});
