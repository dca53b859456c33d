/**
 * The long-running processes of a benchmark run (next start, the standalone servers, nginx), each in its own
 * process group so that `stopAll()` ends it with its children.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { nextBin, root, tmpDir } from './paths.mjs';

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
