/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { preloadHolidays } from '@/features/booking/server/availability';
import { renewFeed } from '@/features/booking/server/feed';
import { cancelBooking } from '@/features/booking/server/changes';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { insertLead } from '@/features/quote/leads';
import { officeClock } from '@/lib/office-clock';
import { addDays, isoWeekday } from '@/lib/zoned-time';
import { testBackends } from '@/test/server/backends';
import { asServer } from '@/test/server/as-server';
import { bookFreeSlot } from '@/test/server/booking-fixtures';
import { newLead } from '@/test/server/leads';
import { actionRequest, signedInStaff } from '@/test/server/staff-session';
import LeadPage from '../demandes/[id]/page';
import BookingPage from './[id]/page';
import FeedsPage from './agenda/page';
import AvailabilityPage from './disponibilites/page';
import WeekPage from './page';

/**
 * The back-office's appointment pages as the server renders them for a signed-in staff member, on
 * both databases: what each shows of the stored appointments, and that a stranger is sent to the sign-in page.
 * The browser's side (layout at 390 px, axe, the forms posted) is e2e/equipe-bookings.spec.ts.
 */

jest.mock('next/headers', () => jest.requireActual('@/test/server/staff-session').nextHeaders);
// Signing in hashes a password (scrypt, on purpose): seconds on a busy machine.
jest.setTimeout(60_000);

const query = <T extends object>(value: T) => ({ searchParams: Promise.resolve(value) });
const html = (element: ReactElement) => renderToStaticMarkup(element).replace(/&#x27;/g, "'");

describe.each(testBackends('booking_pages_test'))('$name appointment pages', (backend) => {
  let storage: Storage;
  let cookie = '';
  beforeAll(async () => {
    storage = await openStorage(backend.config());
    cookie = await signedInStaff(storage, { email: 'marie@lumina.test', name: 'Marie Dupont' });
  });
  beforeEach(() => {
    actionRequest.cookie = cookie;
  });
  afterAll(async () => {
    actionRequest.cookie = '';
    await storage.close();
    await backend.cleanup();
  });

  const render = (page: () => Promise<ReactElement>) => asServer(backend, async () => html(await page()));
  /** A visit on the first free slot, booked through a quote request's link when `leadId` is given. */
  const bookVisit = (name: string, leadId: number | null = null) =>
    bookFreeSlot(storage, { name, leadId, email: 'lea@example.ch', phone: '+41 79 111 22 33' });

  it('sends a stranger to the sign-in page from every appointment page', async () => {
    actionRequest.cookie = '';
    for (const page of [
      () => WeekPage(query({})),
      () => AvailabilityPage(query({})),
      () => FeedsPage(query({})),
      () => BookingPage({ params: Promise.resolve({ id: '1' }), ...query({}) }),
    ]) {
      await expect(render(page)).rejects.toMatchObject({ digest: expect.stringContaining(';/equipe/connexion;') });
    }
  });

  it('shows the week of an office with each appointment’s time on its clock, and its closed days', async () => {
    const booking = await bookVisit('Léa Martin');
    const { day, time } = officeClock(booking.startsAt, 'geneve');
    const monday = addDays(day, 1 - isoWeekday(day));
    const closed = addDays(monday, day === addDays(monday, 2) ? 3 : 2);
    await backend.raw(
      `INSERT INTO booking_closures (office, day, label, origin) VALUES ('geneve', '${closed}', 'Salon', 'equipe')`,
    );
    const page = await render(() => WeekPage(query({ bureau: 'geneve', semaine: day })));
    expect(page).toContain(`href="/equipe/rendez-vous/${booking.id}"`);
    expect(page).toMatch(new RegExp(`<strong[^>]*>${time}</strong>`));
    expect(page).toContain('Léa Martin');
    expect(page).toContain('Visite gratuite sur place');
    expect(page).toContain('>Réservé<');
    expect(page).toContain('Fermé\u00a0: Salon');
    expect(page).toContain(`href="/equipe/rendez-vous?bureau=geneve&amp;semaine=${addDays(monday, 7)}"`);
    expect(page).toContain('aria-current="page"');
    // Clermont's week has nothing of Geneva's.
    expect(await render(() => WeekPage(query({ bureau: 'clermont', semaine: day })))).not.toContain('Léa Martin');
  });

  it('shows an appointment: contact links, its lead, its history and e-mails, and the actions while it is open', async () => {
    const leadId = await insertLead(storage, newLead({ outboxKinds: [] }));
    const booking = await bookVisit('Paul Durand', leadId);
    const open = await render(() => BookingPage({ params: Promise.resolve({ id: String(booking.id) }), ...query({}) }));
    expect(open).toContain('href="mailto:lea@example.ch"');
    expect(open).toContain('href="tel:+41791112233"');
    expect(open).toContain(`href="/equipe/demandes/${leadId}"`);
    expect(open).toContain('Rendez-vous réservé (visite gratuite sur place)');
    expect(open).toContain('Rendez-vous : e-mail au visiteur\u00a0: En cours d’envoi');
    expect(open).toContain('Confirmer le rendez-vous');
    expect(open).toContain('Confirmer l’annulation');
    expect(open).toMatch(/<select id="creneau" name="creneau"[^>]*>.*<optgroup label="[^"]+"><option value="\d{4}-/s);

    await cancelBooking(storage, booking.id, { staff: 'Marie Dupont' }, new Date());
    const done = await render(() =>
      BookingPage({ params: Promise.resolve({ id: String(booking.id) }), ...query({ fait: 'annule' }) }),
    );
    expect(done).toContain('Rendez-vous annulé\u00a0: le créneau est libre');
    expect(done).toContain('il n’y a plus rien à faire');
    expect(done).not.toContain('Confirmer l’annulation');
    expect(done).toContain('Marie Dupont');

    const lead = await render(() => LeadPage({ params: Promise.resolve({ id: String(leadId) }), ...query({}) }));
    expect(lead).toContain(`href="/equipe/rendez-vous/${booking.id}"`);
    expect(lead).toContain('Visite gratuite sur place · rendez-vous n°\u00a0');
    expect(lead).toContain('>Annulé<');
    expect(lead).toContain('Rendez-vous annulé (visite gratuite sur place)');

    await expect(
      render(() => BookingPage({ params: Promise.resolve({ id: '999999' }), ...query({}) })),
    ).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });

  it('shows the availability of an office: its periods as forms, its closed days with the public holidays', async () => {
    await preloadHolidays(storage, new Date());
    const page = await render(() => AvailabilityPage(query({ bureau: 'clermont', fait: 'fermeture', reserves: '2' })));
    expect(page).toContain('lundi de 09:00 à 12:00');
    expect(page).toMatch(/<input[^>]*name="debut"[^>]*value="09:00"/);
    expect(page).toContain('Jour férié');
    expect(page).toContain('2\u00a0rendez-vous déjà pris ce jour-là');
    expect(page).toContain('Clermont-Ferrand (Europe/Paris)');
  });

  it('offers to create each office’s feed address, then shows it with the revocation', async () => {
    expect(await render(() => FeedsPage(query({})))).toContain('Créer l’adresse');
    const feed = await renewFeed(storage, 'clermont', 'marie@lumina.test', new Date());
    const page = await render(() => FeedsPage(query({ fait: 'clermont' })));
    expect(page).toContain(`value="https://www.lumina-terrasses.ch/api/agenda/${feed.token}.ics"`);
    expect(page).toContain('Révoquer et en créer une nouvelle');
    expect(page).toContain('S’abonner à partir du web');
  });
});
