import {
  VISIT_ADDRESS_NAMES,
  VISIT_ADDRESS_SUMMARY_NAMES,
  type VisitAddressName,
} from '@/features/booking/model/address-fields';
import { BOOKING_FIELD_LABELS, BOOKING_FIELDS, type BookingField } from './booking-fields';

/** The booking form's text fields as the picker holds them, under the no-JS form's names. */
export const PICKER_TEXT_FIELDS: readonly (BookingField | VisitAddressName)[] = [
  ...BOOKING_FIELDS,
  ...VISIT_ADDRESS_NAMES,
];
export type PickerText = Record<BookingField | VisitAddressName, string>;
export const EMPTY_PICKER_TEXT = Object.fromEntries(PICKER_TEXT_FIELDS.map((name) => [name, ''])) as PickerText;

/** The form's order, for the summary of what is missing. */
const ORDER: readonly string[] = [...VISIT_ADDRESS_NAMES, 'creneau', ...BOOKING_FIELDS];
export const fieldOrder = (name: string) => ORDER.indexOf(name);

const SUMMARY_NAMES: Record<string, string> = {
  creneau: 'créneau',
  ...VISIT_ADDRESS_SUMMARY_NAMES,
};
export const summaryName = (name: string) =>
  SUMMARY_NAMES[name] ?? BOOKING_FIELD_LABELS[name as keyof typeof BOOKING_FIELD_LABELS]?.toLowerCase() ?? name;
