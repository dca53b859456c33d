/**
 * Benchmark report (npm run bench): medians, budgets (PASS/MISS), bench/results.md,
 * bench/results.json and a table on the console.
 */
import fs from 'node:fs';
import path from 'node:path';
import { median } from './bench-measure.mjs';
import { log, root } from './bench-servers.mjs';

const KB = 1024;
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

const medians = (runs) => Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]));
const kb = (bytes) => (bytes == null ? '–' : `${(bytes / KB).toFixed(1)}`);
const ms = (value) => (value == null ? '–' : `${Math.round(value)}`);
const cls = (value) => (value == null ? '–' : value.toFixed(2));
const num = (value) => (value == null ? '–' : `${Math.round(value)}`);
const pct = (value) => (value == null ? '–' : `${Math.round(value * 100)} %`);
const verdict = (ok) => (ok === null ? 'N/A' : ok ? 'PASS' : 'MISS');

/** The run whose Performance score is the median one (its diagnostics explain the median). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function lighthouseBudgets(data) {
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
  // /rechercher is `noindex, follow` on purpose (result pages are not to be indexed): SEO's is-crawlable fails there.
  const seoExempt = new Set(['/rechercher']);
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
      budget: `SEO 100 (except ${[...seoExempt].join(', ')}: noindex on purpose)`,
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

function otherBudgets(data) {
  const budgets = [];
  const floorJs = data.firstLoad.floor.gzipBytes;
  const overJs = data.firstLoad.site.filter((page) => page.gzipBytes > floorJs + 20 * KB);
  const heaviest = [...data.firstLoad.site].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  budgets.push({
    id: 'firstLoadJs',
    budget: `First-load JS ≤ floor + 20 KB gzip (floor ${kb(floorJs)} KB: ≤ ${kb(floorJs + 20 * KB)} KB)`,
    result: verdict(overJs.length === 0),
    measured: `${data.firstLoad.site.length - overJs.length}/${data.firstLoad.site.length} routes pass; heaviest ${kb(heaviest?.gzipBytes)} KB (${heaviest?.route})`,
    misses: overJs.map((page) => ({
      route: page.route,
      site: `${kb(page.gzipBytes)} KB`,
      overFloor: `+${kb(page.gzipBytes - floorJs)} KB`,
    })),
  });
  budgets.push({
    id: 'homeTransfer390',
    budget: 'Home page total transfer < 800 KB at 390 px (390×844, DPR 3, load + network idle)',
    result: verdict(data.phone.transferBytes < 800 * KB),
    measured: `${kb(data.phone.transferBytes)} KB in ${data.phone.requests} requests`,
    misses: [],
  });
  const raster = /^image\/(jpeg|png|gif|bmp)$/;
  const images = new Map();
  for (const { route } of data.routes) {
    for (const run of data.lighthouse.routes[route].site)
      for (const image of run.images) images.set(image.url, image.mimeType);
  }
  for (const image of data.phone.images) images.set(image.url, image.mimeType);
  const legacy = [...images].filter(([, mimeType]) => raster.test(mimeType ?? ''));
  const formats = [...new Set(images.values())].sort();
  budgets.push({
    id: 'imageFormats',
    budget: 'Images AVIF/WebP (SVG allowed)',
    result: verdict(images.size === 0 ? null : legacy.length === 0),
    measured: `${images.size} distinct images loaded: ${formats.join(', ')}`,
    misses: legacy.map(([url, mimeType]) => ({ route: url, site: mimeType })),
  });
  const lighthouseFonts = new Set();
  for (const { route } of data.routes)
    for (const run of data.lighthouse.routes[route].site) run.fonts.forEach((url) => lighthouseFonts.add(url));
  const foreignFonts = [...lighthouseFonts].filter((url) => !url.startsWith('http://127.0.0.1:'));
  const fontsOk =
    data.fonts.families.length === 1 &&
    data.fonts.external.length === 0 &&
    foreignFonts.length === 0 &&
    data.fonts.preloads.length > 0 &&
    data.fonts.preloads.every((href) => href.startsWith('/'));
  budgets.push({
    id: 'font',
    budget: 'One font family, self-hosted, preloaded',
    result: verdict(fontsOk),
    measured: `families ${JSON.stringify(data.fonts.families)}, ${data.fonts.fontFiles.length} files, ${data.fonts.preloads.length} preloaded (${data.fonts.preloads.join(', ')}), third-party: ${data.fonts.external.length + foreignFonts.length}`,
    misses: [],
  });
  if (data.load.length) {
    const ratios = data.load.map((row) => ({
      path: row.path,
      ratio: row.front.requestsPerSecond / row.raw.requestsPerSecond,
    }));
    budgets.push({
      id: 'frontThroughput',
      budget: 'Pre-rendered pages through the nginx front ≥ 80 % of the throughput of nginx serving the raw files',
      result: verdict(ratios.every((row) => row.ratio >= 0.8)),
      measured: ratios.map((row) => `${row.path} ${pct(row.ratio)}`).join('; '),
      misses: ratios.filter((row) => row.ratio < 0.8).map((row) => ({ route: row.path, site: pct(row.ratio) })),
    });
  }
  const parityMisses = data.parity.filter((row) => row.differences.length);
  budgets.push({
    id: 'securityHeaders',
    budget: 'Security headers of config/headers.mjs on the files nginx serves itself (same as Next)',
    result: verdict(parityMisses.length === 0),
    measured: data.parity
      .map(
        (row) =>
          `${row.path.length > 40 ? `${row.path.slice(0, 37)}...` : row.path} ${row.differences.length ? `differs: ${row.differences.join(', ')}` : 'same'}`,
      )
      .join('; '),
    misses: parityMisses.map((row) => ({ route: row.path, site: row.differences.join(', ') })),
  });
  const routingMisses = data.routing.filter((row) => !row.same);
  budgets.push({
    id: 'routing',
    budget: 'The nginx front answers like next start (status and type) for pages, RSC, redirects, 404, API, images',
    result: verdict(routingMisses.length === 0),
    measured: `${data.routing.length - routingMisses.length}/${data.routing.length} cases identical`,
    misses: routingMisses.map((row) => ({
      route: `${row.label} ${row.path}`,
      site: `front ${row.front}, next ${row.next}`,
    })),
  });
  return budgets;
}

function table(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map((header, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

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

function duration(ms) {
  const minutes = Math.round(ms / 60000);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

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

export function writeReport(data) {
  const lh = lighthouseBudgets(data);
  const budgets = [...lh.budgets, ...otherBudgets(data)];
  // An interrupted run resumed with --resume: its earlier Lighthouse time counts too.
  const took = data.finished - data.started + (data.resumedMs ?? 0);
  const m = data.machine;
  const out = [];
  out.push('# Benchmark results', '');
  out.push(
    `Run of ${data.started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${duration(took)} in all${data.resumedMs ? ` (of which ${duration(data.resumedMs)} of Lighthouse before an interruption, then \`--resume\`)` : ''} (\`npm run bench -- --routes=${data.args.routes} --runs=${data.args.runs}\`), ` +
      `${data.routes.length} of the ${data.allRoutes.length} pre-rendered routes.`,
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
      `Lighthouse ${m.lighthouse}, mobile preset, default simulated throttling, Chromium headless; medians of ${data.args.runs} runs. 1 KB = 1,024 bytes.`,
    '',
  );

  out.push('## Budgets', '');
  out.push(
    table(
      ['Budget', 'Result', 'Measured'],
      budgets.map((budget) => [budget.budget, `**${budget.result}**`, budget.measured]),
    ),
    '',
  );

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

  out.push('## First-load JavaScript (gzip bytes on the wire)', '');
  const legacy = data.firstLoad.floor.noModule ?? [];
  out.push(
    'The `<script src>` of each page, fetched through the nginx front with `Accept-Encoding: gzip`' +
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

  if (data.moduleReach) {
    out.push("## Module reach (dependency-cruiser, the project's modules only)", '');
    out.push(
      table(
        ['Entry', 'Modules reached', 'Target'],
        data.moduleReach.map((row) => [`${row.label} (\`${row.entry}\`)`, String(row.reach), `≤ ${row.limit}`]),
      ),
      '',
    );
  }

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
