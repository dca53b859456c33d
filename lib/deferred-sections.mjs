// @ts-check
/**
 * The public pages' sections laid out only when they near the screen (`content-visibility: auto`, app/globals.css):
 * the class components/layout/main-content.tsx puts on <main>, and what the tests and `npm run screenshots` run in
 * the page before they measure or capture it. Unrendered, a section can read as a box of 0 px, axe can only guess
 * the colours behind its text, and a full-page capture shows it blank.
 */

/** Must match the selector in app/globals.css. */
export const DEFERRED_SECTIONS_CLASS = 'offscreen-deferred';

/**
 * Runs in the page (`page.evaluate(renderDeferredSections)`): every deferred section rendered at once, as a visitor
 * who scrolls to each sees it.
 */
export function renderDeferredSections() {
  for (const element of document.querySelectorAll('main > *')) {
    if (element instanceof HTMLElement && getComputedStyle(element).contentVisibility === 'auto') {
      element.style.contentVisibility = 'visible';
    }
  }
}
