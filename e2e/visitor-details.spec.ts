import { expect, test } from './hydration';
import { getProducts } from '../lib/content';

/**
 * Details a visitor notices: partner logos present and legible on phones, review controls only
 * where some reviews are out of view, the blog chips on one line each, the header steady when the search opens.
 */

test('every logo of the strip is loaded with the page, before it scrolls into view', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  const images = page.getByTestId('logo-track').locator('img');
  await expect(images).toHaveCount(56);
  const loaded = await images.evaluateAll(
    (all) =>
      all.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length,
  );
  expect(loaded).toBe(56);
});

test('partner logos are at least 150 px wide on a phone @phone-only', async ({ page }) => {
  await page.goto('/');
  const logos = page.getByRole('list', { name: 'Nos partenaires' }).locator('img');
  await expect(logos).toHaveCount(3);
  // Where a visitor sees them: the section is laid out only once it nears the screen (app/globals.css).
  await logos.first().scrollIntoViewIfNeeded();
  for (const width of await logos.evaluateAll((all) => all.map((img) => img.getBoundingClientRect().width))) {
    expect(width).toBeGreaterThanOrEqual(150);
  }
});

const fewReviews = getProducts().find((product) => product.reviews.length >= 2 && product.reviews.length <= 4);

test('review arrows show only where some reviews are out of view', async ({ page }, testInfo) => {
  expect(fewReviews, 'a product with 2 to 4 reviews').toBeDefined();
  await page.goto(`/products/${fewReviews!.key}`);
  await expect(page.getByTestId('review-card')).toHaveCount(fewReviews!.reviews.length);
  const next = page.getByRole('button', { name: 'Avis suivants' });
  const progress = page.getByRole('progressbar', { name: 'Progression des avis' });
  if (testInfo.project.name === 'desktop') {
    // Four cards fit at 1440 px: no disabled arrows nor full bar that read as broken controls.
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await expect(next).toBeHidden();
    await expect(page.getByRole('button', { name: 'Avis précédents' })).toBeHidden();
    await expect(progress).toBeHidden();
  } else {
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeEnabled();
    await expect(progress).toBeVisible();
  }
});

test('each blog chip stays on one line @phone-only', async ({ page }) => {
  await page.goto('/conseils');
  // Measured once the list is hydrated: while React takes over the chips, a range over one of them can have no box.
  await expect(page.locator('[data-testid="blog-explorer"][data-hydrated="true"]')).toBeVisible();
  const chips = page.getByRole('group', { name: /catégorie/i }).getByRole('button');
  await expect(chips).toHaveCount(4);
  for (const chip of await chips.all()) {
    const lines = await chip.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, (await chip.textContent()) ?? '').toBe(1);
  }
  const tops = await chips.evaluateAll((all) => all.map((chip) => Math.round(chip.getBoundingClientRect().top)));
  // "Pergola" does not sit alone on its own line.
  expect(tops.filter((top) => top === tops[tops.length - 1]).length).toBeGreaterThan(1);
});

for (const width of [1024, 1100, 1180, 1280]) {
  test(`the header keeps its height and one-line labels when the search opens at ${width} px @desktop-only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const navLinks = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link');
    const measure = async () => ({
      header: await header.evaluate((element) => element.getBoundingClientRect().height),
      links: await navLinks.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height)),
    });
    const closed = await measure();
    expect(Math.max(...closed.links)).toBeLessThanOrEqual(44);
    await page.getByRole('button', { name: 'Ouvrir la recherche' }).click();
    await expect(page.getByPlaceholder('Rechercher...')).toBeFocused();
    await page.waitForTimeout(350); // the field's 300 ms opening transition
    expect(await measure()).toEqual(closed);
  });
}
