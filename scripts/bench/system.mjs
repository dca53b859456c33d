/** What the benchmark needs on the machine (npm and Debian packages) and what it says of the machine. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './paths.mjs';
import { hasCommand, log, output, run } from './shell.mjs';

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
