import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type LeadsConfig } from './config';

/**
 * The key that signs the newsletter's confirmation links and derives its unsubscribe links.
 * Production (NODE_ENV=production) requires NEWSLETTER_SECRET: several servers must share it, and
 * a lost key breaks every link already sent. Elsewhere (dev, tests) a key is generated once and
 * kept in DATA_DIR/newsletter-secret, so links keep working across restarts.
 */

const FILE = 'newsletter-secret';
const generated = new Map<string, string>();

export function newsletterSecret(config: LeadsConfig, env: Record<string, string | undefined> = process.env): string {
  if (config.newsletterSecret) return config.newsletterSecret;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError([
      'NEWSLETTER_SECRET : obligatoire en production (clé des liens de confirmation et de désinscription de la newsletter, ' +
        '32 caractères au moins, p. ex. la sortie de « openssl rand -base64 48 »)',
    ]);
  }
  const file = path.join(/* turbopackIgnore: true */ config.dataDir, FILE);
  let secret = generated.get(file);
  if (secret) return secret;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': two processes starting together keep the first key written.
      fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    secret = fs.readFileSync(file, 'utf8').trim();
  }
  generated.set(file, secret);
  return secret;
}
