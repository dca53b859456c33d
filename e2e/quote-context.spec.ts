import { expect, test, type Page } from './hydration';
import { asNewVisitor, companyMail, form, leadId } from './lead-helpers';
import { backOffice } from './back-office-command';

/**
 * One quote context, wherever the visitor clicks, as a visitor from an advert goes: a
 * product page's own estimator, then /estimation from the footer, then the site's plain « Devis gratuit » (the
 * call bar on a phone, the header on a laptop). The form finds the estimate and the product; a reload keeps what
 * was typed; the company's e-mail names both; the success toast leaves the confirmation readable; once sent, a
 * reload shows an empty form.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A figure, with or without a space between thousands (the estimator writes « 7950 », the form « 7 950 »). */
const spaced = (figure: string) => figure.replace(/\s/g, '').replace(/\B(?=(\d{3})+$)/g, '\\s?');

/** The estimator of the page, loaded, with these sizes; gives the range it shows. */
async function estimate(page: Page, width: string, depth: string) {
  const estimator = page.getByTestId('estimator');
  await estimator.scrollIntoViewIfNeeded();
  await expect(estimator).toHaveAttribute('data-ready', 'true');
  await estimator.getByLabel(/Largeur/).fill(width);
  await estimator.getByLabel(/Profondeur/).fill(depth);
  return (await page.getByTestId('estimate-total').innerText()).replace(/\s/g, ' ');
}

test('from an advert to a sent quote: the estimate and the product follow every quote link, the typing survives a reload @any-viewport', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await asNewVisitor(page);
  const phone = test.info().project.name === 'phone';
  const marker = `contexte${test.info().project.name}${Date.now()}`;

  // A product page's own estimator (« Estimer mon budget » leads to it).
  await page.goto('/products/pergola-toile?utm_source=google&utm_medium=cpc&utm_campaign=pergola-toile');
  await page.getByTestId('hero-quote-links').getByRole('link', { name: 'Estimer mon budget' }).click();
  await estimate(page, '4,2', '3');

  // The footer's /estimation: the same estimator, still about this product.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Estimer mon budget' }).click();
  await expect(page).toHaveURL(/\/estimation$/);
  await expect(page.getByTestId('estimator')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('radio', { name: 'Aluminium' })).toBeChecked();
  const total = await estimate(page, '5', '3,5');
  const [min, max] = total.replace(' CHF', '').split(' à ');

  // The site's plain quote link: the call bar on a phone (back once the keyboard is down), the header on a laptop.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const quoteButton = phone
    ? page.getByTestId('call-bar').getByRole('link', { name: 'Devis gratuit' })
    : page.getByRole('banner').getByRole('link', { name: 'Devis gratuit' });
  await expect(quoteButton).toHaveAttribute('href', '/contact#demande-de-devis');
  await quoteButton.click();
  await expect(page).toHaveURL(/\/contact#demande-de-devis$/);
  const f = form(page);
  await expect(f.getByLabel(/^Produit/)).toHaveValue('pergola-toile');
  await expect(f.getByLabel(/^Largeur/)).toHaveValue('5');
  await expect(f.getByLabel(/^Profondeur/)).toHaveValue('3,5');
  const shownRange = new RegExp(`${spaced(min!)} – ${spaced(max!)}\\sCHF \\(pergola en aluminium, 5 × 3,5\\sm\\)`);
  await expect(page.getByTestId('carried-estimate')).toContainText(shownRange);

  // Half-way, a reload: what was typed is back, and the file field says it must be added again.
  await f.getByLabel(/^Nom/).fill('Contexte');
  await f.getByLabel(/^Prénom/).fill('Léa');
  await f.getByLabel(/^Message/).fill(`Bonjour ${marker}`);
  await f.getByLabel(/^Code postal/).fill('1225');
  await expect(page.getByTestId('draft-file-notice')).toHaveCount(0);
  await page.reload();
  await expect(f.getByLabel(/^Nom/)).toHaveValue('Contexte');
  await expect(f.getByLabel(/^Prénom/)).toHaveValue('Léa');
  await expect(f.getByLabel(/^Message/)).toHaveValue(`Bonjour ${marker}`);
  await expect(f.getByLabel(/^Code postal/)).toHaveValue('1225');
  await expect(f.getByLabel(/^Produit/)).toHaveValue('pergola-toile');
  await expect(page.getByTestId('draft-file-notice')).toHaveText(
    'Votre saisie a été restaurée ; la pièce jointe, elle, doit être ajoutée à nouveau.',
  );

  await f.getByLabel(/^E-mail/).fill('lea.contexte@example.ch');
  await f.getByLabel(/^Téléphone/).fill('+41 79 111 22 33');
  await f.getByLabel(/^Localité/).fill('Chêne-Bourg');
  await f.getByRole('button', { name: 'Envoyer ma demande' }).click();

  // The toast stays at the top; the confirmation's heading and reference are never under it.
  const toast = page.getByTestId('contact-toast').filter({ hasText: 'Message envoyé!' });
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('contact-reference')).toBeVisible();
  const boxes = () =>
    page.evaluate(() => {
      const of = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().toJSON() as Box;
      return {
        toast: of('[data-testid="contact-toast"]'),
        heading: of('[data-testid="contact-confirmation"] h3'),
        reference: of('[data-testid="contact-reference"]'),
        screen: window.innerHeight,
      };
    });
  // Sampled through the toast's life (5 s), from its arrival to its exit.
  let samples = 0;
  for (let seen = await boxes(); seen.toast; seen = await boxes(), samples += 1) {
    for (const [name, target] of [
      ['titre', seen.heading],
      ['référence', seen.reference],
    ] as const) {
      expect(overlap(seen.toast, target), `${name} sous la notification`).toBe(false);
      expect(target.y + target.height, `${name} dans l’écran`).toBeLessThanOrEqual(seen.screen);
    }
    await page.waitForTimeout(250);
  }
  // The loop did look at the toast, over a second at least (fewer samples on a loaded machine, never none).
  expect(samples).toBeGreaterThanOrEqual(4);

  // The company's e-mail names the product and the estimate; the lead keeps the advert it came from.
  const id = leadId(marker);
  const shown = backOffice('show', String(id));
  expect(shown).toMatch(/Produit\s+Pergola Toile Rétractable \(pergola-toile\)/);
  expect(shown).toMatch(/google \/ cpc \/ pergola-toile/);
  const mail = await companyMail(id);
  const block = mail.slice(mail.indexOf('PROJET'), mail.indexOf('Nom : '));
  expect(block).toContain('Produit : Pergola Toile Rétractable (pergola-toile)');
  expect(block).toMatch(/Dimensions : 5 × 3,5\sm/);
  expect(block).toMatch(shownRange);

  // Sent: a reload shows an empty form, without the estimate.
  await page.reload();
  await expect(f.getByLabel(/^Nom/)).toHaveValue('');
  await expect(f.getByLabel(/^Message/)).toHaveValue('');
  await expect(f.getByLabel(/^Produit/)).toHaveValue('');
  await expect(page.getByTestId('carried-estimate')).toHaveCount(0);
  await expect(page.getByTestId('draft-file-notice')).toHaveCount(0);
});

test('a detour through the form’s « Réserver une visite » and back keeps what was typed @any-viewport', async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto('/contact');
  const f = form(page);
  await f.getByLabel(/^Nom/).fill('Détour');
  await f.getByLabel(/^Message/).fill('Je reviens tout de suite');
  await page.locator('#demande-de-devis').getByTestId('booking-offer').getByRole('link').click();
  await expect(page).toHaveURL(/\/rendez-vous/);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(f.getByLabel(/^Nom/)).toHaveValue('Détour');
  await expect(f.getByLabel(/^Message/)).toHaveValue('Je reviens tout de suite');
});
