import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The back-office command as production runs it: scripts/back-office/main.ts bundled into one file by
 * `npm run back-office:bundle`, as deploy/deploy.sh does, made once per run by e2e/global-setup.ts. The specs call
 * it some forty times; `node back-office.cjs` starts in a third of the time `npm run back-office` takes (npm, then
 * tsx compiling TypeScript), which on a 2-core machine running the server, two browsers and two workers was the
 * difference between a flow finishing in its 30 s and not. `npm run back-office` itself is tested by
 * scripts/back-office/main.test.ts.
 */

export const root = path.resolve(__dirname, '..');
/** Beside node_modules' packages, so that the bundle finds better-sqlite3 and pg (left out of it) as deploy does. */
export const backOfficeBundle = path.join(root, 'node_modules', '.cache', 'e2e', 'back-office.cjs');

type Options = { env?: Record<string, string>; input?: string };

/** Runs the back-office command with this process's environment (the server's DATA_DIR or DATABASE_URL); its output. */
export function backOfficeWith({ env, input }: Options, ...args: string[]): string {
  return execFileSync(process.execPath, [backOfficeBundle, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    input,
    encoding: 'utf8',
  });
}

export const backOffice = (...args: string[]) => backOfficeWith({}, ...args);

/** The same without blocking the worker (the SMTP server a spec runs must answer meanwhile). */
export async function backOfficeInBackground({ env }: Options, ...args: string[]) {
  return promisify(execFile)(process.execPath, [backOfficeBundle, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
}
