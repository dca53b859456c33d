import 'server-only';
import { ConfigError, readConfig } from '@/lib/server/config';

/** The French messages readConfig gives for `env`; fails the test when it accepts it. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('no ConfigError');
}
