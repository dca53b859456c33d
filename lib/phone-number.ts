import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { postcodeCountry } from './project-details';

/**
 * A visitor's phone number as staff use it: kept as typed (the visitor is never refused for it), read
 * by libphonenumber-js in the lead's country when it has no prefix, written in E.164 for `tel:` links, the CSV
 * and the CRM hook, and shown in the national format, or the international one for another country's number.
 */

export type PhoneCountry = 'CH' | 'FR';

export type ReadPhone = {
  typed: string;
  /** `+41795551234`, or null when the number cannot be dialled as typed (staff call it to check). */
  e164: string | null;
  /** What staff read: « 079 555 12 34 », « +33 6 12 34 56 78 », or the number as typed. */
  shown: string;
};

/** `country`: the lead's (its postcode's); unknown, Switzerland's, where most visitors live. */
export function readPhone(typed: string, country: PhoneCountry | null = null): ReadPhone {
  const home = country ?? 'CH';
  const number = parsePhoneNumberFromString(typed, home);
  if (!number?.isValid()) return { typed, e164: null, shown: typed };
  return {
    typed,
    e164: number.number,
    shown: number.country === home ? number.formatNational() : number.formatInternational(),
  };
}

/** The `tel:` link: E.164 when the number is valid, else the typed digits (the phone may still know better). */
export function telLinkOf(phone: ReadPhone): string {
  return `tel:${phone.e164 ?? phone.typed.replace(/[^\d+]/g, '')}`;
}

/** What goes out (CSV, CRM hook): E.164, or the number as typed when it is not a valid one. */
export const phoneForExport = (typed: string, country: PhoneCountry | null = null) =>
  readPhone(typed, country).e164 ?? typed;

/** A lead's number, read in its postcode's country. */
export const leadPhone = (lead: { telephone: string; project: { pays: PhoneCountry | null } | null }) =>
  readPhone(lead.telephone, lead.project?.pays ?? null);

/** An appointment's number, read in its postcode's country, else its office's. */
export const bookingPhone = (booking: { phone: string; postcode: string | null }, officeCountry: PhoneCountry) =>
  readPhone(booking.phone, postcodeCountry(booking.postcode ?? '')?.pays ?? officeCountry);
