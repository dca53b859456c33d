import 'server-only';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeStorage } from '@/lib/server/db/storage';
import { stopOutboxWorker, waitForOutboxIdle } from '@/lib/server/mail/sender';
import { startSmtp, type TestSmtp } from './support';

/** What the route tests must not inherit from the machine: they choose their database, mail and proxy. */
const INHERITED = ['DATABASE_URL', 'SMTP_URL', 'MAIL_ACK', 'TRUST_PROXY'];

export interface RouteEnv {
  /** The data folder (SQLite database, spool, uploads), made before the first test. */
  dataDir: string;
  /** With `smtp: true`, the SMTP server the routes send through. */
  smtp: TestSmtp;
}

/**
 * Registers, in the enclosing file, the environment the public route handlers run in: a fresh data folder named
 * after `prefix`, console.info silenced, the variables of INHERITED and `unset` removed, then `env` set (it sees
 * the SMTP server started with `smtp: true`). After the last test: the sender and storage stopped, the server
 * closed, the environment restored and the folder deleted.
 */
export function routeEnv({
  prefix,
  smtp = false,
  unset = [],
  env = () => ({}),
}: {
  prefix: string;
  smtp?: boolean;
  unset?: string[];
  env?: (routeEnv: RouteEnv) => Record<string, string>;
}): RouteEnv {
  const savedEnv = { ...process.env };
  const state = {} as RouteEnv;
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    state.dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    if (smtp) state.smtp = await startSmtp();
    for (const name of [...INHERITED, ...unset]) delete process.env[name];
    Object.assign(process.env, { DATA_DIR: state.dataDir, ...env(state) });
  });
  afterAll(async () => {
    await waitForOutboxIdle();
    stopOutboxWorker();
    await closeStorage();
    if (smtp) await state.smtp.close();
    process.env = savedEnv;
    rmSync(state.dataDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });
  return state;
}
