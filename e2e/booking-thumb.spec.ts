import { expect, test, type Page } from './hydration';
import { slotInWords } from '../features/booking/words';
import {
  allSlotRadios,
  cancelByLink,
  cancelToggle,
  chooseSlot,
  freeStarts,
  moveToggle,
  picker,
  slotList,
} from './booking-helpers';
import { comeFrom, expectReachable } from './helpers';

/**
 * Booking made for a thumb, as a visitor does it on a phone (390 × 844): the slots in the page's own
 * flow, folded by day, the chosen one recalled beside « Réserver ce créneau », what was typed kept through a
 * reload and a detour and forgotten once booked; on the manage page, « Annuler le rendez-vous » in the first
 * screen, asking once before it frees the slot, with and without JavaScript, and « Déplacer » without a slot
 * answered beside its button. Geneva's visits in the middle of the three weeks (e2e/booking.spec.ts takes the first
 * and the last ones, e2e/equipe-bookings.spec.ts Clermont's), each test its own slot, each booking cancelled
 * again. Addresses 198.51.100.x: the booking limit counts per address.
 */

let visitor = 0;
const asVisitor = (page: Page) => comeFrom(page, `198.51.100.${(process.pid * 13 + (visitor += 1)) % 250}`);

const DRAFT_KEY = 'lumina-draft:rendez-vous';
const typed = {
  street: 'Chemin du Pouce 3',
  postcode: '1226',
  town: 'Thônex',
  name: 'Camille Pouce',
  email: 'camille.pouce@example.fr',
  phone: '+33 6 12 34 56 78',
  message: 'Portail à gauche de la maison',
};

/** The labelled fields of the picker, as a visitor finds them. */
const fields = (page: Page) => ({
  street: picker(page).getByLabel(/^Rue et numéro/),
  postcode: picker(page).getByLabel(/^Code postal/),
  town: picker(page).getByLabel(/^Localité/),
  name: picker(page).getByLabel(/^Nom et prénom/),
  email: picker(page).getByLabel(/^E-mail/),
  phone: picker(page).getByLabel(/^Téléphone/),
  message: picker(page).getByLabel(/^Message/),
});

async function expectTyped(page: Page) {
  const field = fields(page);
  for (const [name, value] of Object.entries(typed)) await expect(field[name as keyof typeof typed]).toHaveValue(value);
}

test('@phone-only slots in the page’s flow, folded by day; the choice recalled beside the button; a reload keeps what was typed, booking forgets it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await asVisitor(page);
  await page.goto('/rendez-vous');
  await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
  for (const [name, value] of Object.entries(typed)) await fields(page)[name as keyof typeof typed].fill(value);
  await expect(picker(page).getByLabel(/^Bureau/)).toHaveValue('geneve');
  await expect(picker(page)).toHaveAttribute('data-slots', 'ready');

  // No box scrolling inside the page around the slots: the page scrolls, nothing else.
  const scrollers = await allSlotRadios(slotList(page))
    .first()
    .evaluate((radio) => {
      const found: string[] = [];
      for (let node = radio.parentElement; node && node !== document.documentElement; node = node.parentElement) {
        const { overflowY } = getComputedStyle(node);
        if (/auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight)
          found.push(node.outerHTML.slice(0, 80));
      }
      return found;
    });
  expect(scrollers).toEqual([]);

  // Days fold: the first one open, the others a tap away.
  const days = slotList(page).locator('details[data-day]');
  expect(await days.count()).toBeGreaterThan(5);
  await expect(days.first()).toHaveJSProperty('open', true);
  const second = days.nth(1);
  await expect(second).toHaveJSProperty('open', false);
  await expect(second.getByRole('radio')).toHaveCount(0);
  await expectReachable(second.locator('summary'));
  await second.locator('summary').click();
  await expect(second).toHaveJSProperty('open', true);
  await expect(second.getByRole('radio').first()).toBeVisible();
  // Folded, the list is shorter than a screen and a half: no 3,000 px of slots to scroll past.
  await second.locator('summary').click();
  expect((await slotList(page).boundingBox())?.height).toBeLessThan(844 * 1.5);

  // A slot of a folded day, in the middle, away from those the other tests take; recalled beside the button.
  const radios = allSlotRadios(slotList(page));
  const radio = radios.nth(Math.floor((await radios.count()) / 2) - (Date.now() % 5));
  const startsAt = (await radio.getAttribute('value')) ?? '';
  const recall = picker(page).getByTestId('booking-chosen-slot');
  await expect(recall).toHaveText('Aucun créneau choisi pour l’instant.');
  await chooseSlot(radio);
  await expect(recall).toHaveText(`Créneau choisi\u00a0: ${slotInWords(startsAt, 'Europe/Zurich')}`);
  const book = picker(page).getByRole('button', { name: 'Réserver ce créneau' });
  await expectReachable(book);
  // On the same screen as the button, where the thumb is.
  const [recallBox, bookBox] = [await recall.boundingBox(), await book.boundingBox()];
  expect(recallBox && bookBox && Math.abs(recallBox.y - bookBox.y)).toBeLessThan(120);
  expect(recallBox!.y).toBeGreaterThanOrEqual(0);

  // A reload gives back what was typed (the slot is chosen again).
  await page.reload();
  await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
  await expectTyped(page);
  await expect(picker(page).getByLabel(/^Bureau/)).toHaveValue('geneve');
  await expect(recall).toHaveText('Aucun créneau choisi pour l’instant.');

  // A detour to another page and the back button too.
  await page.goto('/contact');
  await page.goBack();
  await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
  await expectTyped(page);

  await chooseSlot(allSlotRadios(slotList(page)).and(page.locator(`[value="${startsAt}"]`)));
  await book.click();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Rendez-vous réservé' })).toBeVisible();
  await expect(confirmation.getByTestId('booking-place')).toHaveText('Chemin du Pouce 3, 1226 Thônex');
  // Booked: the draft is gone, the next visit to the form starts empty.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  const manage = confirmation.getByRole('link', { name: 'Déplacer ou annuler le rendez-vous' });
  const manageKey = new URL((await manage.getAttribute('href')) ?? '', 'http://site.invalid').searchParams.get('cle');
  await page.goto('/rendez-vous');
  await expect(picker(page)).toHaveAttribute('data-slots', 'ready');
  await expect(fields(page).name).toHaveValue('');
  await expect(fields(page).street).toHaveValue('');

  await cancelByLink(page, manageKey ?? '');
  expect(await freeStarts(page, 'geneve', 'visite')).toContain(startsAt);
});

/** Books a visit of Geneva by the API (what the picker sends), `offset` slots past the middle: its key and slot. */
async function bookVisit(page: Page, baseURL: string | undefined, address: string, offset: number) {
  const starts = await freeStarts(page, 'geneve', 'visite');
  const startsAt = starts[Math.floor(starts.length / 2) + offset] ?? '';
  const response = await page.request.post('/api/rendez-vous', {
    headers: { Origin: baseURL ?? '', 'x-forwarded-for': address, Accept: 'application/json' },
    data: {
      office: 'geneve',
      kind: 'visite',
      startsAt,
      name: 'Dominique Pouce',
      email: 'dominique.pouce@example.fr',
      phone: '+33 6 98 76 54 32',
      postcode: '1226',
      street: 'Chemin du Pouce 5',
      town: 'Thônex',
    },
  });
  expect(response.status()).toBe(201);
  const { booking } = (await response.json()) as { booking: { manageUrl: string } };
  return { key: new URL(booking.manageUrl).searchParams.get('cle') ?? '', startsAt };
}

/**
 * The manage page's journey: « Annuler » in the first screen; « Déplacer » pressed without a slot is answered
 * beside the button; a move; then cancelling asks once, and only the confirming button frees the slot.
 */
async function manageJourney(page: Page, baseURL: string | undefined, lane: number) {
  const address = await asVisitor(page);
  const { key, startsAt } = await bookVisit(page, baseURL, address, 6 + lane * 3 + (Date.now() % 3));
  await page.goto(`/rendez-vous/gerer?cle=${key}`);

  // Where a thumb lands at once, without scrolling: the first screen.
  const cancel = cancelToggle(page);
  await expect(cancel).toHaveText('Annuler le rendez-vous', { useInnerText: true });
  const box = await cancel.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectReachable(cancel);

  // Moving is folded below; « Déplacer » without a slot says so beside the button, on the screen.
  const move = page.getByTestId('booking-move');
  await expect(move).toHaveJSProperty('open', false);
  await moveToggle(page).click();
  const moveButton = move.getByRole('button', { name: 'Déplacer', exact: true });
  await moveButton.click();
  const missing = move.getByTestId('slot-missing');
  await expect(missing).toHaveText('Choisissez le nouveau créneau.');
  await expect(missing).toBeInViewport();
  await expectReachable(moveButton);
  expect(await freeStarts(page, 'geneve', 'visite')).not.toContain(startsAt);

  // A slot before the middle, one per project and variant: they run side by side.
  const offered = allSlotRadios(move);
  const target = offered.nth(Math.floor((await offered.count()) / 2) - 6 - lane * 3 - (Date.now() % 3));
  const movedTo = (await target.getAttribute('value')) ?? '';
  await chooseSlot(target);
  await expect(missing).toBeHidden();
  await moveButton.click();
  await expect(page.getByTestId('booking-outcome')).toContainText('Votre rendez-vous est déplacé.');
  expect(await freeStarts(page, 'geneve', 'visite')).toContain(startsAt);

  // Cancelling asks once: the first tap only asks; the slot stays booked until confirmed.
  await cancel.click();
  await expect(cancel).toHaveText('Ne pas annuler', { useInnerText: true });
  const confirm = page.getByRole('button', { name: 'Confirmer l’annulation' });
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId('booking-cancel')).toContainText(
    `Le rendez-vous du ${slotInWords(movedTo, 'Europe/Zurich')}`,
  );
  expect(await freeStarts(page, 'geneve', 'visite')).not.toContain(movedTo);
  // « Ne pas annuler » folds the question again; nothing is cancelled.
  await cancel.click();
  await expect(confirm).toBeHidden();
  await cancel.click();
  await expectReachable(confirm);
  await confirm.click();
  await expect(page.getByTestId('booking-outcome')).toContainText('Votre rendez-vous est annulé.');
  await expect(page.getByTestId('booking-status')).toHaveText('Annulé');
  expect(await freeStarts(page, 'geneve', 'visite')).toContain(movedTo);
}

test('the manage page: « Annuler » in the first screen, asked once before the slot is freed; « Déplacer » without a slot answered beside it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await manageJourney(page, baseURL, testInfo.project.name === 'phone' ? 0 : 1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the manage page works the same: the question, the confirmation, the slot freed @any-viewport', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    await manageJourney(page, baseURL, testInfo.project.name === 'phone' ? 2 : 3);
  });
});
