/**
 * What the estimator last showed (product, sizes, type, estimate), kept in the tab (sessionStorage) so that every
 * quote link of the site (the call bar, the header, heroes, banners) stays a plain link to the form and the form
 * still finds the estimate. Never a cookie, never sent: the form reads it and sends it with the request,
 * as it sends what a link carried. Stored in the quote link's own format (lib/quote-link.ts) and read back by
 * the form through the same parser as a link (lib/estimate-params.ts), so a tampered value is dropped the same way.
 */

const KEY = 'lumina-quote';
/** The quote link's parameters: a URL carrying any of them speaks for itself, the tab's context stays out. */
const CONTRACT = ['produit', 'largeur', 'profondeur', 'materiau', 'estimationMin', 'estimationMax'];

/** Called by the estimator each time its estimate changes, with its link to the form (quoteLink's). */
export function rememberQuote(href: string): void {
  try {
    sessionStorage.setItem(KEY, new URL(href, 'https://x.invalid').search);
  } catch {
    // Storage refused (private mode, quota): the estimator's own link still carries the estimate.
  }
}

/** The tab's context as a link's parameters, only those of the contract; empty when there is none. */
function storedQuote(): URLSearchParams {
  const kept = new URLSearchParams();
  try {
    const stored = new URLSearchParams(sessionStorage.getItem(KEY) ?? '');
    for (const name of CONTRACT) {
      const value = stored.get(name);
      if (value !== null) kept.set(name, value);
    }
  } catch {
    // Storage refused: no context.
  }
  return kept;
}

/** What the form reads: the URL's parameters when it carries the contract's, else the tab's context. */
export function quoteParams(search: URLSearchParams): URLSearchParams {
  return CONTRACT.some((name) => search.has(name)) ? search : storedQuote();
}

/** The product of the last estimate, for an estimator reached with no product of its own (/estimation). */
export function rememberedProduct(): string | null {
  return storedQuote().get('produit');
}

/** Once the request is sent, its estimate is done with: the next form starts without it. */
export function forgetQuote(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
