import { expect, test, type APIRequestContext, type Page } from './hydration';
import { comeFrom, expectNoAxeViolations, expectNoSidewaysScroll, expectReachable } from './helpers';
import { calendarPartsOf, plainTextOf, readInvitation } from '../test/server/calendar';
import { mailsTo } from './lead-helpers';
import { actionFields, expectRefusedWithoutSession, postAction, signInAsNewStaff } from './staff';

/**
 * Appointments in the back-office, end to end against the production server Playwright starts: staff
 * change an office's availability and the public slots (GET /api/rendez-vous/creneaux) follow; staff cancel a
 * visitor's appointment and the visitor's e-mail arrives; the week view works on a phone; axe is clean.
 *
 * The availability and the appointments are shared by every spec running at once: the tests that change them
 * run on the desktop project only and work on Clermont-Ferrand's calls, far in the window (its Sundays, its last
 * day), where the visitor's booking spec (e2e/booking.spec.ts) does not look.
 */

let visitor = 0;
/** Each test is another client address (TRUST_PROXY=1), in this spec's own range: the booking limit is per address. */
const address = () => `192.0.2.${1 + ((process.pid * 5 + (visitor += 1)) % 127)}`;

type SlotsAnswer = { days: { day: string; slots: { startsAt: string; time: string; free: number }[] }[] };

/** The public slots of Clermont-Ferrand's calls, as the booking page loads them. */
async function callSlots(request: APIRequestContext): Promise<SlotsAnswer['days']> {
  const response = await request.get('/api/rendez-vous/creneaux?bureau=clermont&type=appel', {
    headers: { 'x-forwarded-for': address() },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const answer = (await response.json()) as SlotsAnswer;
  return answer.days.filter((day) => day.slots.some((slot) => slot.free > 0));
}

/**
 * Books a Clermont-Ferrand visit by the public API, as a visitor's browser would (no other spec books those): on
 * the window's first bookable day (`first`) or its last (`last`), the slot `pick` of that day.
 */
async function bookClermontVisit(
  page: Page,
  baseURL: string | undefined,
  marker: string,
  day: 'first' | 'last',
  pick: 'first' | 'last' = 'first',
) {
  const answer = await page.request.get('/api/rendez-vous/creneaux?bureau=clermont&type=visite', {
    headers: { 'x-forwarded-for': address() },
  });
  const days = ((await answer.json()) as SlotsAnswer).days;
  const free = (day === 'first' ? days[0] : days.at(-1))?.slots.filter((candidate) => candidate.free > 0) ?? [];
  const slot = pick === 'first' ? free[0] : free.at(-1);
  await bookClermont(page, baseURL, marker, {
    kind: 'visite',
    startsAt: slot?.startsAt,
    email: `${marker}@example.ch`,
    phone: '06 12 34 56 78',
    // Where the visit takes place.
    street: 'Rue Blatin 10',
    town: 'Clermont-Ferrand',
  });
  return slot;
}

/** Books a Clermont-Ferrand appointment of « Visiteur <marker> » (postcode 63000) by the public API. */
async function bookClermont(page: Page, baseURL: string | undefined, marker: string, booking: Record<string, unknown>) {
  const booked = await page.request.post('/api/rendez-vous', {
    headers: { Origin: baseURL ?? '', 'x-forwarded-for': address() },
    data: { office: 'clermont', name: `Visiteur ${marker}`, postcode: '63000', ...booking },
  });
  expect(booked.status()).toBe(201);
}

const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;

async function asStaff(page: Page, what: string) {
  await comeFrom(page, address());
  return signInAsNewStaff(page, what);
}

test.describe('appointments in the back-office', () => {
  // These three change or take Clermont-Ferrand's calls at the end of the window (its Sundays, its last day), which
  // the next one reads: run at once, a Sunday period added for one made another's last day a Sunday that vanished.
  test.describe('Clermont-Ferrand’s calls, one test at a time', () => {
    test.describe.configure({ mode: 'default' });

    test('a weekly period added, then deleted: the public slots follow each time @desktop-only', async ({ page }) => {
      test.setTimeout(90_000);
      await asStaff(page, 'plages');
      expect((await callSlots(page.request)).filter((day) => isSunday(day.day))).toEqual([]);

      await page.goto('/equipe/rendez-vous/disponibilites?bureau=clermont');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disponibilités');
      await expectNoAxeViolations(page);
      const calls = page.locator('#appel');
      const add = calls.locator('form').last();
      await add.getByLabel('Jour').selectOption({ label: 'dimanche' });
      await add.getByLabel('Début').fill('10:00');
      await add.getByLabel('Fin').fill('09:00');
      await add.getByLabel('Créneau (min)').fill('20');
      await add.getByLabel('Places').fill('1');
      await add.getByRole('button', { name: 'Ajouter' }).click();
      // Refused in French next to its field, what was typed kept.
      await expect(add.getByLabel('Fin')).toHaveAccessibleDescription('La fin doit suivre le début.');
      await expect(add.getByLabel('Jour')).toHaveValue('7');
      await add.getByLabel('Fin').fill('11:00');
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Plage enregistrée' })).toBeVisible();

      const sundays = (await callSlots(page.request)).filter((day) => isSunday(day.day));
      expect(sundays.length).toBeGreaterThanOrEqual(2);
      for (const sunday of sundays) expect(sunday.slots.map((slot) => slot.time)).toEqual(['10:00', '10:20', '10:40']);

      const period = calls.getByRole('listitem').filter({ hasText: 'dimanche de 10:00 à 11:00' });
      await period.getByRole('button', { name: /^Supprimer/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Plage supprimée' })).toBeVisible();
      expect((await callSlots(page.request)).filter((day) => isSunday(day.day))).toEqual([]);
    });

    test('a closed day takes the day out of the public slots, reopening it brings it back @desktop-only', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await asStaff(page, 'fermeture');
      const before = await callSlots(page.request);
      const last = before.at(-1)?.day ?? '';
      expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      await page.goto('/equipe/rendez-vous/disponibilites?bureau=clermont');
      const closures = page.locator('#fermetures');
      await closures.getByLabel('Jour', { exact: true }).fill(last);
      await closures.getByLabel('Libellé').fill(`Fermeture e2e ${Date.now()}`);
      await closures.getByRole('button', { name: 'Fermer ce jour' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Jour fermé' })).toBeVisible();
      expect((await callSlots(page.request)).map((day) => day.day)).not.toContain(last);

      await closures
        .getByRole('listitem')
        .filter({ hasText: 'Fermeture e2e' })
        .getByRole('button', { name: /^Rouvrir/ })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Jour rouvert' })).toBeVisible();
      expect((await callSlots(page.request)).map((day) => day.day)).toContain(last);
    });

    test('staff confirm without JavaScript, then cancel: the slot is free again and the visitor is told by e-mail @desktop-only', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const marker = `annul${Date.now()}`;
      const visitorEmail = `visiteur-${marker}@example.ch`;
      const slot = (await callSlots(page.request))
        .at(-1)
        ?.slots.filter((candidate) => candidate.free > 0)
        .at(-1);
      expect(slot).toBeDefined();
      await bookClermont(page, baseURL, marker, {
        kind: 'appel',
        startsAt: slot?.startsAt,
        email: visitorEmail,
        phone: '+33 6 12 34 56 78',
      });

      await asStaff(page, 'annulation');
      await page.goto(`/equipe/rendez-vous?bureau=clermont&semaine=${slot?.startsAt.slice(0, 10)}`);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: new RegExp(`Visiteur ${marker}`) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Visiteur ${marker}`);
      await expect(page.getByRole('link', { name: visitorEmail })).toHaveAttribute('href', `mailto:${visitorEmail}`);
      // Shown as French staff write it, dialled in E.164 from anywhere.
      await expect(page.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
      await expectReachable(page.getByRole('link', { name: '06 12 34 56 78' }));

      // The confirmation as a browser without JavaScript posts it; a stranger's post changes nothing.
      await page.reload();
      const confirm = page.locator('form', { has: page.getByRole('button', { name: 'Confirmer le rendez-vous' }) });
      const fields = await actionFields(confirm);
      await expectRefusedWithoutSession(page.url(), fields, baseURL);
      const posted = await postAction(page.request, page.url(), fields, baseURL);
      expect(posted.status()).toBe(303);
      expect(posted.headers().location).toMatch(/\/equipe\/rendez-vous\/\d+\?fait=confirme$/);
      await page.reload();
      await expect(page.getByTestId('booking-status').first()).toHaveText('Confirmé');

      await page.getByText('Annuler le rendez-vous…').click();
      await page.getByRole('button', { name: 'Confirmer l’annulation' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Rendez-vous annulé' })).toBeVisible();
      await expect(page.getByTestId('booking-status').first()).toHaveText('Annulé');
      const history = page.getByRole('list', { name: 'Historique du rendez-vous' }).getByRole('listitem');
      await expect(history.first()).toContainText('Rendez-vous annulé (appel téléphonique)');
      await expectNoAxeViolations(page);

      const freed = (await callSlots(page.request))
        .flatMap((day) => day.slots)
        .find((s) => s.startsAt === slot?.startsAt);
      expect(freed?.free).toBe(1);
      // Booked, confirmed, cancelled: three e-mails to the visitor, one cancelling the invitation (read by
      // ical.js, as a calendar would) without the link to change an appointment that no longer exists.
      const invitations = (await mailsTo(visitorEmail, 3)).flatMap((raw) =>
        calendarPartsOf(raw).map((part) => ({ raw, invitation: readInvitation(part.ics) })),
      );
      const cancellation = invitations.find(({ invitation }) => invitation.method === 'CANCEL');
      expect(cancellation?.invitation).toMatchObject({ status: 'CANCELLED', start: slot?.startsAt });
      expect(plainTextOf(cancellation?.raw ?? '')).not.toMatch(/rendez-vous\/gerer\?cle=/);
    });
  });

  test('the dashboard leads with the next appointments, those to confirm marked, each one tap from its page', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // A visit on the first bookable day: within the dashboard's 7 days (the phone's and the laptop's apart).
    const marker = `prochain${Date.now()}`;
    await bookClermontVisit(page, baseURL, marker, 'first', test.info().project.name === 'phone' ? 'last' : 'first');

    await asStaff(page, 'prochains');
    const upcoming = page.locator('#prochains-rendez-vous');
    await expect(upcoming.getByRole('heading', { name: 'Prochains rendez-vous' })).toBeVisible();
    await expect(upcoming.getByTestId('upcoming-summary')).toContainText('à confirmer');
    const entry = upcoming.getByTestId('upcoming-booking').filter({ hasText: `Visiteur ${marker}` });
    await expect(entry.getByTestId('booking-status')).toHaveText('Réservé');
    await expectReachable(entry);
    await entry.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Visiteur ${marker}`);

    // Cancelled again, so that the slot stays free for the next run.
    await page.getByText('Annuler le rendez-vous…').click();
    await page.getByRole('button', { name: 'Confirmer l’annulation' }).click();
    await expect(page.getByTestId('booking-status').first()).toHaveText('Annulé');
  });

  test('the week view on a phone: a list by day, an appointment reached by a finger, no sideways scroll, accessible @phone-only', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A visit at the window's end, to find in its week.
    const marker = `semaine${Date.now()}`;
    const slot = await bookClermontVisit(page, baseURL, marker, 'last');
    await asStaff(page, 'semaine');
    await page.goto(`/equipe/rendez-vous?bureau=clermont&semaine=${slot?.startsAt.slice(0, 10)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rendez-vous');
    await expect(page.getByRole('list', { name: 'Jours de la semaine' }).locator(':scope > li')).toHaveCount(7);
    const appointment = page.getByRole('link', { name: new RegExp(`Visiteur ${marker}`) });
    await expectReachable(appointment);
    // The visit's address under it, with its map link in reach of a finger.
    const where = page.getByRole('listitem').filter({ has: appointment }).getByTestId('week-booking-address');
    await expect(where).toContainText('Rue Blatin 10, 63000 Clermont-Ferrand');
    await expectReachable(where.getByRole('link', { name: /Voir sur la carte/ }));
    await appointment.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Visiteur ${marker}`);
    await expectReachable(page.getByRole('link', { name: '06 12 34 56 78' }));
    await expectNoSidewaysScroll(page);
    await page.goBack();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Semaine suivante →' }).click();
    await expect(page).toHaveURL(/semaine=\d{4}-\d{2}-\d{2}/);
    await expectNoSidewaysScroll(page);
  });

  test('the opening hours and the calendar address pages on a phone: no sideways scroll, accessible @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await asStaff(page, 'pages');
    await page.goto('/equipe/rendez-vous/disponibilites?bureau=geneve');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.goto('/equipe/rendez-vous/agenda');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('appointments without a session', () => {
  test('each page sends a stranger to the sign-in page; the export answers 401 @any-viewport', async ({ request }) => {
    for (const url of ['/equipe/rendez-vous', '/equipe/rendez-vous/disponibilites', '/equipe/rendez-vous/agenda']) {
      const response = await request.get(url, { maxRedirects: 0, headers: { 'x-forwarded-for': address() } });
      expect(response.status(), url).toBe(307);
      expect(response.headers().location, url).toBe('/equipe/connexion');
    }
    const csv = await request.get('/equipe/api/rendez-vous/export', { headers: { 'x-forwarded-for': address() } });
    expect(csv.status()).toBe(401);
    // An unknown calendar address: nothing to read.
    const feed = await request.get(`/api/agenda/${'a'.repeat(43)}.ics`);
    expect(feed.status()).toBe(404);
  });
});
