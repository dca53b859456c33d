import { readAnalytics, type Analytics } from './analytics-config.mjs';

/**
 * The analytics of the build: next.config.mjs pins these three variables (`env`), so each literal
 * `process.env.ANALYTICS_…` below is the value the build's CSP was made from. Outside a build (tests), the
 * process's environment.
 */
export function buildAnalytics(): Analytics | null {
  return readAnalytics({
    ANALYTICS_PROVIDER: process.env.ANALYTICS_PROVIDER,
    ANALYTICS_SCRIPT_URL: process.env.ANALYTICS_SCRIPT_URL,
    ANALYTICS_SITE_ID: process.env.ANALYTICS_SITE_ID,
  });
}

/** A value written inside an inline script: JSON, with `<` escaped so that no `</script>` can close it. */
const scriptValue = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Matomo's own loader, with cookies disabled before anything is tracked (no consent banner needed): the
 * tracker is the script's neighbour (…/matomo.js → …/matomo.php).
 */
export function matomoLoader({ scriptUrl, siteId }: Pick<Analytics, 'scriptUrl' | 'siteId'>): string {
  const tracker = scriptUrl.replace(/\.js(?=$|\?)/, '.php');
  // In a function: only _paq, Matomo's queue, becomes a global.
  return [
    '(function(){',
    'var _paq=(window._paq=window._paq||[]);',
    "_paq.push(['disableCookies']);",
    `_paq.push(['setTrackerUrl',${scriptValue(tracker)}]);`,
    `_paq.push(['setSiteId',${scriptValue(siteId)}]);`,
    "_paq.push(['trackPageView']);",
    "_paq.push(['enableLinkTracking']);",
    "var s=document.createElement('script');",
    `s.async=true;s.src=${scriptValue(scriptUrl)};`,
    'document.head.appendChild(s);',
    '})();',
  ].join('');
}
