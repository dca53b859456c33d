import { CONTACT_LIMITS } from '@/lib/contact-rules';
import type { FieldErrors } from '@/lib/contact-schema';
import { postcodeCountry, PROJECT_MESSAGES } from '@/lib/project-details';
import type { FormRules } from '@/components/forms/use-form-engine';
import { tidyVisitAddress, visitAddressErrors } from '@/features/booking/model/address';
import { BOOKING_MESSAGES } from '@/features/booking/model/rules';
import {
  addressOfForm,
  VISIT_ADDRESS_FIELDS,
  VISIT_ADDRESS_NAMES,
  VISIT_ADDRESS_SUMMARY_NAMES,
  type VisitAddressName,
} from '@/features/booking/model/address-fields';
import type { Kind } from '@/features/booking/words';
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

export const pickContact = (rules: FormRules) =>
  rules.buildContactFieldsSchema().pick({ nom: true, email: true, telephone: true });

/**
 * What the booking form holds that the server would refuse, by field: the contact with the quote's rules, the
 * message's length, the postcode, a visit's address, and a slot.
 */
export function bookingErrors(
  rules: FormRules,
  schema: ReturnType<typeof pickContact>,
  { text, kind, slot }: { text: PickerText; kind: Kind; slot: string | null },
): FieldErrors {
  const result = schema.safeParse(text);
  const errors = result.success ? {} : rules.fieldErrorsOf(result.error);
  if (text.message.trim().length > CONTACT_LIMITS.message)
    errors.message = rules.CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.message);
  if (text.code_postal.trim() && !postcodeCountry(text.code_postal)) errors.code_postal = PROJECT_MESSAGES.postcode;
  if (kind === 'visite') {
    const wrong = visitAddressErrors(tidyVisitAddress(addressOfForm(text)));
    for (const { key, form } of VISIT_ADDRESS_FIELDS) {
      const error = wrong[key];
      if (error) errors[form] = error;
    }
  }
  if (!slot) errors.creneau = BOOKING_MESSAGES.slot;
  return errors;
}
