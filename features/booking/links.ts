import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { site } from '@/content/site';
import type { LeadsConfig } from '@/lib/server/config';
import { staffAuthSecret } from '@/lib/server/staff/auth-secret';

/**
 * The links of appointments:
 * - a quote request's booking link, `/rendez-vous?demande=<lead id>.<expiry s>.<HMAC>`, sent in the success
 *   answer and the acknowledgement e-mail: it ties the booking to the lead and pre-fills the contact fields.
 *   Keyed with a key derived from the back-office's secret (as the newsletter's), so production needs no other;
 * - an appointment's own link, `/rendez-vous/gerer?cle=<manage_key>`: the random key stored with the booking
 *   (24 bytes) is the capability, so a forged one finds nothing; it works until 12 h before the appointment.
 */

/** How long a quote request's booking link works. */
export const LEAD_LINK_DAYS = 30;

export function bookingSecret(config: LeadsConfig, nodeEnv = process.env.NODE_ENV): string {
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

/** A manage key as stored (newManageKey: 24 random bytes, base64url); anything else is refused unread. */
export const isManageKey = (value: string | null | undefined): value is string =>
  /^[A-Za-z0-9_-]{32}$/.test(value ?? '');

/** The booking page, tied to a quote request when a token is given. */
export const bookingPageUrl = (leadToken?: string) =>
  `${site.url}/rendez-vous${leadToken ? `?demande=${encodeURIComponent(leadToken)}` : ''}`;

/** The visitor's page to see, move or cancel an appointment. */
export const managePageUrl = (manageKey: string) => `${site.url}/rendez-vous/gerer?cle=${manageKey}`;

/** The visitor's details a rebook link carries: the booking page's pre-fill parameters (features/booking/ui/booking-query.ts). */
export interface RebookDetails {
  kind: string;
  office: string;
  name: string;
  email: string;
  phone: string;
  postcode: string | null;
  street: string | null;
  town: string | null;
}

/**
 * « Choisir un autre moment » of a cancellation: the booking page with what the visitor gave, so that nothing is
 * typed twice (`type`, `bureau`, `nom`, `email`, `telephone`, `rue`, `code_postal`, `localite`), and the quote
 * request's link (`demande`, a new token: the first may have expired) when it was tied to one. The same names as
 * the form without JavaScript.
 */
export function rebookPageUrl(details: RebookDetails, leadToken?: string): string {
  const query = new URLSearchParams();
  const add = (name: string, value: string | null | undefined) => {
    if (value) query.set(name, value);
  };
  add('type', details.kind);
  add('bureau', details.office);
  add('nom', details.name);
  add('email', details.email);
  add('telephone', details.phone);
  add('rue', details.street);
  add('code_postal', details.postcode);
  add('localite', details.town);
  add('demande', leadToken);
  return `${site.url}/rendez-vous?${query.toString()}`;
}
