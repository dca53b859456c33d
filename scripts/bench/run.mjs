#!/usr/bin/env node
/**
 * npm run bench [-- --routes=all|sample|/a,/b] [--devtools-routes=/a,/b] [--throttling=both|simulate|devtools]
 *                  [--runs=3] [--duration=10] [--connections=50]
 *                  [--skip-lighthouse] [--skip-load] [--rebuild | --skip-build] [--resume] [--out=bench]
 *
 * Builds the site (.next-bench) and a minimal Next.js page (the floor: bench/floor, built in bench/tmp/floor) when needed,
 * serves both with the shipped recipe (deploy/: nginx in front of the standalone server), serves the
 * site's pages without their scripts (the limit), measures them side by side and writes
 * bench/results.md and bench/results.json. Lighthouse runs under its simulated throttling on `--routes`, and
 * under devtools throttling (a real throttled load) on `--devtools-routes` (by default a page of each kind:
 * home, product, article, category). Every server it starts is stopped at the end.
 * Ports: 3300-3302 (Node), 8300-8303 (nginx), on 127.0.0.1 only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureReach } from '../module-reach.mjs';
import { buildFloor, buildSite } from './builds.mjs';
import { loadOptionsOf, measureLoad } from './http-load.mjs';
import { lighthousePasses } from './lighthouse.mjs';
import { hasBrotli } from './nginx.mjs';
import { root, siteDist } from './paths.mjs';
import { killAllSync, stopAll } from './processes.mjs';
import { writeReport } from './report.mjs';
import { DEVTOOLS_PATHS, listRoutes, selectRoutes } from './routes.mjs';
import { startServers, warmUp } from './servers.mjs';
import { servingChecks } from './serving-checks.mjs';
import { log } from './shell.mjs';
import { ensureNodeModules, ensureSystemPackages, machineInfo } from './system.mjs';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: 'all' },
    'devtools-routes': { type: 'string', default: DEVTOOLS_PATHS.join(',') },
    throttling: { type: 'string', default: 'both' },
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

process.on('exit', killAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping the servers`);
    stopAll().finally(() => process.exit(130));
  });
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
  if (!['both', 'simulate', 'devtools'].includes(args.throttling))
    throw new Error('--throttling: both, simulate or devtools');
  const devtoolsRoutes =
    args.throttling === 'simulate' ? [] : selectRoutes(allRoutes, args['devtools-routes']).map(({ route }) => route);
  const routes = args.throttling === 'devtools' ? [] : selectRoutes(allRoutes, args.routes);
  log(
    `${routes.length} of ${allRoutes.length} routes (simulated throttling), ${devtoolsRoutes.length} (devtools throttling), ${runs} Lighthouse run(s) each`,
  );

  await startServers(floor);
  // The pages served and checked: the simulated run's, or the devtools run's alone.
  const pages = routes.length ? routes : selectRoutes(allRoutes, devtoolsRoutes.join(','));
  const warmErrors = await warmUp(pages);
  const { firstLoad, parity, routing, fonts, phone } = await servingChecks(pages);
  const { lighthouse, resumedMs } = await lighthousePasses({
    routes,
    devtoolsRoutes,
    runs,
    skip: args['skip-lighthouse'],
    resume: args.resume,
  });
  const loadOptions = loadOptionsOf(args, machine);
  const load = args['skip-load'] ? [] : await measureLoad(allRoutes, loadOptions);

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
      devtoolsRoutes,
      throttling: args.throttling,
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
    firstLoad,
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
