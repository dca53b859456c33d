import { expect, test } from './hydration';
import { expectNoAxeViolations } from './helpers';
import { signIn, staffAdd, uniqueEmail } from './staff';

/**
 * The conversion dashboard (/equipe/conversions): its charts are SVG in the server's HTML (no
 * charting script), each with its data table, readable on a phone and on a wide screen.
 */

const CHARTS = ['semaines', 'entonnoir', 'produits', 'pages', 'delais', 'clics'];

let visitor = 0;
/** A client address of this spec's own (the sign-in limit counts per address; other specs use other ranges). */
const address = () => `203.0.113.${(process.pid * 3 + (visitor += 1)) % 250}`;

for (const width of [390, 1440]) {
  test(`the conversion charts are drawn on the server, fit ${width} px and pass axe @any-viewport`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
    const email = uniqueEmail(`conversions${width}`);
    staffAdd(email);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/equipe$/);
    await page.getByRole('link', { name: 'Voir les conversions' }).click();
    await expect(page).toHaveURL(/\/equipe\/conversions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversions');

    // The server's own HTML, with the session cookie of the page's context: the drawings are in it.
    const served = await page.request.get('/equipe/conversions');
    expect(served.status()).toBe(200);
    const html = await served.text();
    // Each chart at both sizes (the RSC payload may carry them again, escaped).
    expect(html.match(/<svg role="img" aria-label="/g)?.length).toBeGreaterThanOrEqual(CHARTS.length * 2);
    // No charting script is sent.
    expect(html).not.toMatch(/<script[^>]+src="[^"]*(echarts|zrender)/i);

    for (const id of CHARTS) {
      const chart = page.locator(`[data-chart="${id}"]`);
      // One of its two drawings shows at this width, with an accessible name.
      await expect(chart.getByRole('img')).toHaveCount(1);
      const box = await chart.getByRole('img').boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(width);
      await chart.getByText('Voir les données').click();
      await expect(chart.getByRole('table')).toBeVisible();
    }
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // The filters are a plain GET form.
    await page.getByLabel('Du', { exact: true }).fill('2026-01-05');
    await page.getByLabel('Au', { exact: true }).fill('2026-03-29');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/du=2026-01-05&au=2026-03-29/);
    await expect(page.getByTestId('conversions-range')).toContainText('5 janvier 2026');
  });
}
