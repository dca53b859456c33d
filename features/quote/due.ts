import 'server-only';
import type { OfficeKey } from '@/content/office-hours';
import type { Country } from '@/lib/project-details';
import { dueTime } from '@/lib/office-hours';

/**
 * The office that answers a lead: Clermont-Ferrand for a French postcode, Chêne-Bourg otherwise (the
 * company's home, and the office of a lead without a postcode).
 */
export const officeOfCountry = (pays: string | null | undefined): OfficeKey => (pays === 'FR' ? 'clermont' : 'geneve');

/** When the first contact of a lead received at `receivedAt` is due, in its office's hours. */
export const firstContactDue = (receivedAt: Date, pays: Country | null | undefined): Date =>
  dueTime(receivedAt, officeOfCountry(pays));
