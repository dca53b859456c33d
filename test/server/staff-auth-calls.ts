import { AUTH_BASE_PATH, createStaffAuth } from '@/lib/server/staff/auth';
import { handleStaffAuth } from '@/lib/server/staff/auth-route';
import type { Storage } from '@/lib/server/db/storage';

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
