/**
 * The server under test, for the modes that start their own: `node scripts/start.mjs` on a fresh DATA_DIR
 * (or DATABASE_URL when set), and its resident memory.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { numberOption, root, sleep } from './options.mjs';

export const port = numberOption('--port', 3390);
export const base = `http://127.0.0.1:${port}`;
export const dataDir = mkdtempSync(path.join(tmpdir(), 'lumina-load-'));
// A production server needs the back-office's secret: a throwaway one unless given.
export const storageEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || randomBytes(32).toString('base64'),
};

/** `node scripts/start.mjs` (what `npm start` runs), its pid being the server's. */
export async function startServer(extraEnv) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...storageEnv,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`le serveur s’est arrêté :\n${log}`);
    const up = await fetch(base).then(
      () => true,
      () => false,
    );
    if (up) return { child, log: () => log };
    await sleep(500);
  }
  child.kill('SIGKILL');
  throw new Error(`le serveur ne répond pas :\n${log}`);
}

export async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Samples the server's resident memory every 50 ms; stop() returns the peak in MB. */
export function sampleRss(pid) {
  let peak = 0;
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb);
    } catch {
      // The process is gone.
    }
  };
  read();
  const timer = setInterval(read, 50);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak / 1024;
    },
  };
}

export const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
