import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Locator, type Page } from './hydration';
import { pricedProducts } from '../content/collections';
import { expectNoAxeViolations, readSitemap } from './helpers';

/**
 * Crawler surface: sitemap.xml, robots.txt, per-page metadata and JSON-LD on every URL of
 * the sitemap, Open Graph images, the 404 page, the legal pages, HTTP headers, html-validate and the JSON-LD
 * fixture (scripts/check-json-ld.mjs).
 * Layout-independent checks are tagged @desktop-only so they run once.
 */

const categoryPaths = ['/pergolas', '/carports', '/vitrage', '/energie-solaire'];

type JsonLdNode = Record<string, unknown>;

const typesOf = (node: JsonLdNode): string[] => {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type ? [String(type)] : [];
};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const field = (node: unknown, key: string): unknown =>
  node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;

/** The properties Google's rich results need, per type. Returns the missing ones, empty when the node is complete. */
function missingJsonLdProperties(node: JsonLdNode): string[] {
  const missing: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) missing.push(what);
  };
  for (const type of typesOf(node)) {
    switch (type) {
      case 'Organization':
        for (const key of ['name', 'url', 'logo']) need(isFilled(node[key]), `Organization.${key}`);
        break;
      case 'LocalBusiness':
      case 'HomeAndConstructionBusiness': {
        need(isFilled(node.name), `${type}.name`);
        need(isFilled(node.telephone), `${type}.telephone`);
        const address = asArray(node.address)[0];
        for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry']) {
          need(isFilled(field(address, key)), `${type}.address.${key}`);
        }
        break;
      }
      case 'Product': {
        need(isFilled(node.name), 'Product.name');
        need(isFilled(node.image), 'Product.image');
        const offers = asArray(node.offers);
        need(offers.length > 0, 'Product.offers');
        for (const offer of offers) {
          need(isFilled(field(offer, 'priceCurrency')), 'Product.offers.priceCurrency');
          need(isFilled(field(offer, 'availability')), 'Product.offers.availability');
          // A price, or the price guide's unit price per m² (content/pricing.ts).
          need(
            isFilled(field(offer, 'price')) || isFilled(field(field(offer, 'priceSpecification'), 'price')),
            'Product.offers.price',
          );
        }
        break;
      }
      case 'Article':
      case 'BlogPosting':
      case 'NewsArticle': {
        for (const key of ['headline', 'image', 'datePublished']) need(isFilled(node[key]), `${type}.${key}`);
        need(!Number.isNaN(Date.parse(String(node.datePublished))), `${type}.datePublished (ISO 8601)`);
        const authors = asArray(node.author);
        need(authors.length > 0 && authors.every((author) => isFilled(field(author, 'name'))), `${type}.author.name`);
        break;
      }
      case 'BreadcrumbList': {
        const items = asArray(node.itemListElement);
        need(items.length > 0, 'BreadcrumbList.itemListElement');
        items.forEach((item, index) => {
          need(field(item, 'position') === index + 1, `BreadcrumbList.itemListElement[${index}].position`);
          need(isFilled(field(item, 'name')), `BreadcrumbList.itemListElement[${index}].name`);
          // Google allows the last crumb without `item`; every other one needs it.
          if (index < items.length - 1)
            need(isFilled(field(item, 'item')), `BreadcrumbList.itemListElement[${index}].item`);
        });
        break;
      }
      case 'Service':
        need(isFilled(node.name), 'Service.name');
        need(isFilled(node.provider) || isFilled(node.areaServed), 'Service.provider or Service.areaServed');
        break;
      case 'CollectionPage':
      case 'ContactPage':
        need(isFilled(node.name), `${type}.name`);
        need(isFilled(node.url), `${type}.url`);
        break;
    }
  }
  return missing;
}

/** JSON-LD types each kind of page must publish (spec "Page metadata"). */
function expectedTypes(pathname: string): string[] {
  if (pathname === '/') return ['Organization'];
  // The products the price guide covers are Products with a unit price; the others, priced on quote, Services.
  if (pathname.startsWith('/products/'))
    return pathname.slice('/products/'.length) in pricedProducts ? ['Product'] : ['Service'];
  if (pathname.startsWith('/conseils/')) return ['Article'];
  if (categoryPaths.includes(pathname)) return ['Service'];
  if (pathname === '/conseils' || pathname === '/realisations') return ['CollectionPage'];
  if (pathname === '/contact') return ['ContactPage'];
  return [];
}

const metaContent = async (page: Page, selector: string) =>
  (
    await page
      .locator(selector)
      .first()
      .getAttribute('content')
      .catch(() => null)
  )?.trim() ?? '';

/** Reads width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (body.length < 24 || !body.subarray(0, 8).equals(signature) || body.toString('ascii', 12, 16) !== 'IHDR')
    return null;
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test.describe('sitemap.xml and robots.txt @desktop-only', () => {
  test('the sitemap lists absolute, unique, dated URLs of the site and no excluded route', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const urls = await readSitemap(request);
    expect(urls.length).toBeGreaterThanOrEqual(30);
    const origins = new Set(urls.map((url) => new URL(url.loc).origin));
    expect(origins.size).toBe(1);
    expect([...origins][0]).toMatch(/^https:\/\//);
    const paths = urls.map((url) => url.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const expected of [
      '/',
      '/solutions',
      '/realisations',
      '/contact',
      '/conseils',
      '/estimation',
      ...categoryPaths,
      '/mentions-legales',
      '/politique-confidentialite',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(paths.filter((p) => p.startsWith('/products/'))).toHaveLength(12);
    expect(paths.filter((p) => p.startsWith('/conseils/'))).toHaveLength(7);
    for (const excluded of ['/rechercher', '/blog', '/product']) expect(paths).not.toContain(excluded);
    expect(
      paths.some(
        (p) =>
          p.startsWith('/api') ||
          p.startsWith('/equipe') ||
          p.startsWith('/produits/') ||
          p.includes('opengraph-image'),
      ),
    ).toBe(false);
    for (const url of urls) expect(url.lastmod, url.path).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  test('robots.txt allows crawling but the API and the back-office, and announces the sitemap and host', async ({
    request,
  }) => {
    const origin = new URL((await readSitemap(request))[0]?.loc ?? '').origin;
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const body = await response.text();
    expect(body).toMatch(/^User-Agent: \*$/m);
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toMatch(/^Disallow: \/equipe$/m);
    expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(body).toContain(`Host: ${origin}`);
    expect(body).not.toMatch(/^Disallow: \/$/m);
  });
});

test.describe('every page of the sitemap @desktop-only', () => {
  test('answers 200 with unique title and description, canonical, Open Graph, Twitter card and valid JSON-LD', async ({
    page,
    request,
  }) => {
    const urls = await readSitemap(request);
    test.setTimeout(30_000 + urls.length * 3_000);
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();

    for (const { loc, path: pathname } of urls) {
      const report = (message: string) => problems.push(`${pathname}: ${message}`);
      // The server's HTML as a crawler gets it (no redirect followed), parsed by the browser's DOMParser.
      const response = await request.get(pathname, { maxRedirects: 0 });
      if (response.status() !== 200) {
        report(`status ${response.status()}${response.headers().location ? ` to ${response.headers().location}` : ''}`);
        continue;
      }
      const head = await page.evaluate(
        (html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
          return {
            title: doc.title.trim(),
            description: meta('meta[name="description"]'),
            canonicals: [...doc.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
            og: {
              title: meta('meta[property="og:title"]'),
              description: meta('meta[property="og:description"]'),
              image: meta('meta[property="og:image"]'),
              locale: meta('meta[property="og:locale"]'),
              url: meta('meta[property="og:url"]'),
            },
            twitterCard: meta('meta[name="twitter:card"]'),
            jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
              (script) => script.textContent ?? '',
            ),
          };
        },
        await response.text(),
      );

      const { title, description, canonicals, og, twitterCard } = head;
      if (!/ \| Lumina Terrasses$/.test(title)) report(`title « ${title} » is not « … | Lumina Terrasses »`);
      if (titles.has(title)) report(`title « ${title} » also used by ${titles.get(title)}`);
      titles.set(title, pathname);

      if (!description) report('no meta description');
      else if (descriptions.has(description)) report(`description also used by ${descriptions.get(description)}`);
      descriptions.set(description, pathname);

      if (canonicals.length !== 1) report(`${canonicals.length} canonical links`);
      else if (new URL(canonicals[0] ?? '', loc).href !== new URL(loc).href)
        report(`canonical ${canonicals[0]} is not ${loc}`);

      if (!og.title) report('no og:title');
      if (!og.description) report('no og:description');
      if (!/^https:\/\//.test(og.image)) report(`og:image « ${og.image} » is not an absolute https URL`);
      if (og.locale !== 'fr_CH') report(`og:locale « ${og.locale} »`);
      if (og.url && new URL(og.url).href !== new URL(loc).href) report(`og:url ${og.url} is not ${loc}`);
      if (twitterCard !== 'summary_large_image') report(`twitter:card « ${twitterCard} »`);

      let nodes: JsonLdNode[] = [];
      try {
        const blocks = head.jsonLd.flatMap((text) => {
          const parsed: unknown = JSON.parse(text);
          return (Array.isArray(parsed) ? parsed : [parsed]) as JsonLdNode[];
        });
        for (const block of blocks) {
          if (block['@context'] !== 'https://schema.org')
            report(`JSON-LD ${typesOf(block).join(',') || '@graph'} without @context https://schema.org`);
        }
        nodes = blocks.flatMap((block) =>
          Array.isArray(block['@graph']) ? (block['@graph'] as JsonLdNode[]) : [block],
        );
      } catch (error) {
        report(`JSON-LD does not parse: ${(error as Error).message}`);
      }
      for (const node of nodes) {
        for (const missing of missingJsonLdProperties(node)) report(`JSON-LD misses ${missing}`);
      }
      const types = new Set(nodes.flatMap(typesOf));
      for (const type of expectedTypes(pathname)) {
        const present =
          type === 'Article' ? ['Article', 'BlogPosting', 'NewsArticle'].some((t) => types.has(t)) : types.has(type);
        if (!present) report(`JSON-LD has no ${type} (types: ${[...types].join(', ') || 'none'})`);
      }
    }

    expect(problems).toEqual([]);
  });
});

test.describe('Open Graph images @desktop-only', () => {
  /** Home, the first category, the first product and the first article of the sitemap, and a legal page. */
  async function samplePaths(request: APIRequestContext): Promise<string[]> {
    const paths = (await readSitemap(request)).map((url) => url.path);
    const product = paths.find((p) => p.startsWith('/products/'));
    const article = paths.find((p) => p.startsWith('/conseils/'));
    expect(product).toBeDefined();
    expect(article).toBeDefined();
    return ['/', categoryPaths[0] ?? '/pergolas', product ?? '', article ?? '', '/mentions-legales'];
  }

  async function expectPng1200x630(request: APIRequestContext, pathname: string) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-type'], pathname).toBe('image/png');
    expect(pngSize(await response.body()), pathname).toEqual({ width: 1200, height: 630 });
  }

  test('are generated as 1200x630 PNG for the home, a category, a product, an article and a legal page', async ({
    request,
  }) => {
    for (const pathname of await samplePaths(request)) {
      await expectPng1200x630(request, `${pathname === '/' ? '' : pathname}/opengraph-image`);
    }
  });

  test('are the og:image of those pages, with their size and alt text', async ({ page, request }) => {
    test.setTimeout(60_000);
    for (const pathname of await samplePaths(request)) {
      await page.goto(pathname);
      const image = await metaContent(page, 'meta[property="og:image"]');
      expect(image, `og:image of ${pathname}`).toContain(`${pathname === '/' ? '' : pathname}/opengraph-image`);
      expect(await metaContent(page, 'meta[property="og:image:width"]'), pathname).toBe('1200');
      expect(await metaContent(page, 'meta[property="og:image:height"]'), pathname).toBe('630');
      expect(await metaContent(page, 'meta[property="og:image:alt"]'), pathname).toContain('Lumina Terrasses');
      const url = new URL(image);
      await expectPng1200x630(request, `${url.pathname}${url.search}`);
    }
  });

  test('every page of the sitemap, and /rechercher, declares a 1200x630 PNG og:image, with its alt text, that loads', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = [...(await readSitemap(request)).map((url) => url.path), '/rechercher'];
    const problems: string[] = [];
    const images = new Set<string>();
    for (const pathname of paths) {
      const html = await (await request.get(pathname)).text();
      const meta = (property: string) =>
        new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;
      const image = meta('og:image');
      if (!image) {
        problems.push(`${pathname}: no og:image`);
        continue;
      }
      if (meta('og:image:width') !== '1200' || meta('og:image:height') !== '630')
        problems.push(`${pathname}: og:image size ${meta('og:image:width')}x${meta('og:image:height')}`);
      if (!meta('og:image:alt')) problems.push(`${pathname}: og:image without alt`);
      images.add(new URL(image).pathname);
    }
    for (const image of images) {
      const response = await request.get(image);
      const size = pngSize(await response.body());
      if (response.status() !== 200 || size?.width !== 1200 || size.height !== 630)
        problems.push(`${image}: HTTP ${response.status()}, ${JSON.stringify(size)}`);
    }
    expect(problems).toEqual([]);
    expect(images.size).toBe(paths.length); // a card of its own for each page
  });
});

test.describe('404 page', () => {
  test('answers 404 with the site shell, a search form and links to the main sections @any-viewport', async ({
    page,
    request,
  }) => {
    expect((await request.get('/page-qui-n-existe-pas')).status()).toBe(404);
    const response = await page.goto('/page-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page introuvable \| Lumina Terrasses$/);
    // One robots tag only: two (Next's own "noindex" and a page's "noindex, follow") contradict each other.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
    const field = main.getByRole('searchbox', { name: /Que cherchez-vous/ });
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('name', 'q');
    const form = main.locator('form[role="search"]');
    await expect(form).toHaveAttribute('action', '/rechercher');
    await expect(form).toHaveAttribute('method', 'get');

    const sections = main.getByRole('navigation', { name: 'Parcourir nos rubriques' });
    // Each card: the section's name, then a line describing it.
    const links = await sections
      .getByRole('link')
      .evaluateAll((as) =>
        as.map((a) => [a.querySelector('span > span')?.textContent?.trim(), a.getAttribute('href')]),
      );
    expect(links).toEqual([
      ['Accueil', '/'],
      ['Nos Solutions', '/solutions'],
      ['Pergolas', '/pergolas'],
      ['Carports', '/carports'],
      ['Vitrage', '/vitrage'],
      ['Énergie Solaire', '/energie-solaire'],
      ['Idées & Conseils', '/conseils'],
      ['Nos Réalisations', '/realisations'],
      ['Contact', '/contact'],
    ]);
    await expect(sections.getByRole('link', { name: /^Carports/ })).toContainText(
      'Carports V, Carports Solaire, Borne de recharge électrique',
    );

    await field.fill('pergola');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/rechercher\?q=pergola$/);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/page-qui-n-existe-pas');
    await expectNoAxeViolations(page);
  });

  // One dynamic route at the root ([category], dynamicParams = false) serves the four categories: any other first
  // segment, or a path under a category, is still the public 404 page (app/global-not-found.tsx).
  test('answers unknown root addresses and paths under a category the same way, with one robots tag @any-viewport', async ({
    page,
    request,
  }) => {
    for (const pathname of ['/nimporte-quoi', '/equipe-x', '/pergolas/x', '/carports/x/y', '/products/x']) {
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(404);
      await page.waitForLoadState('networkidle');
      await expect(page, pathname).toHaveTitle(/^Page introuvable \| Lumina Terrasses$/);
      await expect(page.locator('meta[name="robots"]'), pathname).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]'), pathname).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('banner'), pathname).toHaveCount(1);
      await expect(page.getByRole('banner'), pathname).toBeVisible();
      await expect(page.getByRole('contentinfo'), pathname).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), pathname).toHaveText(
        'Cette page est introuvable',
      );
    }
    for (const pathname of ['/nimporte-quoi/opengraph-image', '/pergolas/opengraph-image/x']) {
      expect((await request.get(pathname)).status(), pathname).toBe(404);
    }
  });

  test('is not the back-office: its sign-in page has neither the public header nor the public footer @any-viewport', async ({
    page,
  }) => {
    expect((await page.goto('/equipe/connexion'))?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
  });
});

test.describe('legal pages', () => {
  async function headingLevels(page: Page) {
    return page
      .getByRole('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));
  }

  function expectHeadingsInOrder(levels: number[]) {
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level, `heading ${index + 1} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  }

  /** Opens a legal page and checks its title and the order of its headings; its main content. */
  async function openLegalPage(page: Page, pathname: string, title: string) {
    await page.goto(pathname);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    expectHeadingsInOrder(await headingLevels(page));
    return main;
  }

  /** Each text is in `main`, and both offices' addresses are mail links. */
  async function expectTextsAndOfficeMails(main: Locator, texts: string[]) {
    for (const text of texts) await expect(main, text).toContainText(text);
    await expect(main.locator('a[href="mailto:geneve@lumina-terrasses.ch"]').first()).toBeVisible();
    await expect(main.locator('a[href="mailto:clermont@lumina-terrasses.fr"]').first()).toBeVisible();
  }

  test('/mentions-legales gives the Swiss and French legal notice @any-viewport', async ({ page }) => {
    const main = await openLegalPage(page, '/mentions-legales', 'Mentions légales');
    await expectTextsAndOfficeMails(main, [
      'Lumina Terrasses Sàrl',
      'Lumina Terrasses France SAS',
      'Rue de Genève 88',
      '12 boulevard Gergovia',
      'IDE/UID',
      'RCS',
      'Capital social',
      'TVA intracommunautaire',
      'Directeur de la publication',
      'Hébergeur',
      'Médiateur de la consommation',
      'Propriété intellectuelle',
      'Responsabilité',
    ]);
    // Registry numbers are never invented: until the company supplies them they read « À COMPLÉTER ».
    const uid = main.locator('dt', { hasText: 'IDE/UID' }).locator('xpath=following-sibling::dd[1]');
    await expect(uid).toHaveText(/^(À COMPLÉTER par l’entreprise|CHE-\d{3}\.\d{3}\.\d{3}.*)$/);
    await expect(main.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-confidentialite',
    );
  });

  test('/politique-confidentialite describes the site’s processing under the nLPD and the GDPR @any-viewport', async ({
    page,
  }) => {
    const main = await openLegalPage(page, '/politique-confidentialite', 'Politique de confidentialité');
    for (const name of [
      'Formulaire de contact et de demande de devis',
      'Lettre d’information (newsletter)',
      'Commentaires des articles',
      'Journaux du serveur',
      'Vos droits',
    ]) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expectTextsAndOfficeMails(main, [
      'nLPD',
      'RGPD',
      '3\u00a0ans',
      '30\u00a0jours',
      'modération',
      'PFPDT',
      'CNIL',
      'aucun cookie de suivi',
      'Portabilité',
      'SMTP',
    ]);
    await expect(main.locator('a[href="https://www.edoeb.admin.ch"]')).toBeVisible();
    await expect(main.locator('a[href="https://www.cnil.fr"]')).toBeVisible();
  });

  for (const pathname of ['/mentions-legales', '/politique-confidentialite']) {
    test(`${pathname} has no accessibility violations`, async ({ page }) => {
      await page.goto(pathname);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('HTTP headers @desktop-only', () => {
  const expectedSecurityHeaders: Record<string, RegExp> = {
    'content-security-policy': /default-src 'self'.*frame-ancestors 'none'.*object-src 'none'/,
    'strict-transport-security': /^max-age=63072000; includeSubDomains; preload$/,
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'permissions-policy': /^camera=\(\), microphone=\(\), geolocation=\(\)$/,
    'x-frame-options': /^DENY$/,
  };

  function expectSecurityHeaders(headers: Record<string, string>, what: string) {
    for (const [name, pattern] of Object.entries(expectedSecurityHeaders)) {
      expect(headers[name], `${name} on ${what}`).toMatch(pattern);
    }
    expect(headers['x-powered-by'], `x-powered-by on ${what}`).toBeUndefined();
  }

  test('security headers are on pages, images, static assets and API answers; assets are cached', async ({
    request,
  }) => {
    const home = await request.get('/');
    expectSecurityHeaders(home.headers(), 'the home page');
    const csp = home.headers()['content-security-policy'] ?? '';
    for (const directive of [
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }

    const logo = await request.get('/images/logo.svg');
    expect(logo.status()).toBe(200);
    expectSecurityHeaders(logo.headers(), '/images/logo.svg');
    expect(logo.headers()['cache-control']).toMatch(/public, max-age=86400, stale-while-revalidate=\d+/);

    const asset = /(\/_next\/static\/[^"']+\.(?:js|css))/.exec(await home.text())?.[1];
    expect(asset).toBeDefined();
    const staticAsset = await request.get(asset ?? '');
    expect(staticAsset.status()).toBe(200);
    expectSecurityHeaders(staticAsset.headers(), asset ?? '/_next/static');
    expect(staticAsset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const api = await request.post('/api/contact', { maxRedirects: 0 });
    expectSecurityHeaders(api.headers(), `POST /api/contact (status ${api.status()})`);

    const notFound = await request.get('/page-qui-n-existe-pas');
    expectSecurityHeaders(notFound.headers(), 'the 404 page');
  });

  test('the Content-Security-Policy blocks nothing the pages need', async ({ page, request }) => {
    test.setTimeout(60_000);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text()))
        violations.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (/Content[- ]Security[- ]Policy/i.test(error.message)) violations.push(error.message);
    });
    const paths = (await readSitemap(request)).map((url) => url.path);
    for (const pathname of [
      '/',
      '/contact',
      paths.find((p) => p.startsWith('/products/')) ?? '/',
      paths.find((p) => p.startsWith('/conseils/')) ?? '/',
    ]) {
      await page.goto(pathname, { waitUntil: 'load' });
      // Scrolls down so lazy images and prefetched routes load too.
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(1_000);
    }
    expect(violations).toEqual([]);
  });

  test('pages load nothing from third parties and set no cookie (privacy policy promise)', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const thirdParty: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) thirdParty.push(req.url());
    });
    for (const pathname of ['/', '/contact', '/conseils', '/politique-confidentialite']) {
      await page.goto(pathname, { waitUntil: 'load' });
      // Scrolls down so lazy images and prefetched routes load too.
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(1_000);
    }
    expect(thirdParty).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
});

/** Runs one of the project's node scripts on the build; resolves to its exit code and its whole output. */
async function runScript(name: string): Promise<{ code: number; stdout: string }> {
  const script = path.join(__dirname, '..', 'scripts', name);
  return promisify(execFile)(process.execPath, [script], { env: process.env, maxBuffer: 32 * 1024 * 1024 }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      stdout: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
}

test.describe('html-validate @desktop-only', () => {
  test('every pre-rendered page of the build is valid HTML (scripts/validate-html.mjs)', async () => {
    test.setTimeout(180_000);
    const result = await runScript('validate-html.mjs');
    // The script prints every error per file; the failure message keeps its closing summary.
    const summary = result.stdout.slice(Math.max(0, result.stdout.indexOf('\nSummary by rule:')));
    expect(result.code, summary).toBe(0);
  });
});

test.describe('JSON-LD fixture @desktop-only', () => {
  test('every pre-rendered page has the JSON-LD of e2e/fixtures/json-ld.json (scripts/check-json-ld.mjs)', async () => {
    const result = await runScript('check-json-ld.mjs');
    expect(result.code, result.stdout).toBe(0);
  });
});
