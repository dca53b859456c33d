/**
 * The Lighthouse budgets: each route's medians against the floor's (Performance, TBT), against the same page
 * without scripts (LCP), and the absolute ones (CLS, Accessibility, Best Practices, SEO).
 */
import { cls, ms, num, verdict } from './report-format.mjs';

const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'fcp',
  'tbt',
  'cls',
  'totalBytes',
  'jsBytes',
  'benchmarkIndex',
];

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const medians = (runs) =>
  Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]));

/** The run whose Performance score is the median one (its diagnostics explain the median). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function lighthouseBudgets(data) {
  const floor = medians(data.lighthouse.floor);
  const rows = data.routes.map(({ route }) => {
    const runs = data.lighthouse.routes[route];
    return {
      route,
      site: medians(runs.site),
      limit: medians(runs.limit),
      siteRun: medianRun(runs.site),
      runs: runs.site.length,
    };
  });
  const measured = rows.filter((row) => row.runs > 0);
  if (measured.length === 0 || floor.performance == null) return { floor, rows, budgets: [] };
  const perfRequired = floor.performance - 2;
  // A page whose LCP element is a photograph cannot match the floor's line of text; the fair bar is the
  // same page without its scripts (the limit column), measured in the same pass.
  const lcpFactor = 1.15;
  // Pages kept out of search engines on purpose (lib/unlisted-pages.ts: the search results, the malformed-address
  // page…) are `noindex, follow`: SEO's is-crawlable fails there, and they are exempt when it is the only SEO audit
  // that fails in every run.
  const noindexOnly = (runs) =>
    runs.length > 0 &&
    runs.every((run) => {
      const seo = (run.failing ?? []).filter((audit) => audit.category === 'seo');
      return seo.length > 0 && seo.every((audit) => audit.id === 'is-crawlable');
    });
  const seoExempt = new Set(
    data.routes.map(({ route }) => route).filter((route) => noindexOnly(data.lighthouse.routes[route]?.site ?? [])),
  );
  const checks = [
    {
      id: 'performance',
      budget: `Lighthouse Performance ≥ floor − 2 (floor ${num(floor.performance)}: ≥ ${num(perfRequired)})`,
      value: (m) => m.performance,
      ok: (m) => m.performance >= perfRequired,
      show: num,
    },
    {
      id: 'tbt',
      budget: `TBT ≤ floor + 50 ms (≤ ${ms(floor.tbt + 50)} ms)`,
      value: (m) => m.tbt,
      ok: (m) => m.tbt <= floor.tbt + 50,
      show: (v) => `${ms(v)} ms`,
    },
    {
      id: 'lcp',
      budget: `LCP ≤ ${lcpFactor} × the same page without scripts (the limit column)`,
      value: (m) => m.lcp,
      ok: (m, row) => row.limit.lcp == null || m.lcp <= row.limit.lcp * lcpFactor,
      show: (v) => `${ms(v)} ms`,
    },
    { id: 'cls', budget: 'CLS 0.00', value: (m) => m.cls, ok: (m) => Math.round(m.cls * 100) === 0, show: cls },
    {
      id: 'accessibility',
      budget: 'Accessibility 100',
      value: (m) => m.accessibility,
      ok: (m) => m.accessibility === 100,
      show: num,
    },
    {
      id: 'bestPractices',
      budget: 'Best Practices 100',
      value: (m) => m.bestPractices,
      ok: (m) => m.bestPractices === 100,
      show: num,
    },
    {
      id: 'seo',
      budget: `SEO 100 (except ${[...seoExempt].join(', ') || 'none'}: noindex on purpose)`,
      value: (m) => m.seo,
      ok: (m, row) => m.seo === 100 || seoExempt.has(row.route),
      show: num,
    },
  ];
  const budgets = checks.map((check) => {
    const misses = measured.filter((row) => !check.ok(row.site, row));
    const worst = [...measured].sort((a, b) =>
      check.id === 'tbt' || check.id === 'lcp' || check.id === 'cls'
        ? check.value(b.site) - check.value(a.site)
        : check.value(a.site) - check.value(b.site),
    )[0];
    return {
      id: check.id,
      budget: check.budget,
      result: verdict(misses.length === 0),
      measured: `${measured.length - misses.length}/${measured.length} routes pass; worst ${check.show(check.value(worst.site))} (${worst.route})`,
      misses: misses.map((row) => ({
        route: row.route,
        site: check.show(check.value(row.site)),
        limit: check.show(check.value(row.limit)),
        limitPasses: row.limit[check.id] == null || check.id === 'lcp' ? null : check.ok(row.limit, row),
        ...(check.id === 'lcp' ? { bar: `${ms(row.limit.lcp * lcpFactor)} ms` } : {}),
      })),
    };
  });
  return { floor, rows, budgets };
}
