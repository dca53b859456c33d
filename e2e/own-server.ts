import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { root } from './back-office-command';

/**
 * A second production server on the same build and database as the one Playwright starts, with settings of
 * its own (the default second factor, a CRM hook): `offset` from E2E_PORT keeps specs and parallel runs apart.
 * `drop` names variables of the test environment it must not inherit.
 */
export async function startOwnServer(
  offset: number,
  env: Record<string, string>,
  drop: string[] = [],
): Promise<{ base: string; stop: () => void }> {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const base = `http://127.0.0.1:${port}`;
  const full: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', TRUST_PROXY: '1' };
  for (const name of drop) delete full[name];
  full.BETTER_AUTH_SECRET ??= 'e2e-only: Vq7Lx2Nf9Rk4Tb8Wz3Hc6Jm1Pd5Sg0Ya';
  Object.assign(full, env);
  // A server left by an interrupted run would answer with another database: refuse rather than test it.
  if (await fetch(`${base}/equipe/connexion`).catch(() => null)) {
    throw new Error(`Le port ${port} est déjà pris (un serveur d’un essai précédent ?) : arrêtez-le d’abord.`);
  }
  // Its own process group, stopped whole, even when the worker ends without its afterAll.
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: full,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
  };
  process.once('exit', stop);
  await expect
    .poll(async () => (await fetch(`${base}/equipe/connexion`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
  return { base, stop };
}
