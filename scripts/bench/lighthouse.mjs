/**
 * Lighthouse in the benchmark: one run of a page, and the passes over the floor and every route's columns,
 * each result kept in a checkpoint that `--resume` goes on from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChrome } from './browser.mjs';
import { root, siteDist, tmpDir } from './paths.mjs';
import { origin, PORTS } from './servers.mjs';
import { log } from './shell.mjs';

/** The floor is measured at the start of each pass and after every 8th route. */
const FLOOR_EVERY = 8;

/** What each route is measured as, in this order within a pass: the site, then the same page without scripts. */
const COLUMNS = [
  { name: 'site', port: PORTS.front },
  { name: 'limit', port: PORTS.limit },
];
/**
 * Under devtools throttling, the site's page again right after, as a repeat visit finds it (warm cache): before
 * the limit, whose run clears the browser's whole HTTP cache.
 */
const DEVTOOLS_COLUMNS = [COLUMNS[0], { name: 'repeat', port: PORTS.front, warm: true }, COLUMNS[1]];

/**
 * One Lighthouse run, mobile preset (default config): its default simulated throttling (`simulate`, a model
 * computed from an unthrottled load) or `devtools`, a real throttled load (150 ms RTT, 1.6 Mbps, CPU ×4) whose
 * first paint and LCP are what a phone on 4G would see.
 */
export async function lighthouseRun(chrome, url, throttlingMethod = 'simulate', { warm = false } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const started = Date.now();
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    disableFullPageScreenshot: true,
    throttlingMethod,
    // A repeat visit: the HTTP cache the previous run of the same page left (its stylesheet, fonts, scripts).
    disableStorageReset: warm,
    // Not part of any score: the back/forward-cache check navigates away and back (slow here).
    skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  });
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id];
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const summary = audit('resource-summary')?.details?.items ?? [];
  const failing = [];
  for (const [category, data] of Object.entries(lhr.categories)) {
    if (category === 'performance') continue;
    for (const ref of data.auditRefs) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item.score !== null && item.score < 1) {
        failing.push({
          category,
          id: ref.id,
          title: item.title,
          detail: JSON.stringify(item.details?.items?.slice(0, 2) ?? []).slice(0, 300),
        });
      }
    }
  }
  const requests = audit('network-requests')?.details?.items ?? [];
  return {
    url,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    totalBytes: audit('total-byte-weight').numericValue,
    jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    // TTFB, load delay, load time, render delay: where the LCP time goes (Lighthouse 12's LCP breakdown).
    lcpPhases: (audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? []).map((item) => ({
      phase: item.phase,
      timing: item.timing,
    })),
    bootup: (audit('bootup-time')?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => ({ url: item.url, ms: Math.round(item.total) })),
    images: requests
      .filter((item) => item.resourceType === 'Image')
      .map((item) => ({ url: item.url, mimeType: item.mimeType, bytes: item.transferSize })),
    fonts: requests.filter((item) => item.resourceType === 'Font').map((item) => item.url),
    failing,
  };
}

/**
 * `runs` passes, each in a fresh Chrome: the floor, then each route's columns, under simulated throttling; then
 * the same under devtools throttling for `devtoolsRoutes`. `skip` (--skip-lighthouse) leaves the lists empty.
 * `resumedMs` is the Lighthouse time spent before an interruption (--resume).
 */
export async function lighthousePasses({ routes, devtoolsRoutes, runs, skip, resume }) {
  const columnsOf = (list, columns) =>
    Object.fromEntries(list.map((route) => [route, Object.fromEntries(columns.map((column) => [column.name, []]))]));
  const lighthouse = {
    floor: [],
    routes: columnsOf(
      routes.map(({ route }) => route),
      COLUMNS,
    ),
    devtools: { floor: [], routes: columnsOf(devtoolsRoutes, DEVTOOLS_COLUMNS) },
  };
  let resumedMs = 0;
  if (!skip) {
    const total =
      runs *
      (routes.length * COLUMNS.length +
        (routes.length ? 1 : 0) +
        Math.floor(routes.length / FLOOR_EVERY) +
        (devtoolsRoutes.length ? 1 + devtoolsRoutes.length * DEVTOOLS_COLUMNS.length : 0));
    let done = 0;
    let reused = 0;
    const lighthouseStarted = Date.now();
    // Every result is kept in a checkpoint: `--resume` goes on from there after an interruption (same build).
    const checkpointFile = path.join(tmpDir, 'lighthouse-checkpoint.json');
    const buildId = fs.readFileSync(path.join(root, siteDist, 'BUILD_ID'), 'utf8').trim();
    let checkpoint = { buildId, spentMs: 0, entries: {} };
    if (resume && fs.existsSync(checkpointFile)) {
      const saved = JSON.parse(fs.readFileSync(checkpointFile, 'utf8'));
      if (saved.buildId === buildId) checkpoint = saved;
      else log('checkpoint of another build: starting over');
    }
    resumedMs = checkpoint.spentMs;
    const previousMs = checkpoint.spentMs;
    log(`${Object.keys(checkpoint.entries).length} Lighthouse results taken from the checkpoint`);
    const measure = async (chrome, url, into, key, throttling = 'simulate', options = {}) => {
      const saved = checkpoint.entries[key];
      if (saved) {
        into.push(saved);
        done++;
        reused++;
        return;
      }
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const result = await lighthouseRun(chrome, url, throttling, options);
          into.push(result);
          checkpoint.entries[key] = result;
          checkpoint.spentMs = previousMs + (Date.now() - lighthouseStarted);
          fs.writeFileSync(checkpointFile, JSON.stringify(checkpoint));
          break;
        } catch (error) {
          log(`  lighthouse ${url} failed (${error.message})${attempt === 1 ? ', retrying' : ''}`);
        }
      }
      done++;
      const eta = ((Date.now() - lighthouseStarted) / Math.max(1, done - reused)) * (total - done);
      const last = into.at(-1);
      log(
        `  [${done}/${total}] ${throttling} ${url} perf ${last?.performance} TBT ${Math.round(last?.tbt ?? 0)} ms FCP ${Math.round(last?.fcp ?? 0)} ms LCP ${Math.round(last?.lcp ?? 0)} ms (${last?.seconds} s, ~${Math.round(eta / 60000)} min left)`,
      );
    };
    for (let pass = 1; pass <= runs; pass++) {
      log(`Lighthouse pass ${pass}/${runs}`);
      const chrome = await launchChrome();
      try {
        if (routes.length) await measure(chrome, `${origin(PORTS.floorFront)}/`, lighthouse.floor, `${pass}|floor|0`);
        for (const [index, { route }] of routes.entries()) {
          for (const column of COLUMNS) {
            await measure(
              chrome,
              `${origin(column.port)}${route}`,
              lighthouse.routes[route][column.name],
              `${pass}|${column.name}|${route}`,
            );
          }
          if ((index + 1) % FLOOR_EVERY === 0 && index + 1 < routes.length) {
            await measure(chrome, `${origin(PORTS.floorFront)}/`, lighthouse.floor, `${pass}|floor|${index + 1}`);
          }
        }
        if (devtoolsRoutes.length) {
          const { devtools } = lighthouse;
          await measure(chrome, `${origin(PORTS.floorFront)}/`, devtools.floor, `${pass}|devtools|floor`, 'devtools');
          for (const route of devtoolsRoutes) {
            for (const column of DEVTOOLS_COLUMNS) {
              const key = `${pass}|devtools|${column.name}|${route}`;
              const url = `${origin(column.port)}${route}`;
              await measure(chrome, url, devtools.routes[route][column.name], key, 'devtools', column);
            }
          }
        }
      } finally {
        await chrome.kill();
      }
    }
  }
  return { lighthouse, resumedMs };
}
