import 'server-only';
import { createHmac } from 'node:crypto';
import { staffAuthSecret } from '@/lib/server/staff/auth-secret';
import type { SiteConfig } from '@/lib/server/config';

/**
 * The key that signs the newsletter's confirmation links and derives its unsubscribe links:
 * NEWSLETTER_SECRET when set, else a key derived from the back-office's secret (auth-secret.ts).
 * So production, which requires BETTER_AUTH_SECRET (the server refuses to start without it), needs
 * no second secret, every instance shares the key, and dev and tests get a stable one from the
 * secret kept in DATA_DIR. Changing the source secret voids the confirmation links not yet used;
 * unsubscribe links already sent keep working (each subscriber's key is stored).
 */
export function newsletterSecret(config: SiteConfig, nodeEnv = process.env.NODE_ENV): string {
  if (config.newsletterSecret) return config.newsletterSecret;
  return createHmac('sha256', staffAuthSecret(config, nodeEnv))
    .update('lumina-terrasses newsletter links')
    .digest('base64url');
}
