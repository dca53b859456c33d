/**
 * The builds the benchmark measures: the site (.next-bench, rebuilt when older than its sources), the floor
 * (bench/floor), the static folders nginx serves (deploy/build-static.sh) and the limit made from the site's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { nextBin, root, siteDist, tmpDir } from './paths.mjs';
import { log, run } from './shell.mjs';

/** Newest modification time under the given paths (files of the build's inputs). */
function newestInput(paths) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) {
        if (entry === 'node_modules' || entry.startsWith('.next')) continue;
        visit(path.join(file, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const SITE_INPUTS = [
  'app',
  'components',
  'features',
  'content',
  'lib',
  'config',
  'public',
  'instrumentation.ts',
  'proxy.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

/** `next build` adds its distDir's generated types to tsconfig.json: take .next-bench's out again. */
function forgetBenchTypes() {
  const file = path.join(root, 'tsconfig.json');
  const text = fs.readFileSync(file, 'utf8');
  const cleaned = text.replace(
    new RegExp(`,\\n\\s*"${siteDist.replace('.', '\\.')}/(?:dev/)?types/\\*\\*/\\*\\.ts"`, 'g'),
    '',
  );
  if (cleaned !== text) fs.writeFileSync(file, cleaned);
}

/** Builds the site into .next-bench when it is missing or older than its sources. */
export function buildSite({ force = false, skip = false } = {}) {
  const buildId = path.join(root, siteDist, 'BUILD_ID');
  const stale = !fs.existsSync(buildId) || !fs.existsSync(path.join(root, siteDist, 'standalone', 'server.js'));
  const outdated =
    !stale && newestInput(SITE_INPUTS.map((entry) => path.join(root, entry))) > fs.statSync(buildId).mtimeMs;
  if (skip && !stale) {
    log(`using the existing build ${siteDist}${outdated ? ' (older than some sources: --skip-build)' : ''}`);
    return;
  }
  if (!force && !stale && !outdated) {
    log(`site build ${siteDist} is up to date`);
    return;
  }
  const env = { ...process.env, NEXT_DIST_DIR: siteDist, SKIP_BUILD_TYPECHECK: '1', NEXT_TELEMETRY_DISABLED: '1' };
  for (let attempt = 1; ; attempt++) {
    log(`building the site into ${siteDist} (attempt ${attempt})`);
    const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
    forgetBenchTypes();
    // As `npm run build` does (scripts/post-build.mjs).
    if (result.status === 0) {
      run(process.execPath, [path.join(root, 'scripts', 'post-build.mjs')], { cwd: root, env });
      return;
    }
    // Other people edit the tree at the same time: a broken file is usually fixed within a minute.
    if (attempt >= 3) throw new Error('next build failed three times');
    log('build failed, retrying in 60 s');
    spawnSync('sleep', ['60']);
  }
}

/**
 * The floor: bench/floor (a minimal Next.js app) copied to bench/tmp/floor, with the project's node_modules
 * (symlink, nothing downloaded) and the site's favicon, built and served the same way as the site.
 */
export function buildFloor() {
  const template = path.join(root, 'bench', 'floor');
  const dir = path.join(tmpDir, 'floor');
  const stamp = path.join(dir, '.bench-stamp');
  const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;
  const files = fs
    .readdirSync(template, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(template, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
  const signature = JSON.stringify({
    version,
    files: files.map((file) => [file, fs.readFileSync(path.join(template, file), 'utf8')]),
  });
  const server = path.join(dir, '.next', 'standalone', 'bench', 'tmp', 'floor', 'server.js');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === signature && fs.existsSync(server)) {
    log('floor build is up to date');
    return { dir, server };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(template, dir, { recursive: true });
  // The site's favicon: a missing icon costs Best Practices points (stack notes).
  fs.copyFileSync(path.join(root, 'app', 'icon.svg'), path.join(dir, 'app', 'icon.svg'));
  fs.symlinkSync(path.join('..', '..', '..', 'node_modules'), path.join(dir, 'node_modules'));
  log('building the floor (minimal Next.js page)');
  run(process.execPath, [nextBin, 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  fs.writeFileSync(stamp, signature);
  return { dir, server };
}

/** deploy/build-static.sh into OUT for a build. */
export function exportStatic({ distDir, publicDir, out, cwd = root }) {
  run('bash', [path.join(root, 'deploy', 'build-static.sh'), out], {
    cwd,
    env: { ...process.env, DIST_DIR: distDir, PUBLIC_DIR: publicDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const SCRIPT_TAG = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*\/?>/gi;

/** The limit: the site's static folder with every page's scripts removed (JSON-LD data kept). */
export function makeLimit(siteStatic, limitStatic) {
  fs.rmSync(limitStatic, { recursive: true, force: true });
  fs.mkdirSync(limitStatic, { recursive: true });
  fs.symlinkSync(path.join(siteStatic, 'www'), path.join(limitStatic, 'www'));
  const walk = (dir, rel = '') => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const source = path.join(dir, entry.name);
      const target = path.join(limitStatic, 'pages', rel, entry.name);
      if (entry.isDirectory()) walk(source, path.join(rel, entry.name));
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(source, 'utf8').replace(SCRIPT_TAG, '').replace(SCRIPT_PRELOAD, '');
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, html);
        fs.writeFileSync(`${target}.gz`, zlib.gzipSync(html, { level: 9 }));
        fs.writeFileSync(
          `${target}.br`,
          zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    }
  };
  walk(path.join(siteStatic, 'pages'));
}
