import { buildAnalytics, matomoLoader } from '@/lib/analytics';

/**
 * The optional analytics script of the public pages (docs/operations.md « Analytics »), rendered into the
 * pre-rendered HTML: nothing at all when ANALYTICS_PROVIDER is unset. A plain async script, no client
 * component: the pages' own JavaScript does not grow. Goals go through lib/track-goal.ts.
 */
export function AnalyticsScript() {
  const analytics = buildAnalytics();
  if (!analytics) return null;
  const { provider, scriptUrl, siteId } = analytics;
  if (provider === 'plausible') return <script async src={scriptUrl} data-domain={siteId} />;
  if (provider === 'umami') return <script async src={scriptUrl} data-website-id={siteId} />;
  return <script dangerouslySetInnerHTML={{ __html: matomoLoader(analytics) }} />;
}
