/** @jest-environment node */
import { getMigrations } from 'better-auth/db/migration';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { AUTH_BASE_PATH, createStaffAuth, SIGN_IN_PER_MINUTE, type StaffAuth } from './auth';
import { handleStaffAuth } from './auth-route';
import { listAudit } from './audit';
import {
  addStaff,
  listStaff,
  removeStaff,
  requestPasswordLink,
  StaffAccountError,
} from '@/features/staff-accounts/accounts';
import { testBackends } from '@/test/server/backends';
import { openStorage, type Storage } from '../db/storage';

/**
 * Staff authentication on both databases, through the same door as the browser
 * (handleStaffAuth → Better Auth): the baseline's hand-written staff tables
 * (migrations/0001-baseline/staff.ts) are the schema Better Auth wants, accounts come from the
 * staff functions of the command, and each requirement of the staff door (no sign-up, refused
 * and limited wrong passwords, cookies, TOTP, sign-out everywhere, cross-site refusal) is exercised.
 */

const ORIGIN = 'http://127.0.0.1:3999';
const PASSWORD = 'correct horse battery staple';
let visitor = 0;

// Password hashing is memory-hard (scrypt) on purpose: on a loaded two-core machine a flow takes seconds.
jest.setTimeout(30_000);

describe.each(testBackends('auth_test'))('$name staff authentication', (backend) => {
  let storage: Storage;
  let auth: StaffAuth;
  const links = new Map<string, string>();
  const fetches: unknown[] = [];
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    globalThis.fetch = (async (...args: unknown[]) => {
      fetches.push(args[0]);
      throw new Error('no network in this test');
    }) as typeof fetch;
    storage = await openStorage(backend.config());
    auth = createStaffAuth({
      database: storage,
      secret: 'a-test-secret-that-is-long-enough-0123456789',
      production: false,
      onPasswordLink: (email, token) => links.set(email, token),
    });
    await addStaff(auth, { email: 'Camille@Lumina.test', name: 'Camille', password: PASSWORD });
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await storage.close();
    await backend.cleanup();
  });

  /** A request as the browser sends it, from its own client address (the per-address limit). */
  function call(
    path: string,
    {
      body,
      cookie,
      origin = ORIGIN,
      ip,
    }: { body?: unknown; cookie?: string; origin?: string | null; ip?: string } = {},
  ) {
    const headers: Record<string, string> = { host: new URL(ORIGIN).host, 'x-lumina-client-ip': ip ?? nextIp() };
    if (origin) headers.origin = origin;
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return handleStaffAuth(
      new Request(`${ORIGIN}${AUTH_BASE_PATH}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { auth, trustProxy: 0, failedSignInDelayMs: 0 },
    );
  }
  const nextIp = () => `198.51.100.${(visitor += 1) % 250}`;
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .filter((pair) => !pair?.endsWith('='))
      .join('; ');
  const signIn = (email: string, password: string, ip?: string) =>
    call('/sign-in/email', { body: { email, password }, ip });

  it('finds its tables as the baseline made them: Better Auth has nothing to create or add', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect({ toBeCreated, toBeAdded }).toEqual({ toBeCreated: [], toBeAdded: [] });
  });

  it('signs in with the password set by `staff add`, in a HttpOnly, SameSite cookie limited to /equipe', async () => {
    const response = await signIn('camille@lumina.test', PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toMatch(/^lumina-equipe\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/equipe/);
    const session = await call('/get-session', { cookie: cookiesOf(response) });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe('camille@lumina.test');
  });

  it('marks the cookie Secure in production', async () => {
    const production = createStaffAuth({
      database: storage,
      secret: 'a-test-secret-that-is-long-enough-0123456789',
      production: true,
    });
    const response = await handleStaffAuth(
      new Request(`${ORIGIN}${AUTH_BASE_PATH}/sign-in/email`, {
        method: 'POST',
        headers: { host: '127.0.0.1:3999', origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'camille@lumina.test', password: PASSWORD }),
      }),
      { auth: production, trustProxy: 0 },
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((line) => line.includes('session_token'))).toMatch(/; Secure/i);
  });

  it('refuses a wrong password and an unknown address alike, with 401', async () => {
    for (const [email, password] of [
      ['camille@lumina.test', 'not the password'],
      ['nobody@lumina.test', PASSWORD],
    ]) {
      const response = await signIn(email as string, password as string);
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses rapid wrong passwords from one address once the limit is reached (429), even the right one', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    // One try per e-mail address: the budget per address typed (sign-in-budget.test.ts) stays out of the way.
    for (let i = 0; i < 20; i += 1) statuses.push((await signIn(`intrus-${i}@lumina.test`, `wrong ${i}`, ip)).status);
    expect(statuses.slice(0, SIGN_IN_PER_MINUTE)).toEqual(Array(SIGN_IN_PER_MINUTE).fill(401));
    expect(statuses.slice(SIGN_IN_PER_MINUTE)).toEqual(Array(20 - SIGN_IN_PER_MINUTE).fill(429));
    expect((await signIn('camille@lumina.test', PASSWORD, ip)).status).toBe(429);
    // Stored in the database, so that every instance counts together.
    const rows = await backend.raw(`SELECT "count" FROM auth_rate_limit WHERE "key" LIKE '${ip}%'`);
    expect(rows.map((row) => Number(row.count))).toEqual([SIGN_IN_PER_MINUTE]);
  });

  it('has no sign-up and no other Better Auth endpoint', async () => {
    const signUp = await call('/sign-up/email', {
      body: { email: 'intruder@example.com', password: PASSWORD, name: 'Intrus' },
    });
    expect(signUp.status).toBe(404);
    expect((await call('/list-sessions')).status).toBe(404);
    // Even called directly, Better Auth itself refuses: sign-up is disabled.
    await expect(
      auth.api.signUpEmail({ body: { email: 'intruder@example.com', password: PASSWORD, name: 'Intrus' } }),
    ).rejects.toThrow();
    expect((await listStaff(storage)).map((staff) => staff.email)).toEqual(['camille@lumina.test']);
  });

  it('refuses a cross-site or Origin-less POST before Better Auth sees it', async () => {
    const signedIn = cookiesOf(await signIn('camille@lumina.test', PASSWORD));
    for (const origin of ['https://evil.example', null, 'null']) {
      const response = await call('/revoke-sessions', { body: {}, cookie: signedIn, origin });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Action refusée/);
    }
    expect((await call('/get-session', { cookie: signedIn })).status).toBe(200);
    expect(await (await call('/get-session', { cookie: signedIn })).json()).not.toBeNull();
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const first = cookiesOf(await signIn('camille@lumina.test', PASSWORD));
    const second = cookiesOf(await signIn('camille@lumina.test', PASSWORD));
    expect((await call('/revoke-sessions', { body: {}, cookie: first })).status).toBe(200);
    for (const cookie of [first, second]) {
      expect(await (await call('/get-session', { cookie })).json()).toBeNull();
    }
  });

  it('enables TOTP with the password and a first code, then asks for a code at each sign-in', async () => {
    const cookie = cookiesOf(await signIn('camille@lumina.test', PASSWORD));
    const enable = await call('/two-factor/enable', { body: { password: PASSWORD }, cookie });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThan(0);
    // The URI carries the secret in base32, as authenticator apps read it.
    const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret') ?? ''));
    const totp = createOTP(secret);
    // Not active until a first code proves the app has it.
    expect((await signIn('camille@lumina.test', PASSWORD)).status).toBe(200);
    const confirm = await call('/two-factor/verify-totp', { body: { code: await totp.totp() }, cookie });
    expect(confirm.status).toBe(200);

    const challenged = await signIn('camille@lumina.test', PASSWORD);
    expect(await challenged.json()).toMatchObject({ twoFactorRedirect: true });
    expect(challenged.headers.getSetCookie().find((line) => /session_token=[^;]/.test(line))).toBeUndefined();
    const pending = cookiesOf(challenged);
    expect((await call('/two-factor/verify-totp', { body: { code: '000000' }, cookie: pending })).status).toBe(401);
    const verified = await call('/two-factor/verify-totp', { body: { code: await totp.totp() }, cookie: pending });
    expect(verified.status).toBe(200);
    const session = await call('/get-session', { cookie: cookiesOf(verified) });
    expect(((await session.json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled).toBe(true);

    const disable = await call('/two-factor/disable', {
      body: { password: PASSWORD },
      cookie: cookiesOf(verified),
    });
    expect(disable.status).toBe(200);
    expect((await signIn('camille@lumina.test', PASSWORD)).status).toBe(200);
    // Switched on once (the sign-in's code changes nothing), then off: both in the journal.
    const { entries } = await listAudit({ targetType: 'staff', targetId: 'camille@lumina.test' }, storage);
    expect(entries.map((entry) => entry.action).filter((action) => action.startsWith('staff.totp'))).toEqual([
      'staff.totp.off',
      'staff.totp.on',
    ]);
  });

  it('creates an account without a password, whose one-time link sets it once', async () => {
    await addStaff(auth, { email: 'dominique@lumina.test' });
    expect((await signIn('dominique@lumina.test', PASSWORD)).status).toBe(401);
    await requestPasswordLink(auth, 'dominique@lumina.test');
    const token = links.get('dominique@lumina.test') ?? '';
    expect(token).toMatch(/^\w{20,}$/);
    expect((await call('/reset-password', { body: { token, newPassword: 'short' } })).status).toBe(400);
    expect((await call('/reset-password', { body: { token, newPassword: PASSWORD } })).status).toBe(200);
    expect((await call('/reset-password', { body: { token, newPassword: `${PASSWORD}!` } })).status).toBe(400);
    expect((await signIn('dominique@lumina.test', PASSWORD)).status).toBe(200);
  });

  it('refuses a duplicate or a bad address, and removes an account with its sessions', async () => {
    await expect(addStaff(auth, { email: 'CAMILLE@lumina.test', password: PASSWORD })).rejects.toThrow(
      StaffAccountError,
    );
    await expect(addStaff(auth, { email: 'pas-une-adresse', password: PASSWORD })).rejects.toThrow(
      /Adresse e-mail invalide/,
    );
    await expect(addStaff(auth, { email: 'x@lumina.test', password: 'court' })).rejects.toThrow(/trop court/);
    await addStaff(auth, { email: 'leaving@lumina.test', password: PASSWORD });
    const cookie = cookiesOf(await signIn('leaving@lumina.test', PASSWORD));
    expect((await listStaff(storage)).find((s) => s.email === 'leaving@lumina.test')).toMatchObject({
      hasPassword: true,
      activeSessions: 1,
      twoFactorEnabled: false,
    });
    await removeStaff(auth, 'leaving@lumina.test');
    expect(await (await call('/get-session', { cookie })).json()).toBeNull();
    expect((await signIn('leaving@lumina.test', PASSWORD)).status).toBe(401);
    await expect(removeStaff(auth, 'leaving@lumina.test')).rejects.toThrow(/Aucun compte/);
  });

  it('sent nothing over the network (telemetry off)', () => {
    expect(fetches).toEqual([]);
  });
});
