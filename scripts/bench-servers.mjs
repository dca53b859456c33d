/**
 * Benchmark plumbing (npm run bench): system packages, builds (site and floor), the static
 * folders nginx serves, and the servers, every one of which is stopped by `stopAll()`.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const root = path.resolve(import.meta.dirname, '..');
export const tmpDir = path.join(root, 'bench', 'tmp');
export const siteDist = '.next-bench';
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export function log(message) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function output(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
}

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

/**
 * A fresh clone: the project's npm packages (scripts/install-deps.sh, npm ci). An existing node_modules
 * that is older than the lock file is only reported: the benchmark does not replace it under other runs.
 */
export function ensureNodeModules() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(marker)) {
    run('bash', [path.join(root, 'scripts', 'install-deps.sh')], { cwd: root });
  } else if (fs.statSync(path.join(root, 'package-lock.json')).mtimeMs > fs.statSync(marker).mtimeMs) {
    log('node_modules is older than package-lock.json: run `bash scripts/install-deps.sh` if the build fails');
  }
}

/** chromium, nginx (+ brotli modules) and wrk from Debian when missing; apt-get update first. */
export function ensureSystemPackages() {
  const wanted = [];
  if (!fs.existsSync(process.env.CHROME_PATH || '/usr/bin/chromium')) wanted.push('chromium');
  if (!hasCommand('nginx')) wanted.push('nginx');
  if (!fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')) {
    wanted.push('libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static');
  }
  if (!hasCommand('wrk')) wanted.push('wrk');
  if (wanted.length === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  log(`installing from Debian: ${wanted.join(' ')}`);
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  apt(['update', '-qq']);
  // One at a time: wrk and the brotli modules are optional, chromium and nginx are not.
  for (const name of wanted) {
    if (!apt(['install', '-y', '-qq', name]) && (name === 'nginx' || name === 'chromium'))
      throw new Error(`${name} could not be installed`);
  }
}

export function machineInfo() {
  const cpus = os.cpus();
  // Debian's wrapper script may print shell warnings: keep the version line.
  const chromium =
    output(process.env.CHROME_PATH || '/usr/bin/chromium', ['--version'])
      .split('\n')
      .find((line) => /chrom/i.test(line) && /\d+\.\d+/.test(line)) ?? 'unknown';
  const readVersion = (pkg) =>
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} (${output('sh', ['-c', '. /etc/os-release && echo "$PRETTY_NAME"'])})`,
    node: process.version,
    chromium: chromium.replace(/^Chromium\s*/, '').replace(/\s*built on.*$/, ''),
    nginx: output('nginx', ['-v']).replace(/^nginx version:\s*/, ''),
    wrk: hasCommand('wrk')
      ? output('wrk', ['-v'])
          .split('\n')[0]
          .replace(/\s*\[.*$/, '')
      : null,
    next: readVersion('next'),
    react: readVersion('react'),
    lighthouse: readVersion('lighthouse'),
    autocannon: readVersion('autocannon'),
    loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

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
    if (result.status === 0) return;
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

/** Routes of the build: every pre-rendered page answered with 200, grouped by page template. */
export function listRoutes(distDir) {
  const appDir = path.join(root, distDir, 'server', 'app');
  const routes = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const rel = path.relative(appDir, file).replace(/\.html$/, '');
        if (rel === '_not-found' || rel === '_global-error') continue;
        const metaFile = file.replace(/\.html$/, '.meta');
        const meta = fs.existsSync(metaFile) ? JSON.parse(fs.readFileSync(metaFile, 'utf8')) : {};
        if (meta.status !== undefined && meta.status !== 200) continue;
        routes.push({
          route: rel === 'index' ? '/' : `/${rel}`,
          template: meta.routeCache?.owner?.sourceRoute ?? `/${rel}`,
        });
      }
    }
  };
  walk(appDir);
  const order = (route) => (route === '/' ? '' : route);
  return routes.sort((a, b) => order(a.route).localeCompare(order(b.route)));
}

// ---------------------------------------------------------------------------------------------
// Processes

const children = new Set();

export async function portFree(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Starts a long-running process in its own process group; stopAll() ends the group. */
export function startProcess(name, command, args, options = {}) {
  const logFile = path.join(tmpDir, 'logs', `${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', out, out], ...options });
  fs.closeSync(out);
  child.benchName = name;
  child.logFile = logFile;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.benchName} exited: see ${child.logFile}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${child.logFile})`);
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map(stopProcess));
}

/** Synchronous last resort (process 'exit'): SIGKILL to every group still running. */
export function killAllSync() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Production servers require BETTER_AUTH_SECRET; a throw-away one for servers that live for one run. */
const benchSecret = process.env.BETTER_AUTH_SECRET || randomBytes(32).toString('hex');

export function startNextStart(port, distDir) {
  return startProcess(
    `next-start-${port}`,
    process.execPath,
    [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: path.join(tmpDir, 'data'),
        BETTER_AUTH_SECRET: benchSecret,
      },
    },
  );
}

/** The standalone server.js as deploy/lumina-terrasses.service runs it (public/ beside it for the image optimizer). */
export function startStandalone(name, serverJs, port, publicDir) {
  const dir = path.dirname(serverJs);
  const link = path.join(dir, 'public');
  if (publicDir && !fs.existsSync(link)) fs.symlinkSync(publicDir, link);
  return startProcess(name, process.execPath, [serverJs], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      TRUST_PROXY: '1',
      DATA_DIR: path.join(tmpDir, 'data'),
      BETTER_AUTH_SECRET: benchSecret,
    },
  });
}

// ---------------------------------------------------------------------------------------------
// nginx

const brotliModules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map(
  (name) => `/usr/lib/nginx/modules/${name}`,
);
export const hasBrotli = () => brotliModules.every((file) => fs.existsSync(file));

function nginxMain(dir, serverBlocks) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${dir}/${kind};`,
  );
  return [
    '# Generated by scripts/bench-servers.mjs for one benchmark run.',
    'daemon off;',
    'worker_processes auto;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    ...(hasBrotli() ? brotliModules.map((file) => `load_module ${file};`) : []),
    'events { worker_connections 4096; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    access_log off;',
    ...temp,
    serverBlocks,
    '}',
    '',
  ].join('\n');
}

/** deploy/nginx/lumina-terrasses.conf with this run's folders and ports, its snippets beside it. */
export function shippedNginxConf({ name, port, upstreamPort, staticRoot, headersDistDir }) {
  const dir = path.join(tmpDir, 'nginx', name);
  fs.mkdirSync(dir, { recursive: true });
  const deployDir = path.join(root, 'deploy', 'nginx');
  for (const snippet of ['lumina-proxy.conf', 'lumina-page-headers.conf'])
    fs.copyFileSync(path.join(deployDir, snippet), path.join(dir, snippet));
  // As deploy/deploy.sh does: the security headers generated from the site's build.
  fs.writeFileSync(
    path.join(dir, 'lumina-security-headers.conf'),
    execFileSync(process.execPath, [path.join(root, 'deploy', 'security-headers.mjs'), headersDistDir], {
      cwd: root,
      encoding: 'utf8',
    }),
  );
  let site = fs.readFileSync(path.join(deployDir, 'lumina-terrasses.conf'), 'utf8');
  site = site
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`)
    .replaceAll('/srv/lumina-terrasses/static', staticRoot)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/etc/nginx/snippets/lumina-', `${dir}/lumina-`);
  if (!hasBrotli()) site = site.replace(/^\s*brotli\w*[^;]*;\n/gm, '');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxMain(dir, site));
  return { dir, conf };
}

/** "nginx serving the raw files": the pre-rendered files by path, nothing else. */
export function rawNginxConf({ name, port, pagesDir }) {
  const dir = path.join(tmpDir, 'nginx', name);
  fs.mkdirSync(dir, { recursive: true });
  const server = [
    '    server {',
    `        listen 127.0.0.1:${port};`,
    `        root ${pagesDir};`,
    '        gzip_static on;',
    ...(hasBrotli() ? ['        brotli_static on;'] : []),
    '        location = / { try_files /index.html =404; }',
    '        location / { try_files $uri.html =404; }',
    '    }',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxMain(dir, server));
  return { dir, conf };
}

export function startNginx(name, { dir, conf }) {
  const test = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed for ${conf}:\n${test.stderr}`);
  return startProcess(name, 'nginx', ['-p', dir, '-c', conf]);
}
