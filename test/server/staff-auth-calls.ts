import { AUTH_BASE_PATH, createStaffAuth } from '@/lib/server/staff/auth';
import { handleStaffAuth } from '@/lib/server/staff/auth-route';
import type { Storage } from '@/lib/server/db/storage';
import { processOutbox } from '@/lib/server/mail/sender';
import type { Backend } from './backends';
import { mailConfig, mailSuite } from './mail-suite';
import { textOf } from './support';

const ORIGIN = 'http://127.0.0.1:3999';
let visitor = 0;

/**
 * Better Auth's staff endpoints as a browser of this site calls them, on a test storage: `auth()` an instance with
 * a fixed secret, `call(path, body, cookie)` a POST (a GET without body), each from another client address so that
 * the per-address limits never throttle a suite.
 */
export function staffAuthCalls(storage: () => Storage) {
  const auth = () =>
    createStaffAuth({
      database: storage(),
      secret: 'a-test-secret-that-is-long-enough-0123456789',
      production: false,
    });
  const call = (path: string, body?: unknown, cookie = '') =>
    handleStaffAuth(
      new Request(`${ORIGIN}${AUTH_BASE_PATH}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          host: new URL(ORIGIN).host,
          origin: ORIGIN,
          cookie,
          'content-type': 'application/json',
          'x-lumina-client-ip': `198.51.100.${(visitor += 1) % 250}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { auth: auth(), trustProxy: 0, failedSignInDelayMs: 0 },
    );
  return { auth, call, origin: ORIGIN };
}

/** The password the suites give the staff accounts they make. */
export const PASSWORD = 'une phrase de passe assez longue';
/** The colleague who invites and changes the team in the suites. */
export const MARIE = { email: 'marie.dupont@lumina.test', name: 'Marie Dupont' };

/**
 * A suite of the team's accounts on `backend`: its storage and SMTP server (`env`, mailSuite's), `send()` the
 * outbox through that server, Better Auth's calls on that storage, and the token of an e-mail's password link.
 */
export function staffMailSuite(backend: Backend) {
  const env = mailSuite(backend, { smtp: {} });
  const send = () => processOutbox({ config: mailConfig(backend, env.smtp), storage: env.storage });
  const tokenOf = (raw: string) => /\/equipe\/mot-de-passe\?token=(\w+)/.exec(textOf(raw))?.[1] ?? '';
  return { env, send, tokenOf, ...staffAuthCalls(() => env.storage) };
}
