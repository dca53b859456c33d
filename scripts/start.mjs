// @ts-check
/**
 * `npm start`: the one production entry point (docs/deployment.md). It installs the HTTP guard
 * (lib/http-guard.mjs: the client address from the socket, French JSON for Node's own errors, the limit of
 * Server Action bodies, malformed addresses), the safe log lines (lib/safe-log.mjs)
 * and the graceful stop (lib/graceful-stop.mjs: SIGTERM/SIGINT let the application give back
 * what it holds before the process exits), then runs, in the same process:
 * - in a release (deploy/deploy.sh copies the standalone output and this script beside it):
 *   the standalone `server.js`, which reads PORT and HOSTNAME;
 * - in the project (npm run serve, the Playwright run): `next start -p $PORT [-H $HOSTNAME]`
 *   on the build in .next.
 * Environment: PORT (3000), HOSTNAME (all interfaces), TRUST_PROXY (see docs/configuration.md).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installGracefulStop } from '../lib/graceful-stop.mjs';
import { installHttpGuard, trustsProxy } from '../lib/http-guard.mjs';
import { installSafeConsole } from '../lib/safe-log.mjs';

// Every line the process prints, Next's and the libraries' included, with a client's control characters escaped
// (lib/safe-log.mjs); colours off, since their escape codes would be escaped too (FORCE_COLOR, which Playwright
// sets, is dropped: Node warns when both are set).
delete process.env.FORCE_COLOR;
process.env.NO_COLOR = '1';
installSafeConsole();

const root = path.resolve(import.meta.dirname, '..');
/** @type {Set<import('node:http').Server>} */
const servers = new Set();
installHttpGuard(http, { trustProxy: trustsProxy(), onServer: (server) => servers.add(server) });
// SIGTERM and SIGINT are handled here (lib/graceful-stop.mjs), not by Next, which would exit
// before the application gives back the e-mails it holds.
process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
installGracefulStop({ servers });

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
