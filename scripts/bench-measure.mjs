/**
 * Benchmark measures (npm run bench): Lighthouse, first-load JavaScript, a 390 px page load,
 * fonts and images, header parity between Next and nginx, and HTTP load (wrk or autocannon).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import zlib from 'node:zlib';
import { log } from './bench-servers.mjs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** GET without decompression: status, headers and the bytes as sent on the wire. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout ${url}`)));
  });
}

function decode(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  return response.body;
}

const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1];

/** Packages recognisable in a production chunk (Turbopack strips module paths). */
const SIGNATURES = [
  ['sonner', /data-sonner-toaster/],
  ['zod', /ZodError|\$ZodType|_zod\b/],
  ['embla-carousel', /embla/i],
  ['react-dom', /react-dom\.production|__reactContainer\$/],
];

/**
 * First-load JS: the page's <script src>, fetched with Accept-Encoding: gzip, bytes on the wire.
 * `nomodule` scripts (Next's legacy polyfills) are listed but not counted: browsers that run
 * modules never download them.
 */
export async function firstLoadJs(origin, route) {
  const page = await rawGet(`${origin}${route}`, { 'accept-encoding': 'gzip' });
  const html = decode(page).toString('utf8');
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => attribute(tag, 'src'));
  const noModule = new Set(tags.filter((tag) => /\bnomodule\b/i.test(tag)).map((tag) => attribute(tag, 'src')));
  const sources = [...new Set(tags.map((tag) => attribute(tag, 'src')))];
  const scripts = [];
  const legacy = [];
  for (const src of sources) {
    const response = await rawGet(new URL(src.replaceAll('&amp;', '&'), `${origin}${route}`).href, {
      'accept-encoding': 'gzip',
    });
    const text = decode(response).toString('utf8');
    (noModule.has(src) ? legacy : scripts).push({
      src,
      status: response.status,
      gzipBytes: response.body.length,
      encoding: response.headers['content-encoding'] ?? 'identity',
      bytes: text.length,
      contains: SIGNATURES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name),
    });
  }
  return {
    route,
    htmlGzipBytes: page.body.length,
    scripts,
    noModule: legacy,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
  };
}

/** The font faces of a page's stylesheets and its font preloads. */
export async function fontCheck(origin, route) {
  const page = await rawGet(`${origin}${route}`);
  const html = page.body.toString('utf8');
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
  const preloads = links
    .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'font')
    .map((tag) => attribute(tag, 'href'));
  const stylesheets = links
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .map((tag) => attribute(tag, 'href'));
  const families = new Map();
  const external = [];
  for (const href of stylesheets) {
    const css = (await rawGet(new URL(href, `${origin}${route}`).href)).body.toString('utf8');
    for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const family = face[1]
        .match(/font-family:\s*([^;]+)/)?.[1]
        ?.trim()
        .replace(/^["']|["']$/g, '');
      const urls = [...face[1].matchAll(/url\(([^)]+)\)/g)].map((match) => match[1].replace(/^["']|["']$/g, ''));
      if (!family || urls.length === 0) continue; // local() fallbacks (next/font's adjusted Arial)
      families.set(family, [...(families.get(family) ?? []), ...urls]);
      external.push(...urls.filter((url) => /^(https?:)?\/\//.test(url)));
    }
  }
  return { route, families: [...families.keys()], fontFiles: [...families.values()].flat(), preloads, external };
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

/** The security headers nginx adds to the files it serves itself are those Next sends. */
export async function headerParity(nextOrigin, frontOrigin, paths) {
  const rows = [];
  for (const path of paths) {
    const [fromNext, fromFront] = await Promise.all([rawGet(`${nextOrigin}${path}`), rawGet(`${frontOrigin}${path}`)]);
    const differences = SECURITY_HEADERS.filter((name) => fromNext.headers[name] !== fromFront.headers[name]);
    rows.push({
      path,
      nextStatus: fromNext.status,
      frontStatus: fromFront.status,
      differences,
      frontCacheControl: fromFront.headers['cache-control'] ?? null,
      nextCacheControl: fromNext.headers['cache-control'] ?? null,
    });
  }
  return rows;
}

/** What the front sends to Next rather than serving itself, compared with next start's answer. */
export async function routingChecks(nextOrigin, frontOrigin, samples) {
  const rows = [];
  for (const { label, path, headers = {} } of samples) {
    const [fromNext, fromFront] = await Promise.all([
      rawGet(`${nextOrigin}${path}`, headers),
      rawGet(`${frontOrigin}${path}`, headers),
    ]);
    const type = (response) => (response.headers['content-type'] ?? '').split(';')[0];
    rows.push({
      label,
      path,
      next: `${fromNext.status} ${type(fromNext)}`,
      front: `${fromFront.status} ${type(fromFront)}`,
      location: fromFront.headers.location ?? null,
      same: fromNext.status === fromFront.status && type(fromNext) === type(fromFront),
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

export async function launchChrome() {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/** One Lighthouse run, mobile preset (default config) with its default simulated throttling. */
export async function lighthouseRun(chrome, url) {
  const { default: lighthouse } = await import('lighthouse');
  const started = Date.now();
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    disableFullPageScreenshot: true,
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

// ---------------------------------------------------------------------------------------------
// Playwright's Chromium for the warm-up and the phone load: the benchmark's flags but --headless=new, as
// Playwright sets the headless mode itself; a phone's context is a touch screen at a given size and density.

async function launchPlaywright() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
}

const phoneContext = (browser, viewport, deviceScaleFactor) =>
  browser.newContext({ viewport, deviceScaleFactor, isMobile: true, hasTouch: true });

// ---------------------------------------------------------------------------------------------
// Warm-up: a fresh standalone build has an empty image cache, and encoding AVIF on 2 loaded cores can take
// longer than the optimizer's 7 s limit (answered 500). One visit per page at Lighthouse's mobile size
// (412 px, DPR 1.75) fills it before anything is measured.

export async function warmPages(urls) {
  const browser = await launchPlaywright();
  const failed = [];
  try {
    const context = await phoneContext(browser, { width: 412, height: 823 }, 1.75);
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
    });
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    }
  } finally {
    await browser.close();
  }
  return failed;
}

// ---------------------------------------------------------------------------------------------
// A phone-sized page load (390 px): bytes on the wire and image formats

export async function phoneLoad(url) {
  const browser = await launchPlaywright();
  try {
    const context = await phoneContext(browser, { width: 390, height: 844 }, 3);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map();
    let transfer = 0;
    cdp.on('Network.responseReceived', (event) =>
      responses.set(event.requestId, { type: event.type, mimeType: event.response.mimeType, url: event.response.url }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      transfer += event.encodedDataLength;
      const entry = responses.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const atLoad = transfer;
    const list = [...responses.values()];
    return {
      url,
      viewport: '390x844 @3x',
      transferBytes: atLoad,
      requests: list.length,
      byType: Object.entries(
        list.reduce((sums, item) => ({ ...sums, [item.type]: (sums[item.type] ?? 0) + (item.bytes ?? 0) }), {}),
      ).map(([type, bytes]) => ({ type, bytes })),
      images: list
        .filter((item) => item.type === 'Image')
        .map((item) => ({ url: item.url, mimeType: item.mimeType, bytes: item.bytes ?? 0 })),
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP load

const toMs = (value, unit) => value * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1);

function runWrk(url, { duration, connections, headers }) {
  return new Promise((resolve, reject) => {
    const args = [
      '-t2',
      `-c${connections}`,
      `-d${duration}s`,
      '--latency',
      ...Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}: ${value}`]),
      url,
    ];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`));
      const latency = (percent) => {
        const match = out.match(new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
        return match ? toMs(Number(match[1]), match[2]) : null;
      };
      const transfer = out.match(/Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/);
      const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
      const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
      const errors = out.match(/Socket errors:[^\n]*/)?.[0] ?? null;
      resolve({
        tool: 'wrk',
        requestsPerSecond: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
        p50: latency(50),
        p99: latency(99),
        bytesPerSecond: transfer
          ? Number(transfer[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[transfer[2]]
          : null,
        requests,
        errors: non2xx + (errors ? 1 : 0) ? `${non2xx} non-2xx/3xx${errors ? `; ${errors}` : ''}` : null,
      });
    });
  });
}

async function runAutocannon(url, { duration, connections, headers }) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, duration, connections, headers });
  return {
    tool: 'autocannon',
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    requests: result.requests.total,
    errors: result.non2xx + result.errors ? `${result.non2xx} non-2xx, ${result.errors} errors` : null,
  };
}

/** Bounded load on 127.0.0.1 only, after a short warm-up. */
export async function loadTest(url, options) {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`load tests only against 127.0.0.1: ${url}`);
  const runner = options.tool === 'wrk' ? runWrk : runAutocannon;
  await runner(url, { ...options, duration: options.warmup });
  const result = await runner(url, options);
  log(
    `  ${url}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50?.toFixed(2)} ms, p99 ${result.p99?.toFixed(2)} ms`,
  );
  return result;
}
