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
  VISIT_LINE_FIELDS,
  type VisitAddressName,
} from '@/features/booking/model/address-fields';
import type { Kind } from '@/features/booking/words';
import { BOOKING_FIELD_LABELS, BOOKING_FIELDS, type BookingField } from './booking-fields';
import type { OfficeKey } from '@/content/office-hours';
import { readBookAnswer } from './booking-answers';

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

export type BookingRequest = {
  office: OfficeKey;
  kind: Kind;
  startsAt: string;
  /** The form's fields, under the no-JS form's names; the API's JSON has its own. */
  text: PickerText;
  token: string | null;
};

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** POST /api/rendez-vous; the answer read for the picker, or null when it is not one of the API's. */
export async function sendBooking(request: BookingRequest, timeZone: string) {
  const { text } = request;
  const response = await fetch('/api/rendez-vous', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      office: request.office,
      kind: request.kind,
      startsAt: request.startsAt,
      name: text.nom.trim(),
      email: text.email.trim(),
      phone: text.telephone.trim(),
      postcode: optional(text.code_postal),
      // A call has no address: what a visit's fields kept is not sent.
      ...(request.kind === 'visite'
        ? Object.fromEntries(VISIT_LINE_FIELDS.map(({ key, form }) => [key, optional(text[form])]))
        : {}),
      message: optional(text.message),
      demande: request.token ?? undefined,
    }),
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, answer: readBookAnswer(response.status, body, timeZone) };
}
