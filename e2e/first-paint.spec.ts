import { expect, test, type Page } from './hydration';
import { HERO_IMAGE_QUALITY } from '../lib/image-quality.mjs';
import { LOADER_MARK } from '../lib/scripts-after-hero.mjs';
import { readSitemap } from './helpers';

/**
 * What `npm run build` does to each pre-rendered page (scripts/post-build.mjs): the stylesheet comes inside it, so a
 * first visit asks for no stylesheet, the page is styled, its fonts are at their addresses (the stylesheet's relative
 * url()s rewritten), and React, hydrating, does not fetch the stylesheet again, nor on a client navigation; its
 * scripts are asked for only once the hero image has arrived (lib/scripts-after-hero.mjs), and they still hydrate
 * the page.
 */

const stylesheetRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(new URL(request.url()).pathname))
      urls.push(request.url());
  });
  return urls;
};

const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

/** What the visitor's browser applies: the inlined stylesheet, and no other one. */
const appliedStyles = (page: Page) =>
  page.evaluate(() => ({
    inlined: document.querySelectorAll('style[data-inlined-from]').length,
    activeLinks: [...document.styleSheets].filter((sheet) => sheet.href !== null && !sheet.disabled).length,
    background: getComputedStyle(document.body).backgroundColor,
  }));

test('a first visit gets the stylesheet inside the page and its scripts once the hero is in; fonts load, React hydrates, and a client navigation fetches no stylesheet', async ({
  page,
}) => {
  const requested = stylesheetRequests(page);
  const errors = pageErrors(page);
  const fontStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fontStatuses.push(response.status());
  });
  // In the order the browser saw them: the hero's arrival, and each script asked for.
  const timeline: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/_next/image')) timeline.push('image');
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') timeline.push('script');
  });

  const answer = await page.goto('/', { waitUntil: 'load' });
  const html = (await answer?.text()) ?? '';
  expect(html.match(/<style data-inlined-from=/g) ?? []).toHaveLength(1);
  // Written once: the RSC payload keeps its <link> elements, not a copy of the stylesheet.
  expect(html.split('@font-face{font-family:inter').length - 1).toBe(3);
  // The hero's preload in the head; no module script in the page, only the loader after its last element.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  expect(html).not.toMatch(/<script src="[^"]*" async=""|<link rel="preload" as="script"/);
  expect(html.indexOf(`<script ${LOADER_MARK}=`)).toBeGreaterThan(html.lastIndexOf('</footer>'));
  // Hydrated (the test's goto waits for it): the scripts were asked for only after the hero image had arrived.
  expect(timeline.filter((entry) => entry === 'script').length).toBeGreaterThan(3);
  expect(timeline.indexOf('image')).toBeGreaterThanOrEqual(0);
  expect(timeline.indexOf('script')).toBeGreaterThan(timeline.indexOf('image'));
  // The design's warm white (../shared/design.md), from the inlined stylesheet.
  expect(await appliedStyles(page)).toEqual({ inlined: 1, activeLinks: 0, background: 'rgb(250, 248, 245)' });

  const inter = await page.evaluate(() =>
    Promise.all(
      [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '').toLowerCase() === 'inter')
        .map((face) =>
          face.load().then(
            () => `${face.weight}:${face.status}`,
            () => `${face.weight}:error`,
          ),
        ),
    ),
  );
  expect(inter.sort()).toEqual(['400:loaded', '600:loaded', '700:loaded']);
  expect(fontStatuses.length).toBeGreaterThan(0);
  expect(fontStatuses.every((status) => status === 200)).toBe(true);

  // Hydrated (React owns the link), the link navigates on the client: the window, and this mark, stay.
  const link = page.locator('a[href="/solutions"]:visible').first();
  await expect
    .poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await link.click();
  await expect(page).toHaveURL(/\/solutions$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await appliedStyles(page)).toEqual({ inlined: 1, activeLinks: 0, background: 'rgb(250, 248, 245)' });
  expect(requested).toEqual([]);
  expect(errors).toEqual([]);
});

test('every page of the sitemap comes with its stylesheet inside, its scripts loaded after its hero, and its hero at the hero quality @desktop-only', async ({
  request,
}) => {
  const pages = await readSitemap(request);
  expect(pages.length).toBeGreaterThan(20);
  const misses: string[] = [];
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    if ((head.match(/<style data-inlined-from=/g) ?? []).length !== 1)
      misses.push(`${path}: not one inlined stylesheet`);
    if (/<script src="[^"]*" async=""/.test(html)) misses.push(`${path}: a script not left to the loader`);
    if (!html.includes(`<script ${LOADER_MARK}=`)) misses.push(`${path}: no loader`);
    const hero = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/.exec(head)?.[0];
    const qualities = new Set([...(hero ?? '').matchAll(/[?&;]q=(\d+)/g)].map((match) => Number(match[1])));
    if (hero && (qualities.size !== 1 || !qualities.has(HERO_IMAGE_QUALITY)))
      misses.push(`${path}: hero at quality ${[...qualities].join(', ')}, not ${HERO_IMAGE_QUALITY}`);
  }
  expect(misses).toEqual([]);
});

test('the hero is laid out with the first paint; the sections after it only once they near the screen', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/pergolas',
    '/products/pergolas-bioclimatique',
    '/conseils/pergola-bioclimatique-guide-complet',
  ]) {
    await page.goto(path);
    const layout = await page.evaluate(() => {
      const hero = document.querySelector('img[fetchpriority="high"]');
      let heroDeferred = false;
      for (let element = hero?.parentElement; element; element = element.parentElement) {
        if (getComputedStyle(element).contentVisibility !== 'visible') heroDeferred = true;
      }
      const sections = [...document.querySelectorAll('main > section')];
      return {
        hero: hero ? (heroDeferred ? 'deferred' : 'laid out') : 'none',
        deferred: sections.filter((section) => getComputedStyle(section).contentVisibility === 'auto').length,
        sections: sections.length,
      };
    });
    expect(layout.hero, path).toBe('laid out');
    expect(layout.deferred, path).toBeGreaterThan(0);
    expect(layout.deferred, path).toBeLessThan(layout.sections);
  }
});

test('a link to a deferred section lands on it: its heading under the finger, without scrolling', async ({ page }) => {
  for (const [path, id] of [
    ['/contact', 'demande-de-devis'],
    ['/conseils/pergola-bioclimatique-guide-complet', 'commentaires'],
  ] as const) {
    await page.goto(`${path}#${id}`);
    const landing = await page.evaluate((id) => {
      const section = document.getElementById(id)!;
      const heading = section.querySelector('h2')!;
      const box = heading.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const onScreen = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
      return {
        deferred: getComputedStyle(section).contentVisibility,
        heading: onScreen && heading.contains(document.elementFromPoint(x, y)) ? 'reachable' : `at ${x}, ${y}`,
      };
    }, id);
    expect(landing, path).toEqual({ deferred: 'auto', heading: 'reachable' });
  }
});
