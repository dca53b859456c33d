import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the booking specs share (e2e/booking.spec.ts, e2e/booking-thumb.spec.ts): the picker's parts, a slot
 * chosen in its folded day, the free slots the API lists, and the visitor's cancellation by the link's page.
 */

export const picker = (page: Page) => page.getByTestId('booking-form');
/** The list of slots, without those a refusal offers. */
export const slotList = (page: Page) => page.getByTestId('booking-slots');
/** Every slot's radio of `list`, those of folded days too (`getByRole` sees only the open days'). */
export const allSlotRadios = (list: Locator) => list.locator('input[type="radio"]');

/** Opens the day of `radio` when it is folded (a tap on its summary), then checks it. */
export async function chooseSlot(radio: Locator) {
  const day = radio.locator('xpath=ancestor::details[1]');
  if (!(await day.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await day.locator('summary').click();
  }
  await radio.check();
}

/** The free slots the API lists now (GET /api/rendez-vous/creneaux). */
export async function freeStarts(page: Page, office: string, kind: string): Promise<string[]> {
  const response = await page.request.get(`/api/rendez-vous/creneaux?bureau=${office}&type=${kind}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { days: { slots: { startsAt: string }[] }[] };
  return body.days.flatMap((day) => day.slots.map((slot) => slot.startsAt));
}

export const manageKeyOf = async (link: Locator) =>
  new URL((await link.getAttribute('href')) ?? '', 'http://site.invalid').searchParams.get('cle') ?? '';

/** « Annuler le rendez-vous » of the manage page: a fold that asks first. */
export const cancelToggle = (page: Page) => page.getByTestId('booking-cancel').locator(':scope > summary');
/** « Déplacer le rendez-vous »: the fold of the move (the days inside have folds of their own). */
export const moveToggle = (page: Page) => page.getByTestId('booking-move').locator(':scope > summary');

/** Cancels an appointment through its link's page (the visitor's way: asked once), so that the slot is free again. */
export async function cancelByLink(page: Page, manageKey: string) {
  await page.goto(`/rendez-vous/gerer?cle=${manageKey}`);
  await cancelToggle(page).click();
  await page.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(page.getByTestId('booking-outcome')).toContainText('Votre rendez-vous est annulé.');
}
