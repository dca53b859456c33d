/**
 * The servers of a benchmark run, side by side on 127.0.0.1: next start, the site's and the floor's standalone
 * servers, the shipped nginx front before each of them, the limit (the site's pages without their scripts) and
 * nginx serving the raw files. Every one is stopped by `stopAll()` (processes.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { warmPages } from './browser.mjs';
import { exportStatic, makeLimit } from './builds.mjs';
import { rawNginxConf, shippedNginxConf, startNginx } from './nginx.mjs';
import { root, siteDist, tmpDir } from './paths.mjs';
import { portFree, startNextStart, startStandalone, waitForHttp } from './processes.mjs';
import { log } from './shell.mjs';

export const PORTS = {
  next: 3300,
  siteServer: 3301,
  floorServer: 3302,
  front: 8300,
  floorFront: 8301,
  limit: 8302,
  raw: 8303,
};
export const origin = (port) => `http://127.0.0.1:${port}`;

/** The static folders of the site, the floor and the limit, then every server, once each answers. */
export async function startServers(floor) {
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
}

/** One visit per page through the fronts; returns the server errors still seen at the second visit. */
export async function warmUp(routes) {
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
  return warmErrors;
}
