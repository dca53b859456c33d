import { expect, test, type Browser, type Locator, type Page } from './hydration';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './helpers';
import { fillRequester, sendAtPersonPace } from './lead-helpers';
import { signInAsNewStaff } from './staff';

/**
 * The office manager on a phone: the lead list and a lead's actions start in the first
 * screen, each confirmation is shown in the card where the action was taken, and the conversion charts' text
 * reads at least 12 px.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The office manager's customer, who writes from her iPhone. */
const SOPHIE = { nom: 'Morel', prenom: 'Sophie', email: 'sophie.morel@example.ch', telephone: '079 555 12 34' };

let visitor = 0;
/** A client address of this spec's own (the sign-in limit counts per address; other specs use other ranges). */
const address = () => `203.0.113.${(process.pid * 5 + (visitor += 1)) % 250}`;

/** A quote request sent from an iPhone through the public form, as a person does (more than 3 s). */
async function sendLeadFromIphone(browser: Browser, marker: string) {
  const phone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  await phone.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  const page = await phone.newPage();
  const message = `Bonjour ${marker}, une pergola pour la terrasse.`;
  // A busy machine answers slowly.
  await sendAtPersonPace(page, (form) => fillRequester(form, SOPHIE, `Pergola ${marker}`, message), 20_000);
  await phone.close();
}

/** Signed in as a new staff member, on the page of a lead sent seconds before. */
async function onNewLead(page: Page, browser: Browser, what: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  const marker = `${what}${Date.now()}`;
  await sendLeadFromIphone(browser, marker);
  await signInAsNewStaff(page, what);
  return marker;
}

/**
 * Where a finger lands without scrolling: the page at its top, the element's centre inside the viewport and the
 * element found there (`elementFromPoint`) the element itself or one of its children.
 */
async function expectInFirstScreen(locator: Locator) {
  await locator.page().evaluate(() => window.scrollTo(0, 0));
  const where = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (rect.width === 0 || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth)
      return `centre off the first screen (${Math.round(x)}, ${Math.round(y)})`;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === element || element.contains(hit))
      ? 'reachable'
      : `covered by ${hit?.outerHTML.slice(0, 120)}`;
  });
  expect(where, `${locator} in the first screen`).toBe('reachable');
}

test('on a phone, the lead list and a lead’s call, e-mail, reply, status and owner start in the first screen @phone-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const marker = await onNewLead(page, browser, 'premierecran');

  // The list: filters folded under their summary, the newest lead in view.
  await page.goto('/equipe/demandes');
  await expect(page.getByTestId('lead-filters')).toHaveText('Filtres\u00a0: aucun');
  await expectInFirstScreen(page.getByRole('list', { name: 'Demandes' }).getByRole('link').first());

  await page.goto(`/equipe/demandes?q=${marker}`);
  await page.getByRole('list', { name: 'Demandes' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/equipe\/demandes\/\d+$/);
  const call = page.getByRole('link', { name: /^Appeler/ });
  await expect(call).toHaveAttribute('href', 'tel:+41795551234');
  await expectInFirstScreen(call);
  await expectInFirstScreen(page.getByRole('link', { name: /^Écrire à sophie\.morel@example\.ch/ }));
  await expectInFirstScreen(page.getByRole('link', { name: 'Répondre', exact: true }));
  await expectInFirstScreen(page.getByRole('link', { name: 'changer le statut' }));
  await expectInFirstScreen(page.getByRole('button', { name: 'Attribuer' }));
  await expect(page.getByRole('link', { name: 'Répondre', exact: true })).toHaveAttribute('href', '#reponse');

  // The browser in words, the raw string one tap away.
  const browserLine = page.locator('details', { hasText: 'Téléphone · iOS · Safari' });
  await expect(browserLine.locator('summary')).toHaveText('Téléphone · iOS · Safari');
  await browserLine.locator('summary').click();
  await expect(browserLine).toContainText('iPhone OS 17_4');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('each confirmation is shown, and announced, in the card where the action was taken', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const marker = await onNewLead(page, browser, 'confirmation');
  await page.goto(`/equipe/demandes?q=${marker}`);
  await page.getByRole('list', { name: 'Demandes' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/equipe\/demandes\/\d+$/);

  const card = page.locator('#premier-contact');
  await card.getByLabel('Attribuer à').selectOption({ label: 'Moi' });
  await card.getByRole('button', { name: 'Attribuer' }).click();
  await expect(card.getByRole('status')).toHaveText('Responsable enregistré.');
  await expect(page).toHaveURL(/#premier-contact$/);
  await expectScrolledTo(card);

  const followUp = page.locator('#suivi');
  await followUp.getByLabel('Nouveau statut').selectOption({ label: 'Contacté' });
  await followUp.getByRole('button', { name: 'Enregistrer le suivi' }).click();
  await expect(followUp.getByRole('status')).toHaveText('Suivi enregistré.');
  await expectScrolledTo(followUp);
  // Nothing said at the top of the page any more.
  await expect(page.getByRole('status').filter({ hasText: 'enregistré' })).toHaveCount(1);
});

/** The page brought back to the card: its top where a fragment puts it (under the page's scroll padding). */
async function expectScrolledTo(card: Locator) {
  await expect
    .poll(() =>
      card.evaluate((element) =>
        // Within a pixel: a fractional scroll may land half a pixel either side.
        Math.abs(
          element.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        ),
      ),
    )
    .toBeLessThanOrEqual(1);
  expect(await card.page().evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

test('the conversion charts’ text reads at least 12 px at every width, and delays in hours and minutes @desktop-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A lead contacted today, so that the delay chart has a line and its axis.
  const marker = await onNewLead(page, browser, 'graphiques');
  await page.goto(`/equipe/demandes?q=${marker}`);
  await page.getByRole('list', { name: 'Demandes' }).getByRole('link').click();
  await page.getByLabel('Nouveau statut').selectOption({ label: 'Contacté' });
  await page.getByRole('button', { name: 'Enregistrer le suivi' }).click();
  await expect(page.locator('#suivi').getByRole('status')).toHaveText('Suivi enregistré.');
  await page.goto('/equipe/conversions');
  for (const width of [1440, 1280, 1024, 640, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    // The text of the drawings shown at this width: its rendered font size and its box's height.
    const texts = await page.locator('[data-chart] svg text').evaluateAll((elements) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return [];
        const scale = (element as SVGTextElement).getScreenCTM()?.a ?? 0;
        return [
          { text: element.textContent, height: box.height, px: parseFloat(getComputedStyle(element).fontSize) * scale },
        ];
      }),
    );
    expect(texts.length, `${width} px`).toBeGreaterThan(20);
    const heights = texts.map((text) => text.height).sort((a, b) => a - b);
    expect(heights[Math.floor(heights.length / 2)], `median height at ${width} px`).toBeGreaterThanOrEqual(12);
    for (const text of texts) expect(text.px, `« ${text.text} » at ${width} px`).toBeGreaterThanOrEqual(11.95);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  const delays = await page.locator('[data-chart="delais"] svg text').allTextContents();
  expect(delays.filter((text) => /^\d+[.,]\d+$/.test(text))).toEqual([]);
  expect(delays.some((text) => /^\d+\u00a0(min|h)/.test(text))).toBe(true);
  await expect(page.locator('[data-chart="delais"] h2')).toHaveText('Délai du premier contact par semaine');
});
