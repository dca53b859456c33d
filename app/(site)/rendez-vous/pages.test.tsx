/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { slotInWords } from '@/features/booking/words';
import { NO_PROJECT_DETAILS } from '@/lib/project-details';
import { freeSlots } from '@/features/booking/server/availability';
import { bookSlot, type Booking } from '@/features/booking/server/store';
import { bookingSecret, leadBookingToken } from '@/features/quote/booking-link';
import { readConfig } from '@/lib/server/config';
import { insertLead } from '@/features/quote/leads';
import { closeStorage, getStorage, type Storage } from '@/lib/server/db/storage';
import { testBackends } from '@/test/server/backends';
import { newLead } from '@/test/server/leads';
import BookingSlotsPage from './creneaux/page';
import BookingConfirmationPage from './confirmation/page';
import BookingManagePage from './gerer/page';

/**
 * The appointment pages the server renders, as a visitor without JavaScript gets them, on each
 * database: the slots as radios in a form that POSTs the booking, the confirmation of a link's key, and the
 * manage page's two forms; a forged key is a 404, and from 12 h before the office's phone replaces the forms.
 */

type Params = Record<string, string>;
const html = async (page: (props: { searchParams: Promise<Params> }) => Promise<ReactElement>, params: Params) =>
  renderToStaticMarkup(await page({ searchParams: Promise.resolve(params) }));

type Attributes = Record<string, string | undefined>;

/** The attributes of each tag `tag` that has the attributes of `having`. */
function tags(markup: string, tag: string, having: Attributes = {}): Attributes[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))]
    .map((match): Attributes =>
      Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1], a[2] ?? ''])),
    )
    .filter((attributes) => Object.entries(having).every(([name, value]) => attributes[name] === value));
}
const radios = (markup: string) =>
  tags(markup, 'input', { type: 'radio', name: 'creneau' }).map((input) => input.value);
const hidden = (markup: string) =>
  Object.fromEntries(tags(markup, 'input', { type: 'hidden' }).map((input) => [input.name, input.value]));
/** The page's text, its line breaks and indentation folded (its no-break spaces kept: French typography). */
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/[ \n\r\t]+/g, ' ');

describe.each(testBackends('booking_pages_test'))('$name', (backend) => {
  const savedEnv = { ...process.env };
  let storage: Storage;
  let booked: Booking;

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    await closeStorage();
    const config = backend.config();
    for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA']) delete process.env[name];
    if (config.backend === 'postgres')
      Object.assign(process.env, { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema });
    else process.env.DATA_DIR = config.dataDir;
    storage = await getStorage();
    const [slot] = await freeSlots(storage, 'geneve', 'visite', new Date());
    const result = await bookSlot(
      storage,
      {
        office: 'geneve',
        kind: 'visite',
        startsAt: new Date(slot!.startsAt),
        name: 'Claire Martin',
        email: 'claire@example.ch',
        phone: '+41 79 123 45 67',
        postcode: '1225',
        street: 'Chemin des Vignes 12',
        town: 'Chêne-Bourg',
      },
      new Date(),
    );
    if (!result.ok) throw new Error(`réservation refusée : ${result.reason}`);
    booked = result.booking;
  });

  afterAll(async () => {
    await closeStorage();
    process.env = savedEnv;
    await backend.cleanup();
    jest.restoreAllMocks();
  });

  it('lists the free slots as radios of a form that POSTs the booking, with the office chosen from the postcode', async () => {
    const before = await freeSlots(storage, 'clermont', 'appel', new Date());
    const page = await html(BookingSlotsPage, { type: 'appel', code_postal: '63000', bureau: '' });
    const after = await freeSlots(storage, 'clermont', 'appel', new Date());
    // The page read its own clock in between: its list is one of the two.
    expect([before, after].map((slots) => slots.map((slot) => slot.startsAt))).toContainEqual(radios(page));
    expect(radios(page).length).toBeGreaterThan(0);
    expect(tags(page, 'form', { method: 'post' })).toEqual([
      expect.objectContaining({ action: '/api/rendez-vous', method: 'post' }),
    ]);
    expect(hidden(page)).toMatchObject({ bureau: 'clermont', type: 'appel', code_postal: '63000' });
    for (const name of ['nom', 'email', 'telephone']) {
      expect(tags(page, 'input', { name })).toEqual([expect.objectContaining({ required: '' })]);
    }
    expect(tags(page, 'textarea', { name: 'message' })).toHaveLength(1);
    expect(text(page)).toContain('Appel téléphonique avec le bureau de Clermont-Ferrand');
    expect(text(page)).toContain('Réserver ce créneau');
    // A second form, a GET, changes the kind or the office.
    expect(tags(page, 'form', { method: 'get' })).toEqual([
      expect.objectContaining({ action: '/rendez-vous/creneaux' }),
    ]);
  });

  it('from a quote request’s link: its office and details filled in, the token carried; a forged one said and dropped', async () => {
    const id = await insertLead(
      storage,
      newLead({
        nom: 'Lien',
        prenom: 'Zoé',
        email: 'zoe@example.fr',
        project: { ...NO_PROJECT_DETAILS, codePostal: '63000', localite: 'Riom', pays: 'FR' },
      }),
    );
    const token = leadBookingToken(bookingSecret(readConfig()), id, new Date());
    const page = await html(BookingSlotsPage, { demande: token });
    expect(text(page)).toContain('Visite gratuite sur place avec le bureau de Clermont-Ferrand');
    expect(hidden(page)).toMatchObject({ bureau: 'clermont', type: 'visite', demande: token });
    expect(tags(page, 'input', { name: 'nom' })).toEqual([expect.objectContaining({ value: 'Zoé Lien' })]);
    expect(tags(page, 'input', { name: 'email' })).toEqual([expect.objectContaining({ value: 'zoe@example.fr' })]);
    // The visit's postcode, and the one of the form that changes the office.
    expect(tags(page, 'input', { name: 'code_postal' }).map((input) => input.value)).toEqual(['63000', '63000']);
    expect(tags(page, 'input', { name: 'localite' })).toEqual([expect.objectContaining({ value: 'Riom' })]);
    // The visitor's own choice of office wins over the request's.
    const chosen = await html(BookingSlotsPage, { demande: token, bureau: 'geneve', type: 'appel' });
    expect(hidden(chosen)).toMatchObject({ bureau: 'geneve', type: 'appel', demande: token });

    const forged = await html(BookingSlotsPage, { demande: `${id}.9999999999.${'A'.repeat(43)}` });
    expect(text(forged)).toContain('Ce lien de réservation n’est pas valable. Vous pouvez réserver sans lui.');
    expect(text(forged)).not.toContain('indiquez de nouveau');
    expect(hidden(forged)).not.toHaveProperty('demande');
    expect(tags(forged, 'input', { name: 'email' })).toEqual([expect.objectContaining({ value: '' })]);
  });

  it('says why the API sent the visitor back (?erreur=), and never echoes an unknown reason', async () => {
    const taken = await html(BookingSlotsPage, { bureau: 'geneve', type: 'visite', erreur: 'complet' });
    expect(text(taken)).toContain(
      'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les prochains créneaux libres.',
    );
    expect(text(taken)).toContain('indiquez de nouveau vos coordonnées');
    // The slot booked in beforeAll is no longer offered.
    expect(radios(taken)).not.toContain(booked.startsAt);
    const fields = await html(BookingSlotsPage, { bureau: 'geneve', type: 'visite', erreur: 'champs' });
    expect(text(fields)).toContain('Certains champs sont invalides. Veuillez vérifier le formulaire.');
    const link = await html(BookingSlotsPage, { bureau: 'geneve', erreur: 'lien-expire' });
    expect(text(link)).toContain('Ce lien de réservation a expiré. Vous pouvez réserver sans lui.');
    const odd = await html(BookingSlotsPage, { bureau: 'geneve', erreur: '<b>piège</b>' });
    expect(odd).not.toContain('piège');
    expect(text(odd)).toContain('Votre réservation n’a pas pu être enregistrée.');
  });

  it('confirms a booking from its key: what, when in words, where, and the way to change it', async () => {
    const page = await html(BookingConfirmationPage, { cle: booked.manageKey });
    const shown = text(page);
    expect(shown).toContain('Rendez-vous réservé');
    expect(shown).toContain('Visite gratuite sur place');
    expect(shown).toContain(`${slotInWords(booked.startsAt, 'Europe/Zurich')} (heure de Chêne-Bourg)`);
    // A visit takes place at the visitor's address, not at the office.
    expect(shown).toContain('Chemin des Vignes 12, 1225 Chêne-Bourg');
    expect(shown).not.toContain('Rue de Genève 88');
    expect(tags(page, 'a', { href: `/rendez-vous/gerer?cle=${booked.manageKey}` })).toEqual([
      expect.objectContaining({ href: `/rendez-vous/gerer?cle=${booked.manageKey}` }),
    ]);
  });

  it.each([
    ['a forged key', 'A'.repeat(32)],
    ['a key of another shape', 'x'],
    ['no key', undefined],
  ])('says the link is not valid to %s, on the confirmation and on the manage page', async (_case, key) => {
    const params: Params = key === undefined ? {} : { cle: key };
    for (const page of [await html(BookingConfirmationPage, params), await html(BookingManagePage, params)]) {
      expect(text(page)).toContain('Ce lien de rendez-vous n’est pas valable.');
      expect(tags(page, 'form')).toEqual([]);
    }
  });

  it('offers to cancel first, asking once, then to move (folded, the other free slots as radios), each a form that POSTs the key', async () => {
    const page = await html(BookingManagePage, { cle: booked.manageKey, etat: 'deplace' });
    expect(text(page)).toContain('Votre rendez-vous est déplacé.');
    const forms = tags(page, 'form');
    expect(forms).toHaveLength(2);
    for (const form of forms) expect(form).toMatchObject({ method: 'post', action: '/api/rendez-vous/gerer' });
    // Cancel comes first, then moving.
    expect(tags(page, 'input', { name: 'action' }).map((input) => input.value)).toEqual(['annuler', 'deplacer']);
    expect(tags(page, 'input', { name: 'cle' }).map((input) => input.value)).toEqual([
      booked.manageKey,
      booked.manageKey,
    ]);
    // Both folded: « Annuler le rendez-vous » only opens the question, whose button cancels.
    const cancel = /<details[^>]*data-testid="booking-cancel"[^>]*>([\s\S]*?)<\/details>/.exec(page);
    expect(cancel?.[0]).not.toMatch(/^<details[^>]*\bopen\b/);
    expect(text(cancel?.[1] ?? '')).toMatch(/^ Annuler le rendez-vous Ne pas annuler Annuler le rendez-vous\u00a0\?/);
    expect(text(cancel?.[1] ?? '')).toContain(
      `Le rendez-vous du ${slotInWords(booked.startsAt, 'Europe/Zurich')} sera annulé`,
    );
    expect(tags(cancel?.[1] ?? '', 'button', { type: 'submit' })).toHaveLength(1);
    expect(text(cancel?.[1] ?? '')).toContain('Confirmer l’annulation');
    const move = /<details[^>]*data-testid="booking-move"[^>]*>/.exec(page)?.[0];
    expect(move).not.toMatch(/\bopen\b/);
    expect(text(page).indexOf('Annuler le rendez-vous')).toBeLessThan(text(page).indexOf('Déplacer le rendez-vous'));
    expect(radios(page).length).toBeGreaterThan(0);
    expect(radios(page)).not.toContain(booked.startsAt);
    // No `required` on the radios: the browser would jump to the first one; the page says it beside the button.
    expect(tags(page, 'input', { type: 'radio', name: 'creneau', required: '' })).toEqual([]);
    expect(text(page)).toContain('Choisissez d’abord un créneau ci-dessus.');
  });

  it('after « Déplacer » without a slot, opens the move and says what is missing beside its button', async () => {
    const page = await html(BookingManagePage, { cle: booked.manageKey, etat: 'creneau' });
    expect(/<details[^>]*data-testid="booking-move"[^>]*>/.exec(page)?.[0]).toMatch(/\bopen\b/);
    const beside = /<div[^>]*id="deplacer-bouton"[^>]*>([\s\S]*?)<\/div>/.exec(page)?.[1] ?? '';
    expect(beside).toMatch(/<p role="alert"[^>]*>Choisissez le nouveau créneau.<\/p>/);
    expect(text(beside)).toContain('Déplacer');
    expect(tags(page, 'p', { 'data-testid': 'booking-outcome' })).toEqual([]);
  });

  it('from 12 h before, gives the office’s phone instead of the forms; once cancelled, the way to book again', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    await backend.raw(`UPDATE bookings SET starts_at = '${soon}' WHERE id = ${booked.id}`);
    const late = await html(BookingManagePage, { cle: booked.manageKey });
    expect(text(late)).toContain(
      'Ce rendez-vous a lieu dans moins de 12\u00a0h\u00a0: il ne peut plus être modifié en ligne. Appelez-nous au +41\u00a022\u00a0700\u00a012\u00a034.',
    );
    expect(tags(late, 'form')).toEqual([]);
    expect(tags(late, 'a', { href: 'tel:+41227001234' }).length).toBeGreaterThan(0);

    await backend.raw(`UPDATE bookings SET status = 'annule' WHERE id = ${booked.id}`);
    const cancelled = await html(BookingManagePage, { cle: booked.manageKey, etat: 'annule' });
    expect(text(cancelled)).toContain('Rendez-vous annulé');
    expect(text(cancelled)).toContain('Votre rendez-vous est annulé.');
    expect(tags(cancelled, 'form')).toEqual([]);
    expect(tags(cancelled, 'a', { href: '/rendez-vous' }).length).toBeGreaterThan(0);
  });
});
