import { expect, test, type Page } from './hydration';
import { getArticles } from '../lib/content';
import { backOffice } from './back-office-command';
import { renderDeferredSections } from './helpers';

/** Newest first, as the blog lists them (lib/site-model.ts). */
const articles = getArticles();

/**
 * Layout sweep: every page of the sitemap, plus the search and 404 pages, at phone, tablet, laptop
 * and wide widths. A visitor must never scroll sideways, and no text of the header, main content or footer may
 * be cut by the viewport or by a clipping container. Scrollers that clip on purpose (the logo strip, carousels)
 * carry `data-scroller` and are left out.
 */

const widths = [320, 390, 768, 1024, 1100, 1280, 1366, 1440, 1920];
/** 1366 px is the common laptop, 768 px tall; the others are swept 900 px tall. */
const heightAt = (width: number) => (width === 1366 ? 768 : 900);
/** Pages outside the sitemap (noindex) that visitors reach from an e-mail. */
const emailLinkPaths = [
  '/newsletter/confirmation?token=1.2.x',
  '/newsletter/desinscription?token=x',
  '/commentaires/desinscription?token=x',
];

/**
 * A published comment with a long unbroken address and the company's reply, so that the article
 * pages are swept with a comment thread in them (approved with the back-office command, as e2e/community.spec.ts).
 */
test.beforeAll(async ({ request }) => {
  const message = `Mise en page ${Date.now()} https://exemple.ch/${'un-tres-long-chemin-sans-espace-'.repeat(6)}`;
  const posted = await request.post('/api/comments', {
    data: {
      articleSlug: articles[0]!.slug,
      nom: `Visiteuse au nom très long ${'x'.repeat(60)}`,
      email: 'mise.en.page@example.ch',
      message,
    },
    headers: { 'x-forwarded-for': '198.51.100.251' },
  });
  expect(posted.status()).toBe(201);
  const stored = (JSON.parse(backOffice('comments', '--json')) as { id: number; message: string }[]).find(
    (comment) => comment.message === message,
  );
  backOffice('reply', String(stored!.id), 'Merci pour ce retour, nous vous contactons.');
});

async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/** Text pieces of header, main and footer that stick out of the band they can be seen in. */
function cutTexts(): string[] {
  const viewportWidth = document.documentElement.clientWidth;
  const problems: string[] = [];
  for (const root of document.querySelectorAll('body > header, main, body > footer')) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (element.closest('[data-scroller], .sr-only')) continue;
      // Card titles and excerpts are clamped to 2 and 3 lines on purpose (spec): their hidden rest is not a cut.
      if (getComputedStyle(element).webkitLineClamp !== 'none') continue;
      // The band the text can be seen in: the viewport, narrowed by every ancestor that clips horizontally.
      let left = 0;
      let right = viewportWidth;
      for (
        let ancestor: Element | null = element;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        if (getComputedStyle(ancestor).overflowX !== 'visible') {
          const box = ancestor.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
      }
      // Nothing of it can be seen (a honeypot parked off-screen in a 1 px box): not a cut.
      if (right - left <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        if (rect.left < left - 1 || rect.right > right + 1) {
          problems.push(
            `« ${text.slice(0, 40)} » spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, visible ${Math.round(left)}–${Math.round(right)} px`,
          );
          break;
        }
      }
    }
  }
  return problems;
}

/**
 * Boxes a visitor sees broken: one-line text (white-space: nowrap) spilling out of its box, and form fields
 * or buttons squashed below a usable height.
 */
function brokenBoxes(): string[] {
  const problems: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body > header *, main *, body > footer *')) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (element.closest('[data-scroller], .sr-only, [aria-hidden="true"]')) continue;
    const style = getComputedStyle(element);
    const label = `${element.tagName.toLowerCase()} « ${(element.textContent || element.getAttribute('placeholder') || '').trim().slice(0, 30)} »`;
    if (style.whiteSpace.startsWith('nowrap') && style.display !== 'inline' && style.overflowX === 'visible') {
      if (element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${label} spills ${element.scrollWidth - element.clientWidth} px out of its box`);
      }
    }
    const isField = element.matches(
      'input:not([type="hidden"],[type="checkbox"],[type="radio"],[type="range"],[type="file"]), select, textarea',
    );
    if (isField && element.getBoundingClientRect().height < 40) {
      problems.push(`${label} is only ${Math.round(element.getBoundingClientRect().height)} px tall`);
    }
  }
  return problems;
}

/** Paths swept: the sitemap, the search and 404 pages, and the pages visitors reach from an e-mail. */
async function sweptPaths(page: Page): Promise<string[]> {
  return [...(await sitemapPaths(page)), '/rechercher?q=pergola', '/page-inexistante', ...emailLinkPaths];
}

/**
 * The pages are shared among a few tests, so both workers sweep. Each page is loaded once, at the narrowest width,
 * and then widened: resizing re-lays the page out as a visitor turning a tablet or widening a window sees it, and
 * loading each page once instead of nine times took this sweep from about nine minutes of browser time to a few.
 */
const SHARES = 4;

for (let share = 0; share < SHARES; share += 1) {
  test(`no sideways scrolling and no cut text from ${widths[0]} to ${widths.at(-1)} px, pages ${share + 1}/${SHARES} @desktop-only`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const all = await sweptPaths(page);
    expect(all.length).toBeGreaterThan(25);
    const paths = all.filter((_, index) => index % SHARES === share);
    for (const path of paths) {
      await page.setViewportSize({ width: widths[0]!, height: heightAt(widths[0]!) });
      await page.goto(path);
      if (path.startsWith('/conseils/')) {
        // The comments load near the viewport: bring them in before measuring.
        await page.locator('#commentaires').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('comment-thread')).toHaveAttribute('data-state', 'loaded');
      }
      await page.evaluate(() => document.fonts.ready);
      await renderDeferredSections(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: heightAt(width) });
        // Two frames: the resize's layout, then whatever a resize listener changed.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${path} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
        expect.soft(await page.evaluate(cutTexts), `${path} at ${width} px`).toEqual([]);
        expect.soft(await page.evaluate(brokenBoxes), `${path} at ${width} px`).toEqual([]);
      }
    }
  });
}
