import 'server-only';
import { closeStorage } from '@/lib/server/db/storage';
import { databaseEnv, type Backend } from './backends';

/** The back-office's secret while a test plays the server (sessions signed with it stay valid across calls). */
export const TEST_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';

/**
 * Runs `run` with the server's configuration for the Server Actions, on `backend`'s database and without
 * SMTP (the tests send by hand); the storage is closed and the environment restored afterwards.
 */
export async function asServer<T>(backend: Backend, run: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  delete process.env.SMTP_URL;
  Object.assign(process.env, {
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    ...databaseEnv(backend),
  });
  try {
    return await run();
  } finally {
    await closeStorage();
    process.env = saved;
  }
}
