import { expect, test, type Page } from './hydration';
import { getArticles } from '../lib/content';
import { expectNoAxeViolations } from './helpers';

/** Newest first, as the blog lists them (lib/site-model.ts). */
const articles = getArticles();

async function openSearch(page: Page, query?: string) {
  const response = await page.goto(query === undefined ? '/rechercher' : `/rechercher?q=${encodeURIComponent(query)}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-testid="site-search"][data-hydrated="true"]')).toBeVisible();
}

const field = (page: Page) => page.getByRole('main').getByPlaceholder('Rechercher...');

test.describe('site search /rechercher', () => {
  test('is not indexed and has its own labelled field @any-viewport', async ({ page }) => {
    await openSearch(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechercher sur le site');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Rechercher sur le site' })).toBeVisible();
    // Without a query: frequent searches and the main sections.
    await expect(page.getByTestId('search-start')).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Pergolas/ })
        .first(),
    ).toHaveAttribute('href', '/pergolas');
  });

  test('?q=pergola lists product and article results, highlighted, with a count @any-viewport', async ({
    page,
    request,
  }) => {
    await openSearch(page, 'pergola');
    await expect(field(page)).toHaveValue('pergola');
    const results = page.getByTestId('search-result');
    await expect(results.first()).toBeVisible();
    await expect(page.getByTestId('search-results').locator('[data-type="product"]').first()).toBeVisible();
    await expect(page.getByTestId('search-results').locator('[data-type="article"]').first()).toBeVisible();
    await expect(page.getByTestId('search-count')).toHaveText(/^\d+\sr[ée]sultats? pour «\s?pergola\s?»$/);
    const marks = await page.getByTestId('search-results').locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((m) => m.toLowerCase() === 'pergola')).toBe(true);
    // The product and category links are built from content keys; the article links resolve.
    const hrefs = await results.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.some((h) => /^\/products\/[a-z-]+$/.test(h ?? ''))).toBe(true);
    for (const href of new Set(hrefs.filter((h) => h?.startsWith('/conseils/')))) {
      expect((await request.get(href!)).status()).toBe(200);
    }
  });

  test('is accent-insensitive: "energie" finds "Énergie" @any-viewport', async ({ page }) => {
    await openSearch(page, 'energie');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await expect(page.getByTestId('search-results')).toContainText(/Énergie|énergie/);
    const marks = await page.getByTestId('search-results').locator('mark').allTextContents();
    expect(marks.some((m) => m === 'Énergie' || m === 'énergie')).toBe(true);
    // The blog filter applies the same rule (e2e/blog.spec.ts): the articles titled with « énergie » are found.
    const hrefs = await page
      .getByTestId('search-result')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const article of articles.filter((a) => a.title.includes('énergie'))) {
      expect(hrefs).toContain(`/conseils/${article.slug}`);
    }
  });

  test('requires every word: a known word with an unknown one gives the empty state @any-viewport', async ({
    page,
  }) => {
    await openSearch(page, 'pergola zzqxw');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('heading', { level: 2 })).toHaveText('Aucun résultat pour « pergola zzqxw »');
    for (const href of ['/pergolas', '/carports', '/vitrage', '/energie-solaire', '/conseils', '/contact']) {
      await expect(empty.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test('typing searches at once and keeps the URL in step', async ({ page }) => {
    await openSearch(page);
    await field(page).fill('borne recharge');
    await expect(page).toHaveURL(/\/rechercher\?q=borne\+recharge$/);
    await expect(page.getByTestId('search-result').first()).toContainText(/borne/i);
    const title = articles.find((a) => a.slug === 'installer-borne-recharge-domicile')!.title;
    await expect(page.getByTestId('search-results').getByRole('link', { name: title })).toBeVisible();
    await field(page).fill('');
    await expect(page).toHaveURL(/\/rechercher$/);
    await expect(page.getByTestId('search-start')).toBeVisible();
  });

  test('a frequent search link fills the field and shows its results @any-viewport', async ({ page }) => {
    await openSearch(page);
    await page.getByTestId('search-start').getByRole('link', { name: 'pompe à chaleur', exact: true }).click();
    await expect(page).toHaveURL(/\/rechercher\?q=pompe/);
    await expect(field(page)).toHaveValue('pompe à chaleur');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
  });

  test('the header search on this page replaces the query @desktop-only', async ({ page }) => {
    await openSearch(page, 'pergola');
    await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    const header = page.getByRole('banner').getByPlaceholder('Rechercher...');
    await header.fill('carport');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/rechercher\?q=carport$/);
    await expect(field(page)).toHaveValue('carport');
    await expect(page.getByTestId('search-count')).toContainText('carport');
  });

  test('has no accessibility violations, with and without results', async ({ page }) => {
    await openSearch(page);
    await expectNoAxeViolations(page);
    await openSearch(page, 'pergola');
    await expectNoAxeViolations(page);
    await openSearch(page, 'zzqxw');
    await expectNoAxeViolations(page);
  });
});
