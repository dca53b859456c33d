/**
 * The visit's source, kept in the tab's sessionStorage: no cookie, and nothing leaves the
 * browser until the visitor sends a form, which adds these fields (named as lib/source-fields.ts, which
 * checks them on the server). Called on each full page load by the site shell's toaster; forms read it
 * with visitSourceFields (lib/visit-source-fields.ts). Both load once the page is idle (lib/visit-signals.ts).
 */

export const SOURCE_KEY = 'lumina-source';
const UTM = ['source', 'medium', 'campaign', 'term', 'content'];

/**
 * The first page of the visit sets the first touch; a later page with UTM values replaces the last touch.
 * `page`: the page's address and referrer as they were at its load (the code runs later, once the page is idle,
 * when a client-side navigation may have changed the address).
 */
export function rememberVisitSource(page = { href: location.href, referrer: document.referrer }) {
  try {
    const url = new URL(page.href);
    const params = url.searchParams;
    const saved = sessionStorage.getItem(SOURCE_KEY);
    // The host only, and only another site's: the full address could carry the visitor's search.
    const referrer = /^https?:/.test(page.referrer) ? new URL(page.referrer) : null;
    const stored = (
      saved
        ? JSON.parse(saved)
        : {
            landing_page: url.pathname,
            referrer_host: referrer && referrer.host !== url.host ? referrer.hostname : '',
          }
    ) as Record<string, string>;
    const tagged = UTM.some((part) => params.get(`utm_${part}`));
    for (const part of UTM) {
      const value = params.get(`utm_${part}`) ?? '';
      if (!saved) stored[`first_utm_${part}`] = value;
      if (tagged) stored[`last_utm_${part}`] = value;
    }
    // Whether an advert's click id was there, never its value.
    if (['gclid', 'fbclid', 'msclkid'].some((name) => params.has(name))) stored.click_id_present = '1';
    sessionStorage.setItem(SOURCE_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, quota): the form goes without a source.
  }
}
