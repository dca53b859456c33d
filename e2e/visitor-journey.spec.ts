import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from './hydration';
import { calendarPartsOf, readInvitation } from '../test/server/calendar';
import { expectReachable } from './helpers';
import { allSlotRadios, cancelByLink, chooseSlot, picker as bookingForm, slotList } from './booking-helpers';
import { bookingMails, companyMail, form, leadId } from './lead-helpers';
import { startOwnServer } from './own-server';
import { PASSWORD, signIn, staffAdd, uniqueEmail } from './staff';
import { fillField } from './typing';

/**
 * One visitor across the features, on a phone and a laptop: from an advert to a product, its
 * estimate, the always-visible « Devis gratuit », a reload half-way through the form, the request sent, an
 * on-site visit booked at home from the confirmation; then what reaches each side: the invitation's LOCATION,
 * the staff's appointment page and map link, the lead's first-contact clock stopped, and the CRM hook's
 * signed events. A server of its own carries the hook (CRM_WEBHOOK_URL towards a receiver started here).
 */

const SECRET = 'journey-only-secret-0123456789abcdef';
type CrmPost = { event: string; leadId?: number; id: number; request?: { produit: string | null } } & Record<
  string,
  unknown
>;

let receiver: Server;
const received: CrmPost[] = [];
let base = '';
let stop = () => {};

test.beforeAll(async ({}, workerInfo) => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const stamp = request.headers['x-lumina-timestamp'];
      const signed = `sha256=${createHmac('sha256', SECRET).update(`${stamp}.${body}`).digest('hex')}`;
      // Only a signed post counts: what a CRM checks before it trusts one.
      if (request.headers['x-lumina-signature'] === signed) received.push(JSON.parse(body) as CrmPost);
      response.writeHead(request.headers['x-lumina-signature'] === signed ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as { port: number };
  // One server per project: the phone's and the laptop's run side by side.
  ({ base, stop } = await startOwnServer(workerInfo.project.name.endsWith('phone') ? 13 : 12, {
    CRM_WEBHOOK_URL: `http://127.0.0.1:${port}/lumina`,
    CRM_WEBHOOK_SECRET: SECRET,
    // As Playwright's own server: staff sign in with a password (e2e/staff-security.spec.ts tests the factor).
    STAFF_REQUIRE_TWO_FACTOR: '0',
  }));
});

test.afterAll(async () => {
  stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

let visitor = 0;
/** Addresses of their own (TEST-NET-2): the quote and booking limits per address are not shared with others. */
const asJourneyVisitor = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(process.pid * 5 + (visitor += 1)) % 250}` });

test('from an advert to a visit booked at home: the estimate, the draft, the invitation, the staff and the CRM @journey', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name.endsWith('phone');
  const marker = `parcours${testInfo.project.name}${Date.now()}`;
  const email = `${marker}@example.ch`;
  await asJourneyVisitor(page);

  // An advert's click lands on the home page; the tab keeps its source.
  await page.goto(`${base}/?utm_source=google&utm_medium=cpc&utm_campaign=${marker}&gclid=x`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lumina-source'))).toContain(marker);

  // A product, and its own estimator.
  await page.goto(`${base}/products/pergolas-bioclimatique`);
  const estimator = page.getByTestId('estimator');
  await estimator.scrollIntoViewIfNeeded(); // it loads as it nears the screen
  await expect(estimator).toHaveAttribute('data-ready', 'true');
  await fillField(estimator.getByLabel(/Largeur/), '4,2');
  await fillField(estimator.getByLabel(/Profondeur/), '3');
  const total = page.getByTestId('estimate-total');
  await expect(total).toBeVisible();
  const shown = (await total.textContent()) ?? '';

  // The always-visible « Devis gratuit »: the phone's bottom bar (hidden while the keyboard is up), the laptop's header.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const quote = phone
    ? page.getByTestId('call-bar').getByRole('link', { name: 'Devis gratuit' })
    : page.getByRole('banner').getByRole('link', { name: 'Devis gratuit' });
  await expectReachable(quote);
  await quote.click();
  await expect(page).toHaveURL(/\/contact/);

  // The estimate and the product came along.
  const carried = form(page).getByTestId('carried-estimate');
  await expect(carried).toBeVisible();
  // The same figures, whatever thousands separator each place writes.
  const digits = (text: string) => text.replace(/\D/g, '');
  const carriedDigits = digits((await carried.textContent()) ?? '');
  const figures = (shown.match(/\d[\d\s’']*\d/g) ?? []).map(digits);
  expect(figures.length).toBeGreaterThan(0);
  for (const figure of figures) expect(carriedDigits).toContain(figure);
  await expect(form(page).getByLabel(/^Produit/)).toHaveValue('pergolas-bioclimatique');
  await expect(form(page).getByLabel(/^Largeur/)).toHaveValue('4,2');

  // Half-way through, a reload: what was typed is still there, the file is asked again.
  await fillField(form(page).getByLabel(/^Nom/), 'Parcours');
  await fillField(form(page).getByLabel(/^Prénom/), 'Zoé');
  await fillField(form(page).getByLabel(/^E-mail/), email);
  await fillField(form(page).getByLabel(/^Message/), `Bonjour ${marker}, une pergola sur la terrasse.`);
  await page.reload();
  await expect(form(page).getByLabel(/^Nom/)).toHaveValue('Parcours');
  await expect(form(page).getByLabel(/^E-mail/)).toHaveValue(email);
  await expect(form(page).getByLabel(/^Message/)).toHaveValue(`Bonjour ${marker}, une pergola sur la terrasse.`);
  await expect(form(page).getByTestId('carried-estimate')).toBeVisible();
  await expect(form(page)).toContainText('la pièce jointe, elle, doit être ajoutée à nouveau');

  await fillField(form(page).getByLabel(/^Téléphone/), '+41 79 555 66 77');
  await fillField(form(page).getByLabel(/^Code postal/), '1226');
  await form(page).getByRole('button', { name: 'Envoyer ma demande' }).click();
  const confirmation = page.getByTestId('contact-confirmation');
  // The first request of a server just started opens its database: more than the usual wait.
  await expect(confirmation.getByTestId('contact-reference')).toBeVisible({ timeout: 30_000 });

  // What the company reads: the product and the estimate, and where the visit came from.
  const id = leadId(marker);
  const office = await companyMail(id);
  expect(office).toContain('Pergola Bioclimatique');
  expect(office).toContain('4,2 × 3');
  expect(office).toContain(marker); // the campaign

  // From the confirmation, an on-site visit at home.
  const offer = confirmation.getByRole('link', { name: 'Réserver une visite' });
  await expectReachable(offer);
  await offer.click();
  const picker = bookingForm(page);
  await expect(picker).toHaveAttribute('data-slots', 'ready');
  await expect(picker.getByLabel(/^E-mail/)).toHaveValue(email);
  await expect(picker.getByRole('radio', { name: /Visite gratuite sur place/ })).toBeChecked();
  const street = `Chemin du Parcours ${10 + (Date.now() % 80)}`;
  const address = `${street}, 1226 Thônex`;
  await fillField(picker.getByLabel(/^Rue et numéro/), street);
  await fillField(picker.getByLabel(/^Localité/), 'Thônex');
  // A slot in the second half of the window, clear of the other specs' (the phone's and the laptop's apart).
  const radios = allSlotRadios(slotList(page));
  const count = await radios.count();
  const radio = radios.nth(Math.floor((count * 2) / 3) + (phone ? 1 : 0) + (Date.now() % 5) * 2);
  const startsAt = (await radio.getAttribute('value')) ?? '';
  await chooseSlot(radio);
  await picker.getByRole('button', { name: 'Réserver ce créneau' }).click();
  const booked = page.getByTestId('booking-confirmation');
  await expect(booked.getByTestId('booking-place')).toHaveText(address);
  const manage = booked.getByRole('link', { name: 'Déplacer ou annuler le rendez-vous' });
  const manageKey = new URL((await manage.getAttribute('href')) ?? '', base).searchParams.get('cle') ?? '';

  // The visitor's invitation, as the local SMTP server received it: LOCATION is the address.
  const mails = await bookingMails(manageKey);
  const own = mails.find((raw) => raw.includes(`To: ${email}`) || raw.includes(`<${email}>`)) ?? '';
  const invitation = readInvitation(calendarPartsOf(own)[0]?.ics ?? '');
  expect(invitation.location).toBe(address);
  expect(invitation.start).toBe(startsAt);
  const bookingId = /^X-Booking-Id: (\d+)\r?$/im.exec(own)?.[1] ?? '';

  // The CRM received the lead, then the booking tied to it, each signed.
  await expect
    .poll(() => received.filter((post) => post.id === id || post.leadId === id).map((post) => post.event), {
      timeout: 30_000,
    })
    .toEqual(['lead.created', 'booking.created']);
  const event = received.find((post) => post.event === 'booking.created' && post.leadId === id);
  expect(event?.lieu).toMatchObject({ adresse: address });
  expect(received.find((post) => post.id === id)?.request?.produit).toBe('pergolas-bioclimatique');

  // Staff: the appointment at the visitor's address with its map; the lead's first contact made.
  const staff = uniqueEmail('parcours');
  staffAdd(staff);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${250 + (phone ? 1 : 2)}` });
  await signIn(page, staff, PASSWORD, base);
  await expect(page).toHaveURL(`${base}/equipe`);
  await page.goto(`${base}/equipe/rendez-vous/${bookingId}`);
  const place = page.getByTestId('booking-address');
  await expect(place).toContainText(address);
  await expect(place.getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
  );
  await page.goto(`${base}/equipe/demandes/${id}`);
  await expect(page.getByTestId('contact-clock')).toContainText('Contacté le');

  // Leave the slot free for the next run: cancelled by the visitor's link (the same database).
  await cancelByLink(page, manageKey);
});
