import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { renderDeferredSections as renderSectionsInPage } from '../lib/deferred-sections.mjs';

/** Every section laid out only near the screen rendered, as a visitor scrolling sees it (lib/deferred-sections.mjs). */
export async function renderDeferredSections(page: Page) {
  await page.evaluate(renderSectionsInPage);
}

/**
 * Runs axe on the current page (WCAG 2.1 A/AA and best practices) and expects no violation, every section rendered.
 * Only violations are described node by node (`resultTypes`): every rule still runs on every node, but axe no
 * longer builds a unique selector for each passing one, which on a long page costs more than the checks themselves.
 */
export async function expectNoAxeViolations(page: Page) {
  await renderDeferredSections(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Parses every JSON-LD block of the page. */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed: unknown = JSON.parse(text);
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

/**
 * What a finger or a pointer can reach: scrolls the element into view the way a visitor would, then checks that
 * the element found at its centre (`elementFromPoint`) is the element itself or one of its children. Unlike
 * `toBeVisible`, this fails for an element clipped by a container, covered by another layer or off-screen.
 */
export async function expectReachable(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) return 'no size';
          const x = rect.left + rect.width / 2;
          const y = rect.top + rect.height / 2;
          if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight)
            return `centre off-screen (${x}, ${y})`;
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === element || element.contains(hit))) return 'reachable';
          return `covered by ${hit ? hit.outerHTML.slice(0, 120) : 'nothing'}`;
        }),
      { message: `${locator} can be reached at its centre` },
    )
    .toBe('reachable');
}

/** Usable on a phone: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Sends the next requests of `page` from the client address `address` (X-Forwarded-For: the server trusts one proxy,
 * TRUST_PROXY=1, and its limits count per address); returns it.
 */
export async function comeFrom(page: Page, address: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

export type SitemapUrl = { loc: string; path: string; lastmod: string | undefined };

/** Every page the sitemap lists, with its address and path. */
export async function readSitemap(request: APIRequestContext): Promise<SitemapUrl[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '';
    return { loc, path: new URL(loc).pathname, lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1] };
  });
}
