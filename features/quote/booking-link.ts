import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { site } from '@/content/site';
import type { SiteConfig } from '@/lib/server/config';
import { staffAuthSecret } from '@/lib/server/staff/auth-secret';

/**
 * A quote request's booking link, `/rendez-vous?demande=<lead id>.<expiry s>.<HMAC>`, sent in the success answer
 * and the acknowledgement e-mail: it ties the booking to the lead and pre-fills the contact fields. Keyed with a
 * key derived from the back-office's secret (as the newsletter's), so production needs no other. The booking
 * reads it back (features/booking/server/lead-link.ts).
 */

/** How long a quote request's booking link works. */
export const LEAD_LINK_DAYS = 30;

export function bookingSecret(config: SiteConfig, nodeEnv = process.env.NODE_ENV): string {
  return createHmac('sha256', staffAuthSecret(config, nodeEnv))
    .update('lumina-terrasses booking links')
    .digest('base64url');
}

const mac = (secret: string, leadId: number, expires: number) =>
  createHmac('sha256', secret).update(`booking-lead\n${leadId}\n${expires}`).digest('base64url');

export function leadBookingToken(secret: string, leadId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + LEAD_LINK_DAYS * 24 * 60 * 60;
  return `${leadId}.${expires}.${mac(secret, leadId, expires)}`;
}

export type LeadTokenCheck = { ok: true; leadId: number } | { ok: false; reason: 'invalide' | 'expire' };

export function readLeadBookingToken(secret: string, token: string | null | undefined, now: Date): LeadTokenCheck {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return { ok: false, reason: 'invalide' };
  const leadId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(mac(secret, leadId, expires));
  const given = Buffer.from(match[3] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalide' };
  if (expires * 1000 < now.getTime()) return { ok: false, reason: 'expire' };
  return { ok: true, leadId };
}

/** The booking page, tied to a quote request when a token is given. */
export const bookingPageUrl = (leadToken?: string) =>
  `${site.url}/rendez-vous${leadToken ? `?demande=${encodeURIComponent(leadToken)}` : ''}`;
