// @ts-check
/**
 * `npm start`: the one production entry point (README, Deployment). It installs the HTTP guard
 * (lib/http-guard.mjs: the client address from the socket, French JSON for Node's own errors),
 * then runs, in the same process:
 * - in a release (deploy/deploy.sh copies the standalone output and this script beside it):
 *   the standalone `server.js`, which reads PORT and HOSTNAME;
 * - in the project (npm run serve, the Playwright run): `next start -p $PORT [-H $HOSTNAME]`
 *   on the build in .next.
 * Environment: PORT (3000), HOSTNAME (all interfaces), TRUST_PROXY (see the README).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installHttpGuard, trustsProxy } from '../lib/http-guard.mjs';

const root = path.resolve(import.meta.dirname, '..');
installHttpGuard(http, { trustProxy: trustsProxy() });

const standalone = path.join(root, 'server.js');
if (existsSync(standalone)) {
  await import(pathToFileURL(standalone).href);
} else {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const port = process.env.PORT?.trim() || '3000';
  const hostname = process.env.HOSTNAME?.trim();
  // next's command line parses process.argv: make it read `next start ...`.
  process.argv = [process.argv[0] ?? 'node', nextBin, 'start', '-p', port, ...(hostname ? ['-H', hostname] : [])];
  await import(pathToFileURL(nextBin).href);
}
