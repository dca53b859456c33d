import { expect, test, type Page } from '@playwright/test';
import { HERO_IMAGE_QUALITY } from '../lib/image-quality.mjs';
import { readSitemap } from './helpers';

/**
 * What `npm run build` does to each pre-rendered page (scripts/post-build.mjs): the stylesheet comes inside it, so a
 * first visit asks for no stylesheet, the page is styled, its fonts are at their addresses (the stylesheet's relative
 * url()s rewritten), and React, hydrating, does not fetch the stylesheet again, nor on a client navigation; its
 * scripts come after the content, so the hero image is asked for first, and they still hydrate the page.
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

test('a first visit gets the stylesheet inside the page and its scripts after the content; fonts load, React hydrates, and a client navigation fetches no stylesheet', async ({
  page,
}) => {
  const requested = stylesheetRequests(page);
  const errors = pageErrors(page);
  const fontStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fontStatuses.push(response.status());
  });

  const answer = await page.goto('/', { waitUntil: 'load' });
  const html = (await answer?.text()) ?? '';
  expect(html.match(/<style data-inlined-from=/g) ?? []).toHaveLength(1);
  // Written once: the RSC payload keeps its <link> elements, not a copy of the stylesheet.
  expect(html.split('@font-face{font-family:inter').length - 1).toBe(3);
  // The hero's preload in the head; every module script after the page's last element, none in the head.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  expect(head).not.toMatch(/<script src="[^"]*" async=""|<link rel="preload" as="script"/);
  const footerEnd = html.lastIndexOf('</footer>');
  const scriptSources = [...html.matchAll(/<script src="([^"]+)" async="">/g)];
  expect(scriptSources.length).toBeGreaterThan(3);
  expect(scriptSources.every((match) => (match.index ?? 0) > footerEnd)).toBe(true);
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

test('every page of the sitemap comes with its stylesheet inside, its scripts after its content, and its hero at the hero quality @desktop-only', async ({
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
    if (/<script src="[^"]*" async=""/.test(head)) misses.push(`${path}: a script in the head`);
    const hero = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/.exec(head)?.[0];
    const qualities = new Set([...(hero ?? '').matchAll(/[?&;]q=(\d+)/g)].map((match) => Number(match[1])));
    if (hero && (qualities.size !== 1 || !qualities.has(HERO_IMAGE_QUALITY)))
      misses.push(`${path}: hero at quality ${[...qualities].join(', ')}, not ${HERO_IMAGE_QUALITY}`);
  }
  expect(misses).toEqual([]);
});
