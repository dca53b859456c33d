import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ConfigError, type SiteConfig } from '../config';

/**
 * The secret that signs the back-office's cookies. Production needs BETTER_AUTH_SECRET (or
 * AUTH_SECRET): the server refuses to start without it (lib/server/start.ts), because a secret
 * each instance invented for itself would differ between instances and restarts. In development
 * and tests a random one is written once in DATA_DIR (`auth-secret`, readable by its owner only)
 * and read back afterwards, so sessions survive a restart of `next dev`.
 */
export const AUTH_SECRET_FILE = 'auth-secret';

export function staffAuthSecret(config: SiteConfig, nodeEnv = process.env.NODE_ENV): string {
  if (config.authSecret) return config.authSecret;
  if (nodeEnv === 'production') {
    throw new ConfigError([
      'BETTER_AUTH_SECRET : obligatoire en production (signature des sessions de l’espace équipe) ; ' +
        'générez-le avec `openssl rand -base64 32`',
    ]);
  }
  const file = path.join(/* turbopackIgnore: true */ config.dataDir, AUTH_SECRET_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}
