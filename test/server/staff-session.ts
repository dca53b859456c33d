import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import { addStaff } from '@/features/staff-accounts/accounts';
import { createStaffAuth } from '@/lib/server/staff/auth';
import { TEST_AUTH_SECRET } from './as-server';
import { PASSWORD } from './staff-auth-calls';

/**
 * A staff member signed in for the Server Action tests. A test file mocks next/headers with
 * `jest.mock('next/headers', () => jest.requireActual('@/test/server/staff-session').nextHeaders)`: the
 * actions then read a same-site request carrying `actionRequest.cookie` (none: a stranger).
 */
export const actionRequest = { cookie: '' };

export const nextHeaders = {
  headers: async () =>
    new Headers({
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      ...(actionRequest.cookie ? { cookie: actionRequest.cookie } : {}),
    }),
};

/**
 * Where a Server Action's redirect goes (Next throws it); '' when it returned without one. Any other throw
 * (a 404, a storage error) is passed on, so that a failing test names it instead of an empty string.
 */
export async function redirectOf(action: Promise<unknown>): Promise<string> {
  const thrown = await action.then(
    () => null,
    (error: unknown) => ({ error }),
  );
  if (!thrown) return '';
  const digest = (thrown.error as { digest?: unknown } | null)?.digest;
  if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) return digest.split(';')[2] ?? '';
  throw thrown.error;
}

/** A form's fields as a browser posts them. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/**
 * Makes the account and signs it in as the browser would (password hashing takes seconds on a busy machine:
 * once per suite); returns its session cookie, signed with the secret asServer() gives the server.
 */
export async function signedInStaff(
  database: OpenDatabase,
  account: { email: string; name: string },
  password = PASSWORD,
): Promise<string> {
  const auth = createStaffAuth({ database, secret: TEST_AUTH_SECRET, production: false });
  await addStaff(auth, { ...account, password });
  const response = await auth.api.signInEmail({ body: { email: account.email, password }, asResponse: true });
  if (response.status !== 200) throw new Error(`connexion refusée : ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
