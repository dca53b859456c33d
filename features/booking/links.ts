import 'server-only';
import { site } from '@/content/site';
import { VISIT_ADDRESS_FIELDS, type VisitLineKey } from './model/address-fields';
import type { Booking } from './records';

/**
 * An appointment's own links: `/rendez-vous/gerer?cle=<manage_key>`, where the random key stored with the booking
 * (24 bytes) is the capability, so a forged one finds nothing (it works until 12 h before the appointment), and
 * the rebook link of a cancellation. A quote request's booking link is the quote's (features/quote/booking-link.ts).
 */

/** A manage key as stored (newManageKey: 24 random bytes, base64url); anything else is refused unread. */
export const isManageKey = (value: string | null | undefined): value is string =>
  /^[A-Za-z0-9_-]{32}$/.test(value ?? '');

/** The visitor's page to see, move or cancel an appointment. */
export const managePageUrl = (manageKey: string) => `${site.url}/rendez-vous/gerer?cle=${manageKey}`;

/** The visitor's details a rebook link carries: the booking page's pre-fill parameters (features/booking/ui/booking-query.ts). */
export type RebookDetails = Pick<Booking, 'kind' | 'office' | 'name' | 'email' | 'phone' | 'postcode' | VisitLineKey>;

/**
 * « Choisir un autre moment » of a cancellation: the booking page with what the visitor gave, so that nothing is
 * typed twice (`type`, `bureau`, `nom`, `email`, `telephone`, and the address's `rue`, `code_postal`, `localite`…), and the quote
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
  for (const { key, form } of VISIT_ADDRESS_FIELDS) add(form, details[key]);
  add('demande', leadToken);
  return `${site.url}/rendez-vous?${query.toString()}`;
}
