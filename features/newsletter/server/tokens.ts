import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_DAYS } from '@/content/retention';

/**
 * The newsletter's links, keyed with NEWSLETTER_SECRET (secret.ts):
 * - confirmation: `<subscriber id>.<expiry, s since 1970>.<HMAC>`, the HMAC binding id, address and
 *   expiry, so a link works once the address owner got it, for that address only, until it expires;
 * - unsubscription: a keyed hash of the address alone. It never expires (old e-mails keep working,
 *   also after a new subscription) and reveals nothing of the address; it is stored with the row
 *   (unsubscribe_key) so that a link is looked up, not recomputed for every subscriber.
 */

export { CONFIRMATION_DAYS };

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function unsubscribeKey(secret: string, email: string): string {
  return mac(secret, `newsletter-unsubscribe\n${email.toLowerCase()}`);
}

function confirmationMac(secret: string, id: number, email: string, expires: number) {
  return mac(secret, `newsletter-confirm\n${id}\n${email.toLowerCase()}\n${expires}`);
}

export function confirmationToken(secret: string, subscriber: { id: number; email: string }, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_DAYS * 24 * 60 * 60;
  return `${subscriber.id}.${expires}.${confirmationMac(secret, subscriber.id, subscriber.email, expires)}`;
}

/** The parts of a confirmation token, or null when it cannot be one. Check it with `confirmationTokenValid`. */
export function parseConfirmationToken(token: string | null | undefined) {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  return { id: Number(match[1]), expires: Number(match[2]), mac: match[3] ?? '' };
}

export type ConfirmationCheck = 'valid' | 'expired' | 'invalid';

export function confirmationTokenValid(
  secret: string,
  token: NonNullable<ReturnType<typeof parseConfirmationToken>>,
  email: string,
  now: Date,
): ConfirmationCheck {
  const expected = Buffer.from(confirmationMac(secret, token.id, email, token.expires));
  const given = Buffer.from(token.mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return token.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}

/** Unsubscribe keys are 43 base64url characters (SHA-256). */
export const isUnsubscribeKey = (value: string | null | undefined): value is string =>
  /^[A-Za-z0-9_-]{43}$/.test(value ?? '');
