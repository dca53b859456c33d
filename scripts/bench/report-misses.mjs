/** The last section of bench/results.md: each missed budget, its routes and what holds them back. */
import path from 'node:path';
import { kb, ms, table } from './report-format.mjs';

function explainMiss(budget, lh, data) {
  const lines = [];
  if (['performance', 'tbt', 'lcp', 'cls'].includes(budget.id)) {
    const limitPass = budget.misses.filter((miss) => miss.limitPasses).length;
    // The LCP bar is the limit itself: there the phases below say what holds each page back.
    if (budget.id !== 'lcp')
      lines.push(
        `The same pages without their scripts (the limit) pass this budget on ${limitPass}/${budget.misses.length} of these routes: ` +
          (limitPass === budget.misses.length
            ? 'what holds them back is the JavaScript (download, parse, hydration on a 4× slowed CPU).'
            : 'where the limit misses too, the page itself (HTML size, CSS, hero image, font) holds it back, not only the scripts.'),
      );
    const costly = new Map();
    for (const miss of budget.misses) {
      const row = lh.rows.find((candidate) => candidate.route === miss.route);
      for (const item of row?.siteRun?.bootup ?? []) costly.set(item.url, Math.max(costly.get(item.url) ?? 0, item.ms));
    }
    const top = [...costly].sort((a, b) => b[1] - a[1]).slice(0, 4);
    if (top.length && (budget.id === 'performance' || budget.id === 'tbt'))
      lines.push(
        `Main-thread time of the median runs (Lighthouse bootup-time, worst route): ${top.map(([url, time]) => `${url.replace(/^https?:\/\/[^/]+/, '')} ${time} ms`).join(', ')}.`,
      );
    if (budget.id === 'lcp') {
      // Each miss with its figure, its bar and where the time goes (Lighthouse's LCP phases of the median run).
      for (const miss of budget.misses) {
        const run = lh.rows.find((row) => row.route === miss.route)?.siteRun;
        const phases = run?.lcpPhases?.map((phase) => `${phase.phase} ${ms(phase.timing)} ms`).join(', ');
        lines.push(
          `${miss.route}: LCP ${miss.site} against ${miss.bar} (limit ${miss.limit})${phases ? `; ${phases}` : ''}.`,
        );
      }
      const elements = new Set(
        budget.misses
          .map((miss) => lh.rows.find((row) => row.route === miss.route)?.siteRun?.lcpElement)
          .filter(Boolean),
      );
      if (elements.size)
        lines.push(
          `LCP elements: ${[...elements]
            .slice(0, 3)
            .map((snippet) => `\`${snippet.slice(0, 120)}\``)
            .join('; ')}.`,
        );
    }
  }
  if (['accessibility', 'bestPractices', 'seo'].includes(budget.id)) {
    const failing = new Map();
    for (const miss of budget.misses) {
      const runs = data.lighthouse.routes[miss.route].site;
      for (const run of runs)
        for (const audit of run.failing)
          if (
            audit.category ===
            { accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' }[budget.id]
          )
            failing.set(audit.id, audit);
    }
    for (const audit of failing.values()) lines.push(`Failing audit \`${audit.id}\` (${audit.title}): ${audit.detail}`);
  }
  if (budget.id === 'firstLoadJs') {
    const chunks = new Map();
    for (const miss of budget.misses) {
      const page = data.firstLoad.site.find((candidate) => candidate.route === miss.route);
      for (const script of page.scripts) chunks.set(script.src, script);
    }
    const floorSizes = data.firstLoad.floor.scripts.map((script) => script.gzipBytes);
    const big = [...chunks.values()].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 6);
    lines.push(
      `Largest chunks of these pages (gzip): ${big.map((script) => `${path.basename(script.src)} ${kb(script.gzipBytes)} KB${script.contains.length ? ` [${script.contains.join(', ')}]` : ''}`).join('; ')}. ` +
        `The floor's chunks: ${floorSizes.map((size) => kb(size)).join(' + ')} KB.`,
    );
  }
  return lines;
}

export function missesSection(budgets, lh, data) {
  const out = [];
  const missed = budgets.filter((budget) => budget.result === 'MISS');
  out.push('## Misses and what holds them back', '');
  if (missed.length === 0) out.push('None: every budget is met.', '');
  for (const budget of missed) {
    out.push(`### ${budget.budget}`, '');
    if (budget.misses.length) {
      const withLimit = budget.misses.some((miss) => miss.limit !== undefined);
      out.push(
        table(
          [
            'Route',
            'Measured',
            ...(withLimit
              ? ['Limit (no scripts)']
              : budget.misses.some((miss) => miss.overFloor)
                ? ['Over the floor']
                : []),
          ],
          budget.misses.map((miss) => [
            miss.route,
            miss.site,
            ...(withLimit ? [miss.limit] : miss.overFloor ? [miss.overFloor] : []),
          ]),
        ),
        '',
      );
    }
    for (const line of explainMiss(budget, lh, data)) out.push(`- ${line}`);
    out.push('');
  }
  return out;
}
