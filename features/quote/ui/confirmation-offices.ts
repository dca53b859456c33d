import { phoneText, site, telHref } from '@/content/site';
import type { ConfirmationOffice } from './quote-sent-details';

/** The offices' phones for a sent request's confirmation, as text and as `tel:` links (server side: pages pass them). */
export const CONFIRMATION_OFFICES: readonly ConfirmationOffice[] = site.offices.map((office) => ({
  label: office.label,
  countryCode: office.countryCode,
  phoneText: phoneText(office.phone),
  telHref: telHref(office.phone),
}));
