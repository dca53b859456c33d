/**
 * Benchmark report (npm run bench): medians, budgets (PASS/MISS), bench/results.md,
 * bench/results.json and a table on the console.
 */
import fs from 'node:fs';
import path from 'node:path';
import { devtoolsFigures, devtoolsSection } from './devtools-figures.mjs';
import { lighthouseBudgets } from './lighthouse-budgets.mjs';
import { root } from './paths.mjs';
import { cls, duration, kb, ms, num, pct } from './report-format.mjs';
import { missesSection } from './report-misses.mjs';
import {
  budgetsSection,
  firstLoadSection,
  introSection,
  lighthouseSection,
  moduleReachSection,
  servingSection,
  throughputSection,
} from './report-sections.mjs';
import { servingBudgets } from './serving-budgets.mjs';
import { log } from './shell.mjs';

export function writeReport(data) {
  const lh = lighthouseBudgets(data);
  const devtools = devtoolsFigures(data);
  const budgets = [...lh.budgets, ...devtools.budgets, ...servingBudgets(data)];
  // An interrupted run resumed with --resume: its earlier Lighthouse time counts too.
  const took = data.finished - data.started + (data.resumedMs ?? 0);
  const out = [
    ...introSection(data, took),
    ...budgetsSection(budgets),
    ...lighthouseSection(data, lh),
    ...devtoolsSection(data, devtools),
    ...firstLoadSection(data),
    ...throughputSection(data),
    ...moduleReachSection(data),
    ...servingSection(data),
    ...missesSection(budgets, lh, data),
  ];

  const notes = path.join(root, 'bench', 'notes.md');
  if (fs.existsSync(notes)) out.push(fs.readFileSync(notes, 'utf8').trim(), '');

  const slim = (run) => ({ ...run, images: undefined, fonts: undefined });
  const json = {
    date: data.started.toISOString(),
    durationSeconds: Math.round(took / 1000),
    args: data.args,
    machine: data.machine,
    budgets,
    lighthouse: {
      floor: { median: lh.floor, runs: data.lighthouse.floor.map(slim) },
      routes: Object.fromEntries(
        lh.rows.map((row) => [
          row.route,
          {
            site: row.site,
            limit: row.limit,
            runs: {
              site: data.lighthouse.routes[row.route].site.map(slim),
              limit: data.lighthouse.routes[row.route].limit.map(slim),
            },
          },
        ]),
      ),
      devtools: {
        floor: { median: devtools.floor, runs: (data.lighthouse.devtools?.floor ?? []).map(slim) },
        routes: Object.fromEntries(
          devtools.rows.map((row) => [
            row.route,
            {
              site: row.site,
              limit: row.limit,
              repeat: row.repeat,
              runs: {
                site: data.lighthouse.devtools.routes[row.route].site.map(slim),
                limit: data.lighthouse.devtools.routes[row.route].limit.map(slim),
                repeat: data.lighthouse.devtools.routes[row.route].repeat.map(slim),
              },
            },
          ]),
        ),
      },
    },
    firstLoadJs: data.firstLoad,
    load: data.load,
    loadOptions: data.loadOptions,
    routing: data.routing,
    warmErrors: data.warmErrors,
    securityHeaders: data.parity,
    fonts: data.fonts,
    phone: data.phone,
    routes: data.routes,
  };
  fs.mkdirSync(data.outDir, { recursive: true });
  fs.writeFileSync(path.join(data.outDir, 'results.json'), `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(
    path.join(data.outDir, 'results.md'),
    `${out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
  );

  // Console summary
  console.log('');
  if (lh.rows.some((row) => row.runs > 0)) {
    console.log('Lighthouse medians: route | perf a11y bp seo | LCP TBT CLS | total KB, JS KB | (limit perf, TBT)');
    const line = (label, s, l) =>
      `${label.padEnd(48)} ${[s.performance, s.accessibility, s.bestPractices, s.seo].map((v) => num(v).padStart(3)).join(' ')} | ${ms(s.lcp).padStart(5)} ${ms(s.tbt).padStart(5)} ${cls(s.cls)} | ${kb(s.totalBytes).padStart(6)} ${kb(s.jsBytes).padStart(6)}${l ? ` | (${num(l.performance)}, ${ms(l.tbt)})` : ''}`;
    console.log(line('floor', lh.floor));
    for (const row of lh.rows) console.log(line(row.route, row.site, row.limit));
    console.log('');
  }
  for (const row of devtools.rows)
    console.log(
      `devtools ${row.route}: first paint ${ms(row.site.fcp)} ms, LCP ${ms(row.site.lcp)} ms, repeat ${ms(row.repeat.fcp)} / ${ms(row.repeat.lcp)} ms (limit ${ms(row.limit.fcp)} / ${ms(row.limit.lcp)} ms; floor ${ms(devtools.floor.fcp)} / ${ms(devtools.floor.lcp)} ms)`,
    );
  console.log(
    `First-load JS gzip: floor ${kb(data.firstLoad.floor.gzipBytes)} KB; site ${data.firstLoad.site.map((page) => `${page.route} ${kb(page.gzipBytes)}`).join(', ')}`,
  );
  for (const row of data.load) {
    console.log(
      `${row.path}: next ${num(row.next.requestsPerSecond)} req/s, front ${num(row.front.requestsPerSecond)}, raw ${num(row.raw.requestsPerSecond)}; front/next ${(row.front.requestsPerSecond / row.next.requestsPerSecond).toFixed(1)}×, front/raw ${pct(row.front.requestsPerSecond / row.raw.requestsPerSecond)}`,
    );
  }
  console.log('');
  for (const budget of budgets) console.log(`${budget.result.padEnd(4)}  ${budget.budget}: ${budget.measured}`);
  console.log('');
  const shown = path.relative(root, data.outDir) || '.';
  log(`wrote ${shown}/results.md and ${shown}/results.json (${duration(took)})`);
}
