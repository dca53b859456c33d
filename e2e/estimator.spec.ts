import { expect, test, type Page } from './hydration';
import { pricedProducts } from '../content/collections';
import { pricing } from '../content/pricing';
import { expectNoAxeViolations, expectReachable } from './helpers';
import { fillField } from './typing';

/**
 * The budget estimator: on /estimation, on the price article and on the products the price guide
 * covers; loaded only near the viewport; the price table and the quote link without JavaScript.
 */

const nbsp = '\u00a0';

/** Opens /estimation, waits for the estimator to answer, types a terrace's size and waits for its estimate. */
async function showEstimate(page: Page, width: string, depth: string) {
  await page.goto('/estimation');
  const estimator = page.getByTestId('estimator');
  await expect(estimator).toHaveAttribute('data-ready', 'true');
  await fillField(estimator.getByLabel(/Largeur/), width);
  await fillField(estimator.getByLabel(/Profondeur/), depth);
  await expect(page.getByTestId('estimate-total')).toBeVisible();
}

test.describe('budget estimator', () => {
  test('estimates a 4 × 3 m bioclimatic pergola and carries it to the quote form @journey', async ({ page }) => {
    await page.goto('/estimation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estimez le budget de votre pergola');
    const estimator = page.getByTestId('estimator');
    await expect(estimator).toHaveAttribute('data-ready', 'true');

    await estimator.getByRole('radio', { name: 'Bioclimatique' }).check();
    await estimator.getByLabel(/Largeur/).pressSequentially('4');
    await estimator.getByLabel(/Profondeur/).pressSequentially('3');

    await expect(page.getByTestId('estimate-total')).toHaveText(`10\u202f550 à 23\u202f450${nbsp}CHF`);
    const rows = page.getByTestId('estimate-breakdown').getByRole('row');
    await expect(rows).toHaveText([
      /^Structure bioclimatique.*9600 à 18\s000\sCHF$/,
      /^Pose.*800 à 4800\sCHF$/,
      /^Autorisation de construire.*100 à 500\sCHF$/,
      /^Livraison.*50 à 150\sCHF$/,
    ]);
    await expect(estimator).toContainText('Une estimation indicative, pas un devis.');

    const link = estimator.getByRole('link', { name: 'Recevoir un devis précis' });
    await expectReachable(link);
    const href = new URL((await link.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe('/contact');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      produit: 'pergolas-bioclimatique',
      largeur: '4',
      profondeur: '3',
      materiau: 'bioclimatique',
      estimationMin: '10550',
      estimationMax: '23450',
    });
    await link.click();
    await expect(page).toHaveURL(
      /\/contact\?produit=pergolas-bioclimatique&largeur=4&profondeur=3&materiau=bioclimatique&estimationMin=10550&estimationMax=23450#demande-de-devis$/,
    );
  });

  test('refuses an absurd size with a French message next to the field @any-viewport', async ({ page }) => {
    await page.goto('/estimation');
    const estimator = page.getByTestId('estimator');
    await fillField(estimator.getByLabel(/Largeur/), '0');
    await expect(estimator.getByText('La largeur doit être supérieure à zéro.')).toBeVisible();
    await fillField(estimator.getByLabel(/Largeur/), '25,5');
    await expect(estimator.getByText(/Une largeur de plus de 20\sm dépasse l’estimation en ligne/)).toBeVisible();
    await expect(estimator.getByLabel(/Largeur/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('estimate-total')).toHaveCount(0);
  });

  for (const path of [
    `/conseils/${pricing.guideArticle}`,
    ...Object.keys(pricedProducts).map((key) => `/products/${key}`),
  ]) {
    test(`is on ${path}, loaded only near the viewport`, async ({ page }) => {
      await page.goto(path);
      // Hydrated (the loader's effect has run) well before this; the estimator is far below the first screen.
      await page.waitForTimeout(1000);
      const estimator = page.getByTestId('estimator');
      await expect(estimator).not.toHaveAttribute('data-ready');
      await estimator.scrollIntoViewIfNeeded();
      await expect(estimator).toHaveAttribute('data-ready', 'true');
      await expect(estimator.getByRole('radio', { checked: true })).toHaveCount(1);
    });
  }

  test('/estimation is accessible with an estimate on screen', async ({ page }) => {
    await showEstimate(page, '4,5', '3');
    await expectNoAxeViolations(page);
  });

  test('fits a 320 px screen with an estimate on it (no sideways scrolling)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await showEstimate(page, '12,5', '4,75');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('is listed in the footer @any-viewport', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Estimer mon budget' }).click();
    await expect(page).toHaveURL(/\/estimation$/);
  });
});

test.describe('budget estimator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the price table and the link to the quote form @any-viewport', async ({ page }) => {
    await page.goto('/estimation');
    const table = page.getByTestId('price-table').getByRole('table', { name: 'Grille de prix indicative' });
    for (const material of Object.values(pricing.materials)) {
      await expect(table.getByRole('row', { name: new RegExp(material.structure) })).toContainText(
        `${material.perM2.min} à ${material.perM2.max}`,
      );
    }
    await expect(table.getByRole('row', { name: /Autorisation de construire/ })).toContainText('100 à 500');
    const link = page.getByTestId('estimator').getByRole('link', { name: 'Recevoir un devis précis' });
    await expect(link).toHaveAttribute(
      'href',
      '/contact?produit=pergolas-bioclimatique&materiau=bioclimatique#demande-de-devis',
    );
    await expect(page.getByTestId('estimator')).toContainText('Une estimation indicative, pas un devis.');
    await expect(page.getByRole('radio')).toHaveCount(0);
  });
});
