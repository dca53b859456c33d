/**
 * The sections of bench/results.md before the misses: the run and the machine, the budgets, the Lighthouse
 * medians, first-load JavaScript, throughput, module reach and the serving checks. Each returns its lines.
 */
import { cls, duration, kb, ms, num, pct, table } from './report-format.mjs';

function lighthouseRow(label, m) {
  return [
    label,
    num(m.performance),
    num(m.accessibility),
    num(m.bestPractices),
    num(m.seo),
    ms(m.lcp),
    ms(m.tbt),
    cls(m.cls),
    kb(m.totalBytes),
    kb(m.jsBytes),
  ];
}

export function introSection(data, took) {
  const out = [];
  const m = data.machine;
  out.push('# Benchmark results', '');
  out.push(
    `Run of ${data.started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${duration(took)} in all${data.resumedMs ? ` (of which ${duration(data.resumedMs)} of Lighthouse before an interruption, then \`--resume\`)` : ''} (\`npm run bench -- --routes=${data.args.routes} --throttling=${data.args.throttling} --runs=${data.args.runs}\`), ` +
      `${data.routes.length} of the ${data.allRoutes.length} pre-rendered routes under simulated throttling, ${data.args.devtoolsRoutes.length} under devtools throttling.`,
    '',
  );
  out.push(
    `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB; ${m.os}. Node ${m.node}, Chromium ${m.chromium}, nginx ${m.nginx} (brotli ${m.brotli ? 'on' : 'off'}), ` +
      `${m.wrk ?? `autocannon ${m.autocannon}`}, Next.js ${m.next}, React ${m.react}, Lighthouse ${m.lighthouse}. ` +
      `Load average at start ${m.loadAverageAtStart.join(' / ')}, at end ${m.loadAverageAtEnd.join(' / ')} (other work shares this machine: figures are side by side, in the same run).`,
    '',
  );
  out.push(
    'How: the site (`.next-bench`) and the **floor** (bench/floor: a minimal Next.js page built with the same `node_modules` in bench/tmp/floor) are both served by the shipped recipe ' +
      '(deploy/nginx in front of the standalone `server.js`); the **limit** is the same pre-rendered HTML of each page with its scripts removed, served as files by the same nginx configuration. ' +
      `Lighthouse ${m.lighthouse}, mobile preset, default simulated throttling (and devtools throttling, its own section), Chromium headless; medians of ${data.args.runs} runs. 1 KB = 1,024 bytes.`,
    '',
  );
  return out;
}

export function budgetsSection(budgets) {
  const rows = budgets.map((budget) => [budget.budget, `**${budget.result}**`, budget.measured]);
  return ['## Budgets', '', table(['Budget', 'Result', 'Measured'], rows), ''];
}

export function lighthouseSection(data, lh) {
  const out = [];
  if (lh.rows.some((row) => row.runs > 0)) {
    out.push('## Lighthouse (medians)', '');
    out.push(
      `Floor: ${data.lighthouse.floor.length} runs. benchmarkIndex (Lighthouse's CPU yardstick, higher is faster): median ${num(lh.floor.benchmarkIndex)}, range ${num(Math.min(...data.lighthouse.floor.map((run) => run.benchmarkIndex)))}–${num(Math.max(...data.lighthouse.floor.map((run) => run.benchmarkIndex)))}.`,
      '',
    );
    const headers = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'Total KB', 'JS KB'];
    out.push('### Site', '');
    out.push(
      table(headers, [
        lighthouseRow('**floor**', lh.floor),
        ...lh.rows.map((row) => lighthouseRow(row.route, row.site)),
      ]),
      '',
    );
    out.push('### Limit (the same pages without scripts)', '');
    out.push(
      table(
        headers,
        lh.rows.map((row) => lighthouseRow(row.route, row.limit)),
      ),
      '',
    );
  }
  return out;
}

export function firstLoadSection(data) {
  const out = [];
  out.push('## First-load JavaScript (gzip bytes on the wire)', '');
  const legacy = data.firstLoad.floor.noModule ?? [];
  out.push(
    'The `<script src>` of each page and the scripts its loader inserts once the hero is in (lib/scripts-after-hero.mjs), fetched through the nginx front with `Accept-Encoding: gzip`' +
      (legacy.length
        ? `; not counted: Next's \`nomodule\` polyfills (${kb(legacy.reduce((sum, script) => sum + script.gzipBytes, 0))} KB), which module browsers never download.`
        : '.'),
    '',
  );
  out.push(
    table(
      ['Route', 'Scripts', 'gzip KB', 'vs floor', 'uncompressed KB'],
      [
        [
          '**floor**',
          data.firstLoad.floor.scripts.length,
          kb(data.firstLoad.floor.gzipBytes),
          '',
          kb(data.firstLoad.floor.bytes),
        ],
        ...data.firstLoad.site.map((page) => [
          page.route,
          page.scripts.length,
          kb(page.gzipBytes),
          `+${kb(page.gzipBytes - data.firstLoad.floor.gzipBytes)}`,
          kb(page.bytes),
        ]),
      ],
    ),
    '',
  );
  return out;
}

export function throughputSection(data) {
  const out = [];
  const m = data.machine;
  if (data.load.length) {
    const o = data.loadOptions;
    out.push('## Throughput and latency', '');
    out.push(
      `${o.tool}, ${o.duration} s per measure after ${o.warmup} s of warm-up, ${o.connections} connections, \`Accept-Encoding: ${o.headers['accept-encoding']}\`, on 127.0.0.1 (the load generator shares the ${m.cores} cores). ` +
        '**next start**: the Node server alone; **nginx front**: deploy/nginx/lumina-terrasses.conf in front of the standalone server (pre-rendered pages answered from files, precompressed); ' +
        '**raw files**: a bare nginx server block serving the same files by path (same precompressed files, no headers, no `open_file_cache`).',
      '',
    );
    out.push(
      table(
        ['Page', 'Server', 'req/s', 'p50 ms', 'p99 ms', 'vs raw files'],
        data.load.flatMap((row) =>
          [
            ['next start', row.next],
            ['nginx front', row.front],
            ['raw files', row.raw],
          ].map(([label, result]) => [
            label === 'next start' ? row.path : '',
            label,
            num(result.requestsPerSecond),
            result.p50?.toFixed(2) ?? '–',
            result.p99?.toFixed(2) ?? '–',
            pct(result.requestsPerSecond / row.raw.requestsPerSecond) + (result.errors ? ` (${result.errors})` : ''),
          ]),
        ),
      ),
      '',
    );
    out.push(
      `Ratios: nginx front / next start = ${data.load.map((row) => `${(row.front.requestsPerSecond / row.next.requestsPerSecond).toFixed(1)}×`).join(', ')}; ` +
        `nginx front / raw files = ${data.load.map((row) => pct(row.front.requestsPerSecond / row.raw.requestsPerSecond)).join(', ')} (pages in the order above).`,
      '',
    );
  }
  return out;
}

export function moduleReachSection(data) {
  if (!data.moduleReach) return [];
  const rows = data.moduleReach.map((row) => [`${row.label} (\`${row.entry}\`)`, String(row.reach), `≤ ${row.limit}`]);
  return [
    "## Module reach (dependency-cruiser, the project's modules only)",
    '',
    table(['Entry', 'Modules reached', 'Target'], rows),
    '',
  ];
}

export function servingSection(data) {
  const out = [];
  out.push('## Serving checks', '');
  out.push(
    table(
      ['Case', 'Path', 'next start', 'nginx front', 'Same'],
      data.routing.map((row) => [
        row.label,
        `\`${row.path.length > 50 ? `${row.path.slice(0, 47)}...` : row.path}\``,
        row.next,
        row.front,
        row.same ? 'yes' : '**no**',
      ]),
    ),
    '',
  );
  out.push(
    table(
      ['Path', 'Security headers', 'Cache-Control (front)', 'Cache-Control (next start)'],
      data.parity.map((row) => [
        `\`${row.path.length > 50 ? `${row.path.slice(0, 47)}...` : row.path}\``,
        row.differences.length ? `**differ: ${row.differences.join(', ')}**` : 'same',
        row.frontCacheControl ?? '–',
        row.nextCacheControl ?? '–',
      ]),
    ),
    '',
  );
  out.push(
    `Home page at 390 px: ${kb(data.phone.transferBytes)} KB in ${data.phone.requests} requests (${data.phone.byType
      .sort((a, b) => b.bytes - a.bytes)
      .map((item) => `${item.type} ${kb(item.bytes)} KB`)
      .join(', ')}).`,
    '',
  );

  if (data.warmErrors?.length) {
    out.push(
      `Server errors still seen at the second warm-up visit (${data.warmErrors.length}): ${data.warmErrors
        .slice(0, 5)
        .map((line) => `\`${line.replace(/^(\d+) https?:\/\/[^/]+/, '$1 ')}\``)
        .join(', ')}.`,
      '',
    );
  }
  return out;
}
