#!/usr/bin/env node
/**
 * Load and fault tests of POST /api/contact (not part of `npm test`; figures in docs/operations.md, Leads).
 *
 * Against a server you started (as before):
 *   node scripts/load-test/run.mjs <url> [--requests 200] [--concurrency 200] [--attachment-every 4]
 *   Fires N valid submissions (every k-th with an attachment: PDF, PNG or DOCX, up to 1 Mo), then
 *   reads the stored leads back with the back-office command and matches them with the 201 answers.
 *   Run the server and this script with the SAME storage settings (DATA_DIR or DATABASE_URL), and
 *   the server with RATE_LIMIT_MAX=0: every request comes from this one machine.
 *
 * Modes that start their own server (`node scripts/start.mjs`, what `npm start` runs, on the build
 * in .next: run `npm run build` first), on a fresh DATA_DIR (SQLite), or on DATABASE_URL when set:
 *   --mode one-address   60 concurrent 10 MiB uploads from 127.0.0.1 with the default limit (5):
 *                        accepted ≤ the limit, every 201 stored.
 *   --mode memory        200 concurrent 10 MiB uploads from 200 addresses (TRUST_PROXY=1 and an
 *                        X-Forwarded-For per request, as nginx would write it): the server's peak
 *                        RSS, sampled from /proc, printed (target < 400 MB). --upload-concurrency N
 *                        sets UPLOAD_CONCURRENCY (default 32: the others get 503).
 *   --mode smtp          a burst while the SMTP server is down, then the SMTP server comes up:
 *                        every 201 stored, every stored lead e-mailed, duplicates counted.
 *   --mode kill9         a burst with the SMTP server up; the server is killed with SIGKILL in the
 *                        middle, then restarted: every 201 stored, every stored lead e-mailed,
 *                        duplicates counted.
 * Options: --port 3390, --requests N (per mode), --limit 5 (one-address).
 * Exit code 1 when a check fails.
 */
import { rmSync } from 'node:fs';
import { againstUrl, modes } from './modes.mjs';
import { args, option } from './options.mjs';
import { dataDir } from './server.mjs';

const url = args.find((arg) => /^https?:\/\//.test(arg));
const mode = option('--mode');
if (!url && !modes[mode]) {
  console.error(
    'Usage : node scripts/load-test/run.mjs <url du serveur> [--requests 200] [--concurrency 200] [--attachment-every 4]\n' +
      '        node scripts/load-test/run.mjs --mode one-address|memory|smtp|kill9 [--port 3390] [--requests N]',
  );
  process.exit(2);
}
let ok = false;
try {
  ok = url ? await againstUrl(url) : await modes[mode]();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(ok ? 'OK' : 'ÉCHEC');
process.exit(ok ? 0 : 1);
