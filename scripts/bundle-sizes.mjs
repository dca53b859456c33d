/**
 * Sizes of a production build, in seconds rather than the benchmark's half hour: each route's first-load
 * JavaScript (the chunks `.next/diagnostics/route-bundle-stats.json` lists for it) and each pre-rendered HTML
 * page, gzip level 9, in bytes. With `--compare=DIR` (another checkout's built tree, e.g. a `git worktree` of the
 * previous release), the same figures there and the difference, so a change's weight shows route by route.
 *
 *   npx next build && node scripts/bundle-sizes.mjs [--compare=../base] [--dist=.next]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const dist = option('dist') ?? '.next';
const compare = option('compare');

const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/** `JS <route>` and `HTML <page>` → gzip bytes, for the build under `root`. */
function sizes(root) {
  const figures = new Map();
  const stats = JSON.parse(readFileSync(path.join(root, dist, 'diagnostics/route-bundle-stats.json'), 'utf8'));
  for (const { route, firstLoadChunkPaths } of stats) {
    figures.set(
      `JS   ${route}`,
      firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipped(path.join(root, chunk)), 0),
    );
  }
  const pages = path.join(root, dist, 'server/app');
  for (const file of htmlFiles(pages)) figures.set(`HTML ${path.relative(pages, file)}`, gzipped(file));
  return figures;
}

const now = sizes(process.cwd());
const before = compare ? sizes(path.resolve(compare)) : null;
const pad = Math.max(...[...now.keys()].map((key) => key.length));
for (const [key, bytes] of [...now].sort(([a], [b]) => a.localeCompare(b))) {
  const old = before?.get(key);
  const delta =
    old === undefined ? '' : `  ${String(old).padStart(7)}  ${(bytes - old >= 0 ? '+' : '') + (bytes - old)}`;
  console.log(`${key.padEnd(pad)}  ${String(bytes).padStart(7)}${delta}`);
}
