/**
 * Run inside the page (Playwright's `evaluate`, WebDriver's `executeScript`): whether React has taken over a
 * pre-rendered page, whose scripts are inserted only once its hero is in (lib/scripts-after-hero.mjs), so that the
 * `load` event no longer says so. True at once for a page without that loader (the back-office, rendered on
 * request). Otherwise React must own the page's <main> and its <footer>, the first and the last of what it hydrates.
 * No imports: its source is sent to the browser as it is.
 */
export function pageHydrated(): boolean {
  if (!document.querySelector('script[data-scripts-after-hero]')) return true;
  const owned = [document.querySelector('main'), document.querySelector('footer')].filter((element) => element);
  if (owned.length === 0) owned.push(document.body);
  return owned.every((element) => Object.keys(element as Element).some((key) => key.startsWith('__reactProps')));
}
