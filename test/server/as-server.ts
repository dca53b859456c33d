import 'server-only';
import { closeStorage } from '@/lib/server/db/storage';
import { databaseEnv, type Backend } from './backends';

/**
 * Runs `run` with the server's configuration for the Server Actions, on `backend`'s database and without
 * SMTP (the tests send by hand); the storage is closed and the environment restored afterwards.
 */
export async function asServer<T>(backend: Backend, run: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  delete process.env.SMTP_URL;
  Object.assign(process.env, {
    BETTER_AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    ...databaseEnv(backend),
  });
  try {
    return await run();
  } finally {
    await closeStorage();
    process.env = saved;
  }
}
