import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { pageHydrated } from './page-hydrated';

export { expect, request } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';

/**
 * The specs' `test`: Playwright's, with every page that loads a pre-rendered page (`goto`, `reload`, `goBack`,
 * `goForward`, waiting for `load` as they do by default) also waiting until React has hydrated it. The pages' scripts
 * now arrive after the hero (lib/scripts-after-hero.mjs), so `load` comes before hydration, and a test typing into a
 * form at `load` would type where no handler listens yet. Pages of contexts a spec opens itself are covered too;
 * without JavaScript nothing is waited for.
 */

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];
const covered = new WeakSet<Page>();
/** Contexts opened with `javaScriptEnabled: false`, whose pages nothing will ever hydrate. */
const withoutJavaScript = new WeakSet<BrowserContext>();

/** Checked in the page at every frame: a poll from the test's side would add up to a second to every visit. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(pageHydrated, undefined, { timeout: 15_000 });
}

function waitsForLoad(options: unknown) {
  const waitUntil = (options as { waitUntil?: string } | undefined)?.waitUntil;
  return waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle';
}

function hydrateOnNavigation(page: Page) {
  if (covered.has(page)) return;
  covered.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[Navigation]>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (waitsForLoad(args.at(-1)) && !withoutJavaScript.has(page.context())) await waitForHydration(page);
        return response;
      },
    });
  }
}

function coverContext(context: BrowserContext) {
  context.on('page', hydrateOnNavigation);
  context.pages().forEach(hydrateOnNavigation);
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) withoutJavaScript.add(context);
    coverContext(context);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    hydrateOnNavigation(page);
    await provide(page);
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<typeof browser.newContext>) => {
          const context = await newContext(...args);
          if (args[0]?.javaScriptEnabled === false) withoutJavaScript.add(context);
          coverContext(context);
          return context;
        },
      });
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
