#!/usr/bin/env node
/**
 * npm run bench [-- --routes=all|sample|/a,/b] [--runs=3] [--duration=10] [--connections=50]
 *                  [--skip-lighthouse] [--skip-load] [--rebuild | --skip-build] [--resume] [--out=bench]
 *
 * Builds the site (.next-bench) and a minimal Next.js page (the floor: bench/floor, built in bench/tmp/floor) when needed,
 * serves both with the shipped recipe (deploy/: nginx in front of the standalone server), serves the
 * site's pages without their scripts (the limit), measures them side by side and writes
 * bench/results.md and bench/results.json. Every server it starts is stopped at the end.
 * Ports: 3300-3302 (Node), 8300-8303 (nginx), on 127.0.0.1 only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildFloor,
  buildSite,
  ensureNodeModules,
  ensureSystemPackages,
  exportStatic,
  hasBrotli,
  killAllSync,
  listRoutes,
  log,
  machineInfo,
  makeLimit,
  portFree,
  rawNginxConf,
  root,
  shippedNginxConf,
  siteDist,
  startNextStart,
  startNginx,
  startStandalone,
  stopAll,
  tmpDir,
  waitForHttp,
} from './bench-servers.mjs';
import {
  firstLoadJs,
  fontCheck,
  headerParity,
  launchChrome,
  lighthouseRun,
  loadTest,
  phoneLoad,
  routingChecks,
  warmPages,
} from './bench-measure.mjs';
import { writeReport } from './bench-report.mjs';
import { measureReach } from './module-reach.mjs';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: 'all' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench' },
    resume: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(fs.readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
  process.exit(0);
}

const PORTS = {
  next: 3300,
  siteServer: 3301,
  floorServer: 3302,
  front: 8300,
  floorFront: 8301,
  limit: 8302,
  raw: 8303,
};
const origin = (port) => `http://127.0.0.1:${port}`;
const LOAD_PATHS = ['/', '/products/pergolas-bioclimatique', '/conseils/pergola-bioclimatique-guide-complet'];
const FLOOR_EVERY = 8; // the floor is measured at the start of each pass and after every 8th route

process.on('exit', killAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping the servers`);
    stopAll().finally(() => process.exit(130));
  });
}

function selectRoutes(all) {
  if (args.routes === 'all') return all;
  if (args.routes === 'sample') {
    // One page per template (app/**/page.tsx), the load-test pages preferred.
    const byTemplate = new Map();
    for (const entry of all) {
      const current = byTemplate.get(entry.template);
      if (!current || (LOAD_PATHS.includes(entry.route) && !LOAD_PATHS.includes(current.route)))
        byTemplate.set(entry.template, entry);
    }
    return all.filter((entry) => byTemplate.get(entry.template) === entry);
  }
  const wanted = args.routes
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const unknown = wanted.filter((route) => !all.some((entry) => entry.route === route));
  if (unknown.length) throw new Error(`not pre-rendered pages of the build: ${unknown.join(', ')}`);
  return all.filter((entry) => wanted.includes(entry.route));
}

function firstFile(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isFile() && /\.(jpe?g|png|webp|avif)$/.test(entry.name)) return file;
    if (entry.isDirectory()) {
      const found = firstFile(file);
      if (found) return found;
    }
  }
  return null;
}

async function main() {
  const started = new Date();
  const runs = Math.max(1, Number(args.runs) || 3);
  ensureNodeModules();
  ensureSystemPackages();
  const machine = machineInfo();
  log(
    `${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB, load ${machine.loadAverageAtStart.join(' ')}`,
  );

  buildSite({ force: args.rebuild, skip: args['skip-build'] || args.resume });
  const floor = buildFloor();
  const allRoutes = listRoutes(siteDist);
  const routes = selectRoutes(allRoutes);
  log(`${routes.length} of ${allRoutes.length} routes, ${runs} Lighthouse run(s) each`);

  const siteStatic = path.join(tmpDir, 'site-static');
  const floorStatic = path.join(tmpDir, 'floor-static');
  const limitStatic = path.join(tmpDir, 'limit-static');
  const floorDist = path.join(floor.dir, '.next');
  exportStatic({ distDir: path.join(root, siteDist), publicDir: path.join(root, 'public'), out: siteStatic });
  exportStatic({ distDir: floorDist, publicDir: path.join(floor.dir, 'public'), out: floorStatic });
  makeLimit(siteStatic, limitStatic);

  for (const [name, port] of Object.entries(PORTS)) {
    if (!(await portFree(port))) throw new Error(`port ${port} (${name}) is in use`);
  }
  fs.mkdirSync(path.join(tmpDir, 'data'), { recursive: true });
  const servers = {
    next: startNextStart(PORTS.next, siteDist),
    siteServer: startStandalone(
      'site-standalone',
      path.join(root, siteDist, 'standalone', 'server.js'),
      PORTS.siteServer,
      path.join(root, 'public'),
    ),
    floorServer: startStandalone('floor-standalone', floor.server, PORTS.floorServer, null),
    front: startNginx(
      'nginx-front',
      shippedNginxConf({
        name: 'front',
        port: PORTS.front,
        upstreamPort: PORTS.siteServer,
        staticRoot: siteStatic,
        headersDistDir: path.join(root, siteDist),
      }),
    ),
    floorFront: startNginx(
      'nginx-floor',
      shippedNginxConf({
        name: 'floor',
        port: PORTS.floorFront,
        upstreamPort: PORTS.floorServer,
        staticRoot: floorStatic,
        headersDistDir: path.join(root, siteDist),
      }),
    ),
    limit: startNginx(
      'nginx-limit',
      shippedNginxConf({
        name: 'limit',
        port: PORTS.limit,
        upstreamPort: PORTS.siteServer,
        staticRoot: limitStatic,
        headersDistDir: path.join(root, siteDist),
      }),
    ),
    raw: startNginx(
      'nginx-raw',
      rawNginxConf({ name: 'raw', port: PORTS.raw, pagesDir: path.join(siteStatic, 'pages') }),
    ),
  };
  for (const [name, child] of Object.entries(servers)) await waitForHttp(`${origin(PORTS[name])}/`, child);
  log('servers ready; warming the image cache (one visit per page)');
  const warmErrors = [];
  for (let attempt = 1; attempt <= 2; attempt++) {
    // A second visit gets what the first one timed out on (the optimizer goes on encoding and caches it).
    const failed = await warmPages([
      `${origin(PORTS.floorFront)}/`,
      ...routes.map(({ route }) => `${origin(PORTS.front)}${route}`),
    ]);
    if (failed.length === 0) break;
    log(`  ${failed.length} server errors during the warm-up${attempt === 1 ? ', once more' : ''}`);
    if (attempt === 2) warmErrors.push(...failed);
  }

  // --- serving checks -----------------------------------------------------------------------
  const sampleImage = firstFile(path.join(root, 'public'));
  const imagePath = sampleImage
    ? `/${path.relative(path.join(root, 'public'), sampleImage).split(path.sep).join('/')}`
    : null;
  const siteFirstLoad = [];
  for (const { route } of routes) siteFirstLoad.push(await firstLoadJs(origin(PORTS.front), route));
  const floorFirstLoad = await firstLoadJs(origin(PORTS.floorFront), '/');
  const chunk = siteFirstLoad[0]?.scripts[0]?.src;
  const parity = await headerParity(
    origin(PORTS.next),
    origin(PORTS.front),
    ['/', '/products/pergolas-bioclimatique', imagePath, chunk].filter(Boolean),
  );
  const imageOptimizer = imagePath ? `/_next/image?url=${encodeURIComponent(imagePath)}&w=640&q=75` : null;
  const routing = await routingChecks(origin(PORTS.next), origin(PORTS.front), [
    { label: 'pre-rendered page (nginx file)', path: '/solutions' },
    { label: 'client navigation, RSC header (Next)', path: '/solutions', headers: { rsc: '1' } },
    { label: 'redirect /blog (Next)', path: '/blog' },
    { label: 'redirect /produits/:key (Next)', path: '/produits/pergola-toile' },
    { label: 'trailing slash (Next)', path: '/solutions/' },
    { label: 'unknown path, 404 (Next)', path: '/page-qui-n-existe-pas' },
    { label: 'API route GET (Next)', path: '/api/newsletter' },
    ...(imageOptimizer
      ? [{ label: 'image optimizer (Next)', path: imageOptimizer, headers: { accept: 'image/avif,image/webp,*/*' } }]
      : []),
    { label: 'robots.txt (Next)', path: '/robots.txt' },
    { label: 'sitemap.xml (Next)', path: '/sitemap.xml' },
  ]);
  const fonts = await fontCheck(origin(PORTS.front), '/');
  log('390 px load of the home page');
  const phone = await phoneLoad(`${origin(PORTS.front)}/`);

  // --- Lighthouse -----------------------------------------------------------------------------
  const lighthouse = {
    floor: [],
    routes: Object.fromEntries(routes.map(({ route }) => [route, { site: [], limit: [] }])),
  };
  let resumedMs = 0;
  if (!args['skip-lighthouse']) {
    const total = runs * (routes.length * 2 + 1 + Math.floor(routes.length / FLOOR_EVERY));
    let done = 0;
    let reused = 0;
    const lighthouseStarted = Date.now();
    // Every result is kept in a checkpoint: `--resume` goes on from there after an interruption (same build).
    const checkpointFile = path.join(tmpDir, 'lighthouse-checkpoint.json');
    const buildId = fs.readFileSync(path.join(root, siteDist, 'BUILD_ID'), 'utf8').trim();
    let checkpoint = { buildId, spentMs: 0, entries: {} };
    if (args.resume && fs.existsSync(checkpointFile)) {
      const saved = JSON.parse(fs.readFileSync(checkpointFile, 'utf8'));
      if (saved.buildId === buildId) checkpoint = saved;
      else log('checkpoint of another build: starting over');
    }
    resumedMs = checkpoint.spentMs;
    const previousMs = checkpoint.spentMs;
    log(`${Object.keys(checkpoint.entries).length} Lighthouse results taken from the checkpoint`);
    const measure = async (chrome, url, into, key) => {
      const saved = checkpoint.entries[key];
      if (saved) {
        into.push(saved);
        done++;
        reused++;
        return;
      }
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const result = await lighthouseRun(chrome, url);
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
        `  [${done}/${total}] ${url} perf ${last?.performance} TBT ${Math.round(last?.tbt ?? 0)} ms (${last?.seconds} s, ~${Math.round(eta / 60000)} min left)`,
      );
    };
    for (let pass = 1; pass <= runs; pass++) {
      log(`Lighthouse pass ${pass}/${runs}`);
      const chrome = await launchChrome();
      try {
        await measure(chrome, `${origin(PORTS.floorFront)}/`, lighthouse.floor, `${pass}|floor|0`);
        for (const [index, { route }] of routes.entries()) {
          await measure(
            chrome,
            `${origin(PORTS.front)}${route}`,
            lighthouse.routes[route].site,
            `${pass}|site|${route}`,
          );
          await measure(
            chrome,
            `${origin(PORTS.limit)}${route}`,
            lighthouse.routes[route].limit,
            `${pass}|limit|${route}`,
          );
          if ((index + 1) % FLOOR_EVERY === 0 && index + 1 < routes.length) {
            await measure(chrome, `${origin(PORTS.floorFront)}/`, lighthouse.floor, `${pass}|floor|${index + 1}`);
          }
        }
      } finally {
        await chrome.kill();
      }
    }
  }

  // --- HTTP load ------------------------------------------------------------------------------
  const load = [];
  const loadOptions = {
    tool: machine.wrk ? 'wrk' : 'autocannon',
    duration: Number(args.duration) || 10,
    warmup: Number(args.warmup) || 2,
    connections: Number(args.connections) || 50,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  };
  if (!args['skip-load']) {
    log(
      `HTTP load with ${loadOptions.tool}: ${loadOptions.duration} s, ${loadOptions.connections} connections, after ${loadOptions.warmup} s of warm-up`,
    );
    for (const loadPath of LOAD_PATHS.filter((candidate) => allRoutes.some((entry) => entry.route === candidate))) {
      const row = { path: loadPath };
      for (const [key, port] of [
        ['next', PORTS.next],
        ['front', PORTS.front],
        ['raw', PORTS.raw],
      ]) {
        row[key] = await loadTest(`${origin(port)}${loadPath}`, loadOptions);
      }
      load.push(row);
    }
  }

  await stopAll();
  const moduleReach = await measureReach();
  for (const row of moduleReach) log(`module reach: ${row.label} ${row.reach} (target ≤ ${row.limit})`);
  const finished = new Date();
  writeReport({
    moduleReach,
    outDir: path.resolve(root, args.out),
    resumedMs,
    started,
    finished,
    args: {
      routes: args.routes,
      runs,
      resumed: args.resume,
      duration: loadOptions.duration,
      connections: loadOptions.connections,
      warmup: loadOptions.warmup,
    },
    machine: {
      ...machine,
      brotli: hasBrotli(),
      loadAverageAtEnd: (await import('node:os')).loadavg().map((value) => Math.round(value * 100) / 100),
    },
    routes,
    allRoutes: allRoutes.map((entry) => entry.route),
    lighthouse,
    firstLoad: { floor: floorFirstLoad, site: siteFirstLoad },
    parity,
    routing,
    warmErrors,
    fonts,
    phone,
    load,
    loadOptions,
  });
}

main()
  .catch(async (error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
  });
