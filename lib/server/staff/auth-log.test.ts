/** @jest-environment node */
import { format } from 'node:util';
import { AUTH_BASE_PATH, createStaffAuth, type StaffAuth } from './auth';
import { handleStaffAuth } from './auth-route';
import { betterAuthLogger } from '@/lib/safe-log.mjs';
import { sqliteBackend } from '@/test/server/backends';
import { openStorage, type Storage } from '../db/storage';

/**
 * A stranger cannot write a line into the server's log through Better Auth, whose own logger prints a
 * rejected callbackURL raw. The door (handleStaffAuth) is called as a browser would, without a session.
 */

const ORIGIN = 'http://127.0.0.1:3999';
const FORGED = '/x\n[leads] 2026-11-29 password reset done for boss@lumina.ch';

describe('Better Auth’s log', () => {
  const backend = sqliteBackend();
  let storage: Storage;
  let auth: StaffAuth;

  beforeAll(async () => {
    storage = await openStorage(backend.config());
    auth = createStaffAuth({
      database: storage,
      secret: 'a-test-secret-that-is-long-enough-0123456789',
      production: true,
    });
  });
  afterAll(async () => {
    await storage.close();
    await backend.cleanup();
  });

  it('is the project’s logger (lib/safe-log.mjs)', () => {
    expect(auth.options.logger).toBe(betterAuthLogger);
  });

  it('writes a forged callbackURL as one escaped line: no line of the log starts with the forged text', async () => {
    const printed: string[] = [];
    const capture = (...args: unknown[]) => void printed.push(format(...args));
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      jest.spyOn(console, name).mockImplementation(capture),
    );
    try {
      const response = await handleStaffAuth(
        new Request(`${ORIGIN}${AUTH_BASE_PATH}/sign-in/email`, {
          method: 'POST',
          headers: {
            host: new URL(ORIGIN).host,
            origin: ORIGIN,
            'content-type': 'application/json',
            'x-lumina-client-ip': '198.51.100.30',
          },
          body: JSON.stringify({ email: 'personne@lumina.test', password: 'x'.repeat(16), callbackURL: FORGED }),
        }),
        { auth, trustProxy: 0, failedSignInDelayMs: 0 },
      );
      expect(response.status).toBe(403);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const log = printed.join('\n');
    expect(log).toContain('Invalid callbackURL: /x\\n[leads] 2026-11-29 password reset done');
    expect(log.split('\n').filter((line) => line.startsWith('[leads]'))).toEqual([]);
  });
});
