import 'server-only';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeStorage } from '@/lib/server/db/storage';
import { stopOutboxWorker, waitForOutboxIdle } from '@/lib/server/mail/sender';
import { databaseEnv, type Backend } from './backends';
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
 * Registers, in the enclosing file or describe block, the environment the public route handlers run in: a fresh
 * data folder named after `prefix` (with `backend`: that backend's database, and SQLite's own folder), console.info
 * silenced, the variables of INHERITED and `unset` removed, then `env` set (it sees the SMTP server started with
 * `smtp: true`). After the last test: the sender and storage stopped, the server closed, the environment
 * restored, the folder and the backend's database deleted.
 */
export function routeEnv({
  prefix,
  smtp = false,
  unset = [],
  env = () => ({}),
  backend,
}: {
  prefix: string;
  smtp?: boolean;
  unset?: string[];
  env?: (routeEnv: RouteEnv) => Record<string, string>;
  backend?: Backend;
}): RouteEnv {
  const savedEnv = { ...process.env };
  const state = {} as RouteEnv;
  let madeDir = '';
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    madeDir = mkdtempSync(path.join(tmpdir(), prefix));
    if (smtp) state.smtp = await startSmtp();
    for (const name of [...INHERITED, ...unset, ...(backend ? ['DATABASE_SCHEMA'] : [])]) delete process.env[name];
    Object.assign(process.env, { DATA_DIR: madeDir, ...(backend ? databaseEnv(backend) : {}) });
    state.dataDir = process.env.DATA_DIR ?? madeDir;
    Object.assign(process.env, env(state));
  });
  afterAll(async () => {
    await waitForOutboxIdle();
    stopOutboxWorker();
    await closeStorage();
    if (smtp) await state.smtp.close();
    process.env = savedEnv;
    rmSync(madeDir, { recursive: true, force: true });
    await backend?.cleanup();
    jest.restoreAllMocks();
  });
  return state;
}
