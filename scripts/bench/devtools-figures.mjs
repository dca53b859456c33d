/**
 * The devtools-throttled run (a real throttled load, as a phone on 4G sees it: 150 ms RTT, 1.6 Mbps, CPU ×4):
 * each page's first paint (FCP) and LCP beside the same page without scripts (the limit) and the floor, its
 * budgets and its section of bench/results.md. The simulated run models these from an unthrottled load, and
 * misses what the network does to a render-blocking stylesheet or fonts preloaded before the hero image.
 */
import { medians } from './lighthouse-budgets.mjs';
import { cls, kb, ms, table, verdict } from './report-format.mjs';

export const DEVTOOLS_BUDGET = { lcpMs: 1300, limitFactor: 1.1, firstPaintMs: 900 };

export function devtoolsFigures(data) {
  const devtools = data.lighthouse.devtools;
  const floor = medians(devtools?.floor ?? []);
  const rows = Object.entries(devtools?.routes ?? {})
    .map(([route, runs]) => ({
      route,
      site: medians(runs.site),
      limit: medians(runs.limit),
      repeat: medians(runs.repeat ?? []),
      runs: runs.site.length,
    }))
    .filter((row) => row.runs > 0);
  if (rows.length === 0) return { floor, rows, budgets: [] };
  const { lcpMs, limitFactor, firstPaintMs } = DEVTOOLS_BUDGET;
  const checks = [
    {
      id: 'devtoolsLcp',
      budget: `Devtools throttling: LCP ≤ ${lcpMs} ms and ≤ ${limitFactor} × the same page without scripts`,
      ok: (row) => row.site.lcp <= lcpMs && (row.limit.lcp == null || row.site.lcp <= row.limit.lcp * limitFactor),
      value: (row) => row.site.lcp,
      show: (row) => `${ms(row.site.lcp)} ms`,
      limit: (row) => `${ms(row.limit.lcp)} ms`,
    },
    {
      id: 'devtoolsFirstPaint',
      budget: `Devtools throttling: first paint (FCP) ≤ ${firstPaintMs} ms`,
      ok: (row) => row.site.fcp <= firstPaintMs,
      value: (row) => row.site.fcp,
      show: (row) => `${ms(row.site.fcp)} ms`,
      limit: (row) => `${ms(row.limit.fcp)} ms`,
    },
  ];
  const budgets = checks.map((check) => {
    const misses = rows.filter((row) => !check.ok(row));
    const worst = [...rows].sort((a, b) => check.value(b) - check.value(a))[0];
    return {
      id: check.id,
      budget: check.budget,
      result: verdict(misses.length === 0),
      measured: `${rows.length - misses.length}/${rows.length} routes pass; worst ${check.show(worst)} (${worst.route})`,
      misses: misses.map((row) => ({ route: row.route, site: check.show(row), limit: check.limit(row) })),
    };
  });
  return { floor, rows, budgets };
}

export function devtoolsSection(data, figures) {
  if (figures.rows.length === 0) return [];
  const runs = data.lighthouse.devtools.floor.length;
  const row = (label, site, limit, repeat) => [
    label,
    ms(site.fcp),
    ms(site.lcp),
    limit ? ms(limit.fcp) : '–',
    limit ? ms(limit.lcp) : '–',
    limit?.lcp ? (site.lcp / limit.lcp).toFixed(2) : '–',
    repeat ? ms(repeat.fcp) : '–',
    repeat ? ms(repeat.lcp) : '–',
    kb(site.totalBytes),
    repeat ? kb(repeat.totalBytes) : '–',
    ms(site.tbt),
    cls(site.cls),
  ];
  return [
    '## Devtools throttling (medians)',
    '',
    `A real throttled load in Chromium (Lighthouse \`--throttling-method=devtools\`, mobile preset: 150 ms RTT, 1.6 Mbps, CPU ×4); medians of ${runs} runs. First paint is Lighthouse's first contentful paint. The limit is the same page without its scripts, served and compressed the same way. A repeat visit loads the page again right after, with the HTTP cache the first load left; KB is what crosses the network (Lighthouse's total byte weight).`,
    '',
    table(
      [
        'Route',
        'First paint ms',
        'LCP ms',
        'Limit first paint ms',
        'Limit LCP ms',
        'LCP / limit',
        'Repeat first paint ms',
        'Repeat LCP ms',
        'KB',
        'Repeat KB',
        'TBT ms',
        'CLS',
      ],
      [
        row('**floor**', figures.floor, null, null),
        ...figures.rows.map((entry) => row(entry.route, entry.site, entry.limit, entry.repeat)),
      ],
    ),
    '',
  ];
}
