import { expect, test, type Page } from './hydration';
import { officeHours } from '../content/office-hours';
import { slotInWords } from '../features/booking/words';
import { calendarPartsOf, readInvitation } from '../test/server/calendar';
import {
  allSlotRadios,
  cancelByLink,
  cancelToggle,
  chooseSlot,
  moveToggle,
  freeStarts,
  manageKeyOf,
  picker,
  slotList,
} from './booking-helpers';
import { comeFrom, expectNoAxeViolations, expectReachable } from './helpers';
import { bookingMails, fillRequired, form, send } from './lead-helpers';
import { firstWinterSlot, officeInstant } from './office-time';
import { signIn, staffAdd, uniqueEmail } from './staff';
import { fillField } from './typing';

/**
 * Appointments, end to end against the production server Playwright starts: a quote sent, then
 * « Réserver une visite » followed, a slot chosen and booked, the confirmation, and both e-mails received by a
 * local SMTP server (`npm run back-office -- retry-outbox`, e2e/lead-helpers.ts) with an .ics that ical.js reads at
 * the slot's instant in UTC; a slot taken meanwhile; the whole booking without JavaScript; axe and a still
 * screen while /rendez-vous loads its slots. Each test books from an address of its own (192.0.2.128–255): 6
 * bookings an hour per address. Every booking made here is cancelled again, so that runs do not use up the slots.
 */

let visitor = 0;
const asBookingVisitor = (page: Page) => comeFrom(page, `192.0.2.${128 + ((process.pid * 7 + (visitor += 1)) % 128)}`);

test.describe('booking an appointment', () => {
  test('@phone-only a quote sent, « Réserver une visite » followed, a winter slot booked: both e-mails carry its instant in UTC @journey', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await asBookingVisitor(page);
    const marker = `rendezvous${Date.now()}`;
    await page.goto('/contact');
    await fillRequired(page, marker);
    await fillField(form(page).getByLabel(/^Code postal/), '1225');
    await send(page);

    // The lasting confirmation offers the booking page, tied to the request by its signed link.
    const offer = page.getByTestId('contact-confirmation').getByRole('link', { name: 'Réserver une visite' });
    await expect(offer).toHaveAttribute('href', /^\/rendez-vous\?demande=\d+\.\d+\.[\w-]{43}$/);
    // Where a finger lands: not under the toast, the call bar or the page's edge.
    await expectReachable(offer);
    await offer.click();
    await expect(page).toHaveURL(/\/rendez-vous\?demande=/);

    // Pre-filled from the request (e2e/lead-helpers.ts fillRequired), its office from the postcode.
    await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
    await expect(picker(page).getByLabel(/^Nom et prénom/)).toHaveValue('Léa Projet');
    await expect(picker(page).getByLabel(/^E-mail/)).toHaveValue('lea.projet@example.ch');
    await expect(picker(page).getByLabel(/^Téléphone/)).toHaveValue(/79\s?111\s?22\s?33$/);
    await expect(picker(page).getByLabel(/^Code postal/)).toHaveValue('1225');
    await expect(picker(page).getByLabel(/^Bureau/)).toHaveValue('geneve');
    await expect(picker(page).getByRole('radio', { name: /Visite gratuite sur place/ })).toBeChecked();
    // The visit takes place at the visitor's: the street, which the quote form does not ask.
    await fillField(picker(page).getByLabel(/^Rue et numéro/), 'Chemin des Vignes 12');
    await fillField(picker(page).getByLabel(/^Localité/), 'Chêne-Bourg');

    const slot = await firstWinterSlot(slotList(page));
    // The list is on the office's clock: 09:00 in Chêne-Bourg in winter is 08:00 UTC.
    expect(slot.startsAt).toBe(officeInstant(slot.day, slot.time));
    await chooseSlot(slot.radio);
    await expectReachable(slot.radio);
    const book = picker(page).getByRole('button', { name: 'Réserver ce créneau' });
    await expectReachable(book);
    await book.click();

    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Rendez-vous réservé' })).toBeVisible();
    await expect(confirmation.getByTestId('booking-when')).toHaveText(slotInWords(slot.startsAt, 'Europe/Zurich'));
    await expect(confirmation.getByTestId('booking-place')).toHaveText('Chemin des Vignes 12, 1225 Chêne-Bourg');
    const manage = confirmation.getByRole('link', { name: 'Déplacer ou annuler le rendez-vous' });
    const manageKey = await manageKeyOf(manage);
    expect(manageKey).toMatch(/^[\w-]{32}$/);
    await expectReachable(manage);

    // The visitor's and the office's e-mails, each with the invitation, read by ical.js.
    const mails = await bookingMails(manageKey);
    const recipients = mails.map((raw) => /^To: (?:.*<)?([^\s<>]+@[^\s<>]+?)>?\r?$/im.exec(raw)?.[1]);
    expect(recipients.sort()).toEqual([officeHours.geneve.office.email, 'lea.projet@example.ch'].sort());
    for (const raw of mails) {
      const [part] = calendarPartsOf(raw);
      expect(part?.filename).toBe('rendez-vous.ics');
      expect(part?.ics).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
      const invitation = readInvitation(part?.ics ?? '');
      expect(invitation.method).toBe('REQUEST');
      expect(invitation.start).toBe(slot.startsAt);
      expect(invitation.location).toBe('Chemin des Vignes 12, 1225 Chêne-Bourg');
      // After the October change: the wall clock's hour minus one.
      expect(new Date(invitation.start).getUTCHours()).toBe(Number(slot.time.slice(0, 2)) - 1);
    }

    // Cancelled by its link: the visitor is told (an invitation CANCEL), and the slot is free again.
    await cancelByLink(page, manageKey);
    const cancelled = await bookingMails(manageKey, 'annule');
    expect(cancelled.map((raw) => readInvitation(calendarPartsOf(raw)[0]?.ics ?? '').method)).toEqual([
      'CANCEL',
      'CANCEL',
    ]);
    expect(await freeStarts(page, 'geneve', 'visite')).toContain(slot.startsAt);
  });

  test('an on-site visit booked with the address typed: the .ics LOCATION, the visitor’s pages, the staff’s page and week with the map link @any-viewport', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await asBookingVisitor(page);
    const street = `Route de Chêne ${100 + (Date.now() % 800)}`;
    const address = `${street}, 1226 Thônex`;
    const map = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
    await page.goto('/rendez-vous');
    await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
    await fillField(picker(page).getByLabel(/^Rue et numéro/), street);
    await fillField(picker(page).getByLabel(/^Code postal/), '1226');
    await fillField(picker(page).getByLabel(/^Localité/), 'Thônex');
    await expect(picker(page).getByLabel(/^Bureau/)).toHaveValue('geneve');
    // A slot far from the first ones the other tests take, the phone's and the laptop's apart.
    const radios = allSlotRadios(slotList(page));
    const count = await radios.count();
    const pickAt = count - 1 - (testInfo.project.name === 'phone' ? 0 : 3) - (Date.now() % 4) * 6;
    const radio = radios.nth(Math.max(0, pickAt));
    const startsAt = (await radio.getAttribute('value')) ?? '';
    await chooseSlot(radio);
    await fillField(picker(page).getByLabel(/^Nom et prénom/), 'Alex Terrasse');
    await fillField(picker(page).getByLabel(/^E-mail/), 'alex.terrasse@example.ch');
    await fillField(picker(page).getByLabel(/^Téléphone/), '+41 79 444 55 66');
    const book = picker(page).getByRole('button', { name: 'Réserver ce créneau' });
    await expectReachable(book);
    await book.click();

    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByTestId('booking-place')).toHaveText(address);
    await expect(confirmation.getByTestId('booking-map-link')).toHaveAttribute('href', map);
    const manageKey = await manageKeyOf(confirmation.getByRole('link', { name: 'Déplacer ou annuler le rendez-vous' }));

    // The visitor's invitation, as the local SMTP server received it: LOCATION is the address typed.
    const mails = await bookingMails(manageKey);
    const visitorMail = mails.find((raw) => /^To: .*alex\.terrasse@example\.ch/im.test(raw)) ?? '';
    const invitation = readInvitation(calendarPartsOf(visitorMail)[0]?.ics ?? '');
    expect(invitation.location).toBe(address);
    expect(invitation.start).toBe(startsAt);
    const bookingId = /^X-Booking-Id: (\d+)\r?$/im.exec(visitorMail)?.[1] ?? '';
    expect(bookingId).toMatch(/^\d+$/);

    // The visitor's manage page.
    await page.goto(`/rendez-vous/gerer?cle=${manageKey}`);
    await expect(page.getByTestId('booking-summary').getByTestId('booking-place')).toHaveText(address);
    await expect(page.getByTestId('booking-summary').getByTestId('booking-map-link')).toHaveAttribute('href', map);

    // Staff: the appointment's page and the week, each with the address and its map link.
    const email = uniqueEmail('visite');
    staffAdd(email);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/equipe$/);
    await page.goto(`/equipe/rendez-vous/${bookingId}`);
    const place = page.getByTestId('booking-address');
    await expect(place).toContainText(address);
    const staffMap = place.getByRole('link', { name: /Voir sur la carte/ });
    await expect(staffMap).toHaveAttribute('href', map);
    await expect(staffMap).toHaveAttribute('target', '_blank');
    await expectReachable(staffMap);
    await page.goto(`/equipe/rendez-vous?bureau=geneve&semaine=${startsAt.slice(0, 10)}`);
    const inWeek = page.getByTestId('week-booking-address').filter({ hasText: address });
    await expect(inWeek).toHaveCount(1);
    await expect(inWeek.getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute('href', map);

    await cancelByLink(page, manageKey);
  });

  // Phone only, and Clermont's calls: no other test of this run books them at the same time.
  test('@phone-only a slot taken meanwhile: the message and the next free slots, one of which books', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const address = await asBookingVisitor(page);
    await page.goto('/rendez-vous');
    await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
    await fillField(picker(page).getByLabel(/^Code postal/), '63000');
    await expect(picker(page).getByLabel(/^Bureau/)).toHaveValue('clermont');
    await picker(page)
      .getByRole('radio', { name: /Appel téléphonique/ })
      .check();
    await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
    const first = slotList(page).locator('details[data-day]').first().getByRole('radio').first();
    const taken = (await first.getAttribute('value')) ?? '';
    await first.check();
    await fillField(picker(page).getByLabel(/^Nom et prénom/), 'Camille Dupont');
    await fillField(picker(page).getByLabel(/^E-mail/), 'camille.dupont@example.fr');
    await fillField(picker(page).getByLabel(/^Téléphone/), '+33 6 11 22 33 44');

    // Someone else books the same call (one seat) first.
    const other = await page.request.post('/api/rendez-vous', {
      headers: { Origin: baseURL ?? '', 'x-forwarded-for': address, Accept: 'application/json' },
      data: {
        office: 'clermont',
        kind: 'appel',
        startsAt: taken,
        name: 'Autre Visiteur',
        email: 'autre.visiteur@example.fr',
        phone: '+33 6 99 88 77 66',
      },
    });
    expect(other.status()).toBe(201);
    const otherKey = new URL(
      ((await other.json()) as { booking: { manageUrl: string } }).booking.manageUrl,
    ).searchParams.get('cle');

    await picker(page).getByRole('button', { name: 'Réserver ce créneau' }).click();
    const refusal = page.getByTestId('booking-taken');
    await expect(refusal).toContainText(
      'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les prochains créneaux libres.',
    );
    const offered = refusal.getByRole('radio');
    expect(await offered.count()).toBeGreaterThan(0);
    await expect(refusal.locator(`input[value="${taken}"]`)).toHaveCount(0);
    await offered.first().check();
    await picker(page).getByRole('button', { name: 'Réserver ce créneau' }).click();
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Rendez-vous réservé' })).toBeVisible();
    await expect(confirmation.getByTestId('booking-place')).toContainText('appel téléphonique');

    await cancelByLink(page, await manageKeyOf(confirmation.getByRole('link', { name: /Déplacer ou annuler/ })));
    await cancelByLink(page, otherKey ?? '');
  });

  test('/rendez-vous is clean for axe, and nothing on the screen moves while the slots load', async ({ page }) => {
    test.setTimeout(60_000); // axe twice on a long form
    await asBookingVisitor(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/rendez-vous/creneaux',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/rendez-vous');
    await expect(picker(page)).toHaveAttribute('data-slots', 'loading');
    await expect(page.getByTestId('booking-skeleton')).toBeVisible();
    // Measured once the web font is in, so that only the slots could move anything.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const top = async () => (await slotList(page).boundingBox())?.y;
    const topWhileLoading = await top();
    // The browser's own measure of what moved on the screen (Layout Instability API), from now on.
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    release();
    await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await top()).toBe(topWhileLoading);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await expectNoAxeViolations(page);
    // With a slot chosen, a day unfolded and the fields' messages shown.
    await slotList(page).getByRole('radio').first().check();
    await slotList(page).locator('details[data-day]').nth(1).locator('summary').click();
    await picker(page).getByTestId('booking-missing').getByRole('button').click();
    await expectNoAxeViolations(page);
  });
});

test.describe('booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Desktop only, and Geneva's calls: no other test of this run books them at the same time.
  test('@desktop-only the static page leads to the slots the server lists; booked, moved, then cancelled', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await asBookingVisitor(page);
    await page.goto('/rendez-vous');
    await page.getByRole('radio', { name: /Appel téléphonique/ }).check();
    // No script moves the office select: « D’après le code postal » lets the server choose.
    await expect(page.getByLabel(/^Bureau/)).toHaveValue('');
    await fillField(page.getByLabel(/^Code postal/), '1225');
    await page.getByRole('button', { name: 'Voir les créneaux libres' }).click();

    await expect(page).toHaveURL(/\/rendez-vous\/creneaux\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créneaux libres');
    await expect(page.getByText('Appel téléphonique avec le bureau de Chêne-Bourg (Genève)')).toBeVisible();
    const booking = page.getByTestId('booking-form');
    const first = booking.getByRole('radio').first();
    const startsAt = (await first.getAttribute('value')) ?? '';
    await first.check();
    await fillField(booking.getByLabel(/^Nom et prénom/), 'Sans Script');
    await fillField(booking.getByLabel(/^E-mail/), 'sans.script@example.ch');
    await fillField(booking.getByLabel(/^Téléphone/), '+41 79 123 45 67');
    await booking.getByRole('button', { name: 'Réserver ce créneau' }).click();

    await expect(page).toHaveURL(/\/rendez-vous\/confirmation\?cle=[\w-]{32}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rendez-vous réservé');
    const when = page.getByTestId('booking-when');
    await expect(when).toContainText(slotInWords(startsAt, 'Europe/Zurich'));
    await expect(page.getByTestId('booking-summary')).toContainText('Appel téléphonique');

    // Its page: moved to another slot, then cancelled, all by forms.
    await page.getByRole('link', { name: 'Déplacer ou annuler' }).click();
    await expect(page).toHaveURL(/\/rendez-vous\/gerer\?cle=/);
    await moveToggle(page).click();
    const other = page.getByRole('radio').first();
    const movedTo = (await other.getAttribute('value')) ?? '';
    expect(movedTo).not.toBe(startsAt);
    await other.check();
    await page.getByRole('button', { name: 'Déplacer', exact: true }).click();
    await expect(page.getByTestId('booking-outcome')).toContainText('Votre rendez-vous est déplacé.');
    await expect(when).toContainText(slotInWords(movedTo, 'Europe/Zurich'));
    await cancelToggle(page).click();
    await page.getByRole('button', { name: 'Confirmer l’annulation' }).click();
    await expect(page.getByTestId('booking-outcome')).toContainText('Votre rendez-vous est annulé.');
    await expect(page.getByTestId('booking-status')).toHaveText('Annulé');
  });

  test('@desktop-only a forged link says so, is not indexed, and the API refuses it with a 404', async ({ page }) => {
    const key = 'A'.repeat(32);
    await page.goto(`/rendez-vous/gerer?cle=${key}`);
    await expect(page.getByTestId('booking-link-invalid')).toHaveText('Ce lien de rendez-vous n’est pas valable.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('booking-cancel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirmer l’annulation' })).toHaveCount(0);
    const answer = await page.request.get(`/api/rendez-vous/gerer?cle=${key}`);
    expect(answer.status()).toBe(404);
    expect((await answer.json()).message).toBe('Ce lien de rendez-vous n’est pas valable.');
  });
});
