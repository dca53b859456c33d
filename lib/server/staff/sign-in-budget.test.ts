/** @jest-environment node */
import { textOf } from '@/test/server/support';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { testBackends } from '@/test/server/backends';
import { processOutbox } from '../mail/sender';
import { addStaff } from '@/features/staff-accounts/accounts';
import { AUTH_BASE_PATH, createStaffAuth, type StaffAuth } from './auth';
import { handleStaffAuth } from './auth-route';
import { listAudit } from './audit';
import { clearSignInFailures, LOCK_AT, lockedSignIns, WAIT_FROM, waitAfter } from './sign-in-budget';

/**
 * The wrong-password budget of each address typed, through the sign-in door on both
 * databases: guesses from many client addresses, an unknown address answered like an account, the lock,
 * its one alert e-mail to a local SMTP server, and the owner back in after the wait. A clock of the test's
 * own stands for the minutes a patient guesser waits.
 */

jest.setTimeout(60_000);

const ORIGIN = 'http://127.0.0.1:3999';
const PASSWORD = 'une phrase de passe assez longue';

describe('the wait after n wrong passwords', () => {
  it('is none for a few mistypes, doubles from 15 s, locks 15 min at LOCK_AT, and never exceeds an hour', () => {
    expect([1, 2, 3].map(waitAfter)).toEqual([0, 0, 0]);
    expect(WAIT_FROM).toBe(4);
    expect([4, 5, 6, 7, 8, 9].map(waitAfter)).toEqual([15, 30, 60, 120, 240, 480]);
    expect(LOCK_AT).toBe(10);
    expect([10, 11, 12, 50].map(waitAfter)).toEqual([900, 1800, 3600, 3600]);
    // OWASP ASVS 2.2.1 allows 100 failed tries an hour per account: count what the schedule lets through.
    let elapsed = 0;
    let tries = 0;
    while (elapsed <= 3600) elapsed += waitAfter((tries += 1));
    expect(tries).toBeLessThanOrEqual(12);
  });
});

describe.each(testBackends('sign_in_budget_test'))('$name sign-in budget per address typed', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  let auth: StaffAuth;
  let clock = new Date('2026-11-28T09:00:00.000Z');
  let visitor = 0;
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  beforeAll(async () => {
    auth = createStaffAuth({ database: env.storage, secret: 'a-test-secret-that-is-long-enough-0123456789' });
    await addStaff(auth, { email: 'camille@lumina.test', name: 'Camille Roux', password: PASSWORD });
    await addStaff(auth, { email: 'lea@lumina.test', name: 'Léa', password: PASSWORD });
    await addStaff(auth, { email: 'hugo@lumina.test', name: 'Hugo', password: PASSWORD });
  });

  /** A sign-in try from client address `ip` (a new one each time unless given). */
  async function signIn(email: string, password: string, ip = `203.0.113.${(visitor += 1) % 250}`) {
    const response = await handleStaffAuth(
      new Request(`${ORIGIN}${AUTH_BASE_PATH}/sign-in/email`, {
        method: 'POST',
        headers: {
          host: '127.0.0.1:3999',
          origin: ORIGIN,
          'content-type': 'application/json',
          'x-lumina-client-ip': ip,
        },
        body: JSON.stringify({ email, password }),
      }),
      { auth, trustProxy: 0, failedSignInDelayMs: 0, now: () => clock },
    );
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  it('90 wrong passwords from 30 client addresses: 4 reach the password check, then even the right one waits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 90; i += 1) {
      statuses.push((await signIn('camille@lumina.test', `essai ${i}`, `198.51.100.${i % 30}`)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(WAIT_FROM);
    expect(statuses.slice(WAIT_FROM)).toEqual(Array(90 - WAIT_FROM).fill(429));
    const right = await signIn('camille@lumina.test', PASSWORD);
    expect(right).toMatchObject({ status: 429, retryAfter: '15', body: { code: 'SIGN_IN_WAIT' } });
    later(16);
    expect((await signIn('camille@lumina.test', PASSWORD)).status).toBe(200);
    // A success ends the incident: the next mistype starts from nothing.
    expect(await signIn('camille@lumina.test', 'faute de frappe')).toMatchObject({ status: 401, retryAfter: null });
  });

  it('tries sent all at once are counted before they are checked: no more slip through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('lea@lumina.test', `rafale ${i}`, `192.0.2.${i}`)),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(WAIT_FROM);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - WAIT_FROM);
  });

  it('an unknown address gets exactly the answers an account gets', async () => {
    later(7200);
    const seen = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await signIn(email, `devine ${i}`));
      return answers;
    };
    const account = await seen('hugo@lumina.test');
    const unknown = await seen('personne@lumina.test');
    expect(unknown).toEqual(account);
    expect(account.map((answer) => [answer.status, answer.retryAfter])).toEqual([
      [401, null],
      [401, null],
      [401, null],
      [401, '15'],
      [429, '15'],
      [429, '15'],
    ]);
  });

  it('a try that checks no password is given back', async () => {
    later(7200);
    await clearSignInFailures(env.storage, 'hugo@lumina.test');
    for (let i = 0; i < 3; i += 1) expect((await signIn('hugo@lumina.test', `faux ${i}`)).status).toBe(401);
    // No password: Better Auth refuses the body (400) before any check, and the count stays at 3.
    const malformed = await handleStaffAuth(
      new Request(`${ORIGIN}${AUTH_BASE_PATH}/sign-in/email`, {
        method: 'POST',
        headers: { host: '127.0.0.1:3999', origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'hugo@lumina.test' }),
      }),
      { auth, trustProxy: 0, failedSignInDelayMs: 0, now: () => clock },
    );
    expect(malformed.status).toBe(400);
    expect((await signIn('hugo@lumina.test', PASSWORD)).status).toBe(200);
  });

  it('a patient guesser is locked at LOCK_AT; the owner and ALERT_TO get one e-mail; a colleague lifts it', async () => {
    later(7200);
    await clearSignInFailures(env.storage, 'camille@lumina.test');
    const send = () =>
      processOutbox({
        config: { ...mailConfig(backend, env.smtp), alertTo: ['securite@lumina-terrasses.ch'] },
        storage: env.storage,
        now: () => clock,
      });
    let last = await signIn('camille@lumina.test', 'patient 1');
    for (let i = 2; i <= LOCK_AT + 2; i += 1) {
      later(waitAfter(i - 1));
      last = await signIn('camille@lumina.test', `patient ${i}`);
      expect(last.status).toBe(401);
    }
    expect(last.retryAfter).toBe(String(waitAfter(LOCK_AT + 2)));
    const locked = await lockedSignIns(env.storage, clock);
    expect(locked).toEqual([{ email: 'camille@lumina.test', failures: LOCK_AT + 2, until: expect.any(String) }]);
    // Locked: the right password too, and the answer only says how long to wait.
    expect(await signIn('camille@lumina.test', PASSWORD)).toMatchObject({ status: 429, retryAfter: '3600' });

    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    expect(env.smtp.mails).toHaveLength(1);
    const [mail] = env.smtp.mails;
    expect(mail?.to.sort()).toEqual(['camille@lumina.test', 'securite@lumina-terrasses.ch']);
    const text = textOf(mail?.raw ?? '');
    expect(text).toContain('Bonjour Camille Roux,');
    expect(text).toContain(`après ${LOCK_AT} mots de passe erronés d’affilée`);
    expect(text).not.toMatch(/patient \d/);

    const { entries } = await listAudit({ targetType: 'staff', targetId: 'camille@lumina.test' }, env.storage);
    expect(entries.filter((entry) => entry.action === 'staff.lock')).toHaveLength(1);

    expect(await clearSignInFailures(env.storage, 'camille@lumina.test')).toBe(true);
    expect((await signIn('camille@lumina.test', PASSWORD)).status).toBe(200);
  });

  it('the lock ends by itself: the owner signs in once the wait is over', async () => {
    later(7200);
    await clearSignInFailures(env.storage, 'lea@lumina.test');
    for (let i = 1; i <= LOCK_AT; i += 1) {
      if (i > 1) later(waitAfter(i - 1));
      expect((await signIn('lea@lumina.test', `oublie ${i}`)).status).toBe(401);
    }
    expect((await signIn('lea@lumina.test', PASSWORD)).status).toBe(429);
    later(waitAfter(LOCK_AT) - 60);
    expect((await signIn('lea@lumina.test', PASSWORD)).retryAfter).toBe('60');
    later(60);
    expect((await signIn('lea@lumina.test', PASSWORD)).status).toBe(200);
  });
});
