import { officeHours, OFFICE_KEYS, type OfficeKey } from '@/content/office-hours';
import { phoneText, telHref } from '@/content/site';

/** What the booking pages show of an office; the server gives it to the picker so content stays out of its bundle. */
export interface BookingOffice {
  key: OfficeKey;
  /** « Chêne-Bourg (Genève) » */
  label: string;
  city: string;
  country: string;
  address: string;
  postcode: string;
  phoneText: string;
  telHref: string;
  timeZone: string;
}

export function bookingOffice(key: OfficeKey): BookingOffice {
  const { office, timeZone } = officeHours[key];
  return {
    key,
    label: office.label,
    city: office.city,
    country: office.country,
    address: office.address,
    postcode: office.postcode,
    phoneText: phoneText(office.phone),
    telHref: telHref(office.phone),
    timeZone,
  };
}

export const bookingOffices = (): BookingOffice[] => OFFICE_KEYS.map(bookingOffice);
