import 'server-only';
import { BOOKING_MESSAGES } from '@/features/booking/model/rules';
import type { OfficeKey } from '@/content/office-hours';
import { readConfig, type SiteConfig } from '@/lib/server/config';
import { getStorage } from '@/lib/server/db/storage';
import { officeOfCountry } from '@/features/quote/due';
import { getLead, type Lead } from '@/features/quote/leads';
import { bookingSecret, readLeadBookingToken } from '@/features/quote/booking-link';

/**
 * A quote request's booking link (`demande`): which lead a booking ties to, and what it fills in. The API (JSON
 * and form) and the slots page without JavaScript read it here, so that both tie the same bookings.
 */

type LinkRefusal = 'lien-invalide' | 'lien-expire';

export type LeadCheck =
  { ok: true; leadId: number | null } | { ok: false; status: number; message: string; code: LinkRefusal };

export const LINK_INVALID = {
  ok: false,
  status: 400,
  message: BOOKING_MESSAGES.leadLinkInvalid,
  code: 'lien-invalide',
} as const;

/** The lead a link names, once its signature and date are checked; no link, no lead. */
export function checkLeadToken(config: SiteConfig, token: string | null | undefined, now: Date): LeadCheck {
  if (!token) return { ok: true, leadId: null };
  const read = readLeadBookingToken(bookingSecret(config), token, now);
  if (read.ok) return read;
  return read.reason === 'expire'
    ? { ok: false, status: 410, message: BOOKING_MESSAGES.leadLinkExpired, code: 'lien-expire' }
    : LINK_INVALID;
}

export type LeadPrefill = {
  name: string;
  email: string;
  phone: string;
  postcode: string | null;
  town: string | null;
  office: OfficeKey;
};

/** The contact fields of the booking form, filled from the quote request; the office is the lead's. */
export const leadPrefill = (lead: Lead): LeadPrefill => ({
  name: `${lead.prenom} ${lead.nom}`,
  email: lead.email,
  phone: lead.telephone,
  postcode: lead.project.codePostal,
  town: lead.project.localite,
  office: officeOfCountry(lead.project.pays),
});

/**
 * For a page rendered by the server: the request a link names and its fields, or why the link does not tie
 * (expired, forged, or the request erased since). A storage failure is thrown, as any read of the page.
 */
export async function leadOfBookingLink(
  token: string,
): Promise<{ ok: true; prefill: LeadPrefill } | { ok: false; code: LinkRefusal }> {
  const config = readConfig();
  const check = checkLeadToken(config, token, new Date());
  if (!check.ok) return { ok: false, code: check.code };
  const lead = check.leadId === null ? null : await getLead(await getStorage(config), check.leadId);
  return lead ? { ok: true, prefill: leadPrefill(lead) } : { ok: false, code: LINK_INVALID.code };
}
