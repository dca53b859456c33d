import { expect, test } from './hydration';
import { guideMaterial } from '../content/collections';
import { pricing } from '../content/pricing';
import { site } from '../content/site';
import { categoryKeys, getCategoryPage, getCategoryPages, getProductGallery, getProducts } from '../lib/content';
import { expectNoAxeViolations, expectReachable, jsonLdOf } from './helpers';

const productList = getProducts();

test.describe('product pages', () => {
  for (const product of productList) {
    test(`/products/${product.key} renders its sections in order @any-viewport`, async ({ page }) => {
      const response = await page.goto(`/products/${product.key}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.heroBanner.title);
      await expect(page.getByTestId('hero-accordions').locator('summary')).toHaveCount(3);
      await expect(page.getByTestId('faq-list').locator('summary')).toHaveCount(10);
      // Its own gallery: projects and illustrations of this product or its family, not one list for all.
      const galleryAlts = await page
        .getByTestId('gallery')
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
      expect(galleryAlts).toEqual(getProductGallery(product.key).map((image) => image.alt));
      expect(galleryAlts).toHaveLength(8);
      await expect(page.getByRole('link', { name: 'Voir Nos Projets' })).toHaveAttribute('href', '/realisations');
      await expect(page.getByTestId('review-card')).toHaveCount(product.reviews.length);

      const order = await page
        .locator('main [data-section], main section[aria-label]')
        .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-section') ?? 'paragraphs'));
      const expected = ['hero', 'paragraphs', 'gallery', ...(product.reviews.length ? ['reviews'] : []), 'services'];
      expect(order.filter((s) => expected.includes(s))).toEqual(expected);
      const faqTop = await page.locator('#faq-title').evaluate((el) => el.getBoundingClientRect().top);
      const galleryTop = await page.locator('#gallery-title').evaluate((el) => el.getBoundingClientRect().top);
      const bannerTop = await page.locator('#banner-title').evaluate((el) => el.getBoundingClientRect().top);
      const qualityTop = await page.locator('#quality-title').evaluate((el) => el.getBoundingClientRect().top);
      expect(faqTop).toBeLessThan(galleryTop);
      expect(galleryTop).toBeLessThan(bannerTop);
      expect(bannerTop).toBeLessThan(qualityTop);
      await expect(page.locator('#banner-title')).toHaveText('Obtenez Votre Devis Gratuitement Aujourd’hui\u202f!');

      const data = await jsonLdOf(page);
      const material = guideMaterial(product.key);
      if (material) {
        // Priced by the guide: a Product whose offer carries the low bound per m² (content/pricing.ts).
        expect(data.find((d) => d['@type'] === 'Product')).toMatchObject({
          name: product.heroBanner.title,
          offers: {
            priceCurrency: 'CHF',
            availability: 'https://schema.org/InStock',
            priceSpecification: { price: pricing.materials[material].perM2.min, priceCurrency: 'CHF', unitCode: 'MTK' },
          },
        });
        await expect(page.getByTestId('estimator')).toHaveCount(1);
      } else {
        // Priced on quote: a Service, not a Product without a price.
        expect(data.find((d) => d['@type'] === 'Product')).toBeUndefined();
        expect(data.find((d) => d['@type'] === 'Service')).toMatchObject({ name: product.heroBanner.title });
        await expect(page.getByTestId('estimator')).toHaveCount(0);
      }
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
        'Accueil',
        getCategoryPage(product.category).name,
        product.heroBanner.title,
      ]);
    });
  }

  test('hero accordions start closed, toggle independently and animate 300 ms open, 200 ms closed', async ({
    page,
  }) => {
    await page.goto('/products/pergolas-bioclimatique');
    // Native <details>: the expanded state is the element's `open`, exposed by the browser to assistive technology.
    const items = page.getByTestId('hero-accordions').locator('details');
    const summaries = items.locator('summary');
    const states = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
    const duration = (index: number) =>
      items.nth(index).evaluate((d) => getComputedStyle(d, '::details-content').transitionDuration.split(',')[0]);
    expect(await states()).toEqual([false, false, false]);
    expect(await duration(0)).toBe('0.2s');
    await summaries.nth(0).click();
    await summaries.nth(1).click();
    await expect.poll(states).toEqual([true, true, false]);
    expect(await duration(0)).toBe('0.3s');
    await expect(summaries.nth(0)).toHaveCSS('color', 'rgb(154, 84, 36)');
    await summaries.nth(0).click();
    await expect.poll(states).toEqual([false, true, false]);
  });

  test('a product page’s FAQ answers open one by one, its gallery opens in the lightbox and closes back @journey', async ({
    page,
  }) => {
    await page.goto('/products/pergolas-bioclimatique');
    const items = page.getByTestId('faq-list').locator('details');
    const states = () => items.evaluateAll((all) => all.slice(0, 2).map((d) => (d as HTMLDetailsElement).open));
    await items.nth(0).locator('summary').click();
    await items.nth(1).locator('summary').click();
    await expect.poll(states).toEqual([true, true]);
    await expectReachable(items.nth(1).locator('p').first());
    await items.nth(0).locator('summary').click();
    await expect.poll(states).toEqual([false, true]);

    const tiles = page.getByTestId('gallery').getByRole('button');
    const tile = tiles.first();
    await tile.click();
    const title = page.getByTestId('lightbox-title');
    await expect(title).toHaveText(((await tile.getAttribute('aria-label')) ?? '').replace(/^Agrandir\u00a0: /, ''));
    const first = await title.textContent();
    await page.getByRole('button', { name: 'Image suivante' }).click();
    await expect(title).not.toHaveText(first ?? '');
    const close = page.getByRole('button', { name: 'Fermer', exact: true });
    await expectReachable(close);
    await close.click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // Back to the tile of the image last shown.
    await expect(tiles.nth(1)).toBeFocused();
  });

  test('share falls back to the clipboard with a toast @any-viewport', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/products/carports-v');
    await page.getByRole('button', { name: 'Partager' }).click();
    await expect(page.getByText('Lien copié dans le presse-papiers\u00a0!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/products\/carports-v$/);
  });

  test('the colour chart opens as a download in a new tab; other heroes have no CTA @any-viewport', async ({
    page,
  }) => {
    await page.goto('/products/stores-coffre-de-pergolas');
    const pdf = page.getByRole('link', { name: /Télécharger notre PDF/ });
    await expect(pdf).toHaveAttribute('href', site.colourChartPdf);
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(pdf).toHaveAttribute('rel', /noopener/);
    await expect(pdf).toHaveAttribute('download', '');
    await page.goto('/products/rolling-roof');
    // No spec CTA: the hero's only links are the quote's, the estimator's and the visit's.
    await expect(
      page
        .locator('[data-section="hero"] a')
        .filter({ hasNotText: /^(Devis gratuit|Estimer mon budget|Réserver une visite)$/ }),
    ).toHaveCount(0);
    await expect(page.locator('[data-section="hero"]').getByRole('link', { name: 'Devis gratuit' })).toHaveCount(1);
  });

  test('unknown product keys are real 404s @any-viewport', async ({ page }) => {
    for (const path of ['/products/inconnu', '/products/', '/products/rolling-roof/plus']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test.describe('category and overview pages', () => {
  for (const page of getCategoryPages()) {
    test(`/${page.key} has its blocks, FAQ and service data @any-viewport`, async ({ page: browser }) => {
      await browser.goto(`/${page.key}`);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.hero.title);
      await expect(browser.getByTestId('faq-list').locator('summary')).toHaveCount(page.faq.length);
      await expect(browser.getByTestId('service-tiles').getByRole('link')).toHaveCount(4);
      await expect(browser.locator('#banner-title')).toHaveCount(page.showBanner ? 1 : 0);
      await expect(browser.getByTestId('before-after')).toHaveCount(page.beforeAfter ? 1 : 0);
      const blockLinks = browser.getByRole('region', { name: `Nos solutions ${page.name}` }).getByRole('link');
      expect(await blockLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(
        page.blocks.map((b) => b.ctaLink),
      );
      const service = (await jsonLdOf(browser)).find((d) => d['@type'] === 'Service');
      expect(service).toMatchObject({ areaServed: { name: 'Switzerland' } });
      expect((service?.offers as unknown[] | undefined)?.length ?? 0).toBe(page.service.offers.length);
    });
  }

  test('/solutions links its three blocks to the category pages @any-viewport', async ({ page }) => {
    await page.goto('/solutions');
    const links = page.getByRole('region', { name: 'Nos solutions' }).getByRole('link');
    expect(await links.evaluateAll((l) => l.map((a) => a.getAttribute('href')))).toEqual([
      '/pergolas',
      '/carports',
      '/vitrage',
    ]);
    await expect(page.locator('#hero-title ~ div a')).toHaveAttribute('href', '/contact');
  });

  test('/realisations shows 14 projects and an accessible lightbox', async ({ page }) => {
    await page.goto('/realisations');
    await expect(page.getByTestId('gallery').locator('img')).toHaveCount(14);
    await expect(page.getByRole('heading', { name: 'Contactez Notre Équipe' })).toBeVisible();
    const tiles = page.getByTestId('gallery').getByRole('button');
    await tiles.nth(2).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const first = await page.getByTestId('lightbox-title').textContent();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('lightbox-title')).not.toHaveText(first ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tiles.nth(3)).toBeFocused();
    const collection = (await jsonLdOf(page)).find((d) => d['@type'] === 'CollectionPage');
    expect(collection).toBeDefined();
  });
});

test.describe('redirects and links', () => {
  const cases: [string, string][] = [
    ['/produits/rolling-roof', '/products/rolling-roof'],
    ['/product', '/solutions'],
    ['/services/pergolas', '/pergolas'],
    ['/services/energie-solaire', '/energie-solaire'],
  ];
  for (const [from, to] of cases) {
    test(`${from} redirects permanently to ${to} @any-viewport`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
    });
  }

  test('a crawl from / finds no broken internal link @desktop-only', async ({ request }) => {
    test.setTimeout(120_000);
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const broken: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await request.get(path);
      if (response.status() !== 200) {
        broken.push(`${path} → ${response.status()}`);
        continue;
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      const html = await response.text();
      for (const match of html.matchAll(/href="(\/[^"#?]*)/g)) {
        const target = match[1]!;
        if (target.startsWith('/_next/') || seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(30);
  });
});

test.describe('accessibility of the catalogue', () => {
  // axe walks every node of a long page: 20–35 s on a loaded 2-core machine, over the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  const paths = [
    '/solutions',
    '/realisations',
    ...categoryKeys.map((k) => `/${k}`),
    ...productList.map((p) => `/products/${p.key}`),
  ];
  // The product pages share one template: every one on the phone, two (with and without the estimator) on the
  // laptop, whose layout of that template they cover.
  const laptopProducts = new Set(
    [productList.find((p) => guideMaterial(p.key)), productList.find((p) => !guideMaterial(p.key))].map(
      (p) => `/products/${p?.key}`,
    ),
  );
  for (const path of paths) {
    const tag = path.startsWith('/products/') && !laptopProducts.has(path) ? ' @phone-only' : '';
    test(`${path} has no axe violations${tag}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
