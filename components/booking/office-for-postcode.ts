import type { OfficeKey } from '@/content/office-hours';
import { postcodeCountry } from '@/lib/project-details';

/**
 * The office of a project's postcode (issue 23): a Swiss one (4 digits) goes to Chêne-Bourg, a French one
 * (5 digits) to Clermont-Ferrand; null while it is neither. The visitor can still pick the other office.
 */
export function officeForPostcode(postcode: string): OfficeKey | null {
  const country = postcodeCountry(postcode)?.pays;
  return country === 'CH' ? 'geneve' : country === 'FR' ? 'clermont' : null;
}
