import { CONTACT_LIMITS } from '@/lib/contact-rules';
import { buildContactFieldsSchema, CONTACT_MESSAGES, type FieldErrors, fieldErrorsOf } from '@/lib/contact-schema';
import { postcodeCountry, PROJECT_MESSAGES } from '@/lib/project-details';
import { tidyVisitAddress, visitAddressErrors } from '@/features/booking/model/address';
import { addressOfForm, VISIT_ADDRESS_FIELDS } from '@/features/booking/model/address-fields';
import { BOOKING_MESSAGES } from '@/features/booking/model/rules';
import type { Kind } from '@/features/booking/words';
import type { PickerText } from './booking-form-fields';

/**
 * The booking form's checks: loaded with zod and the quote's rules when the visitor first touches the form
 * (useLazyRules), so none of it weighs on the page's first load.
 */

const contact = buildContactFieldsSchema().pick({ nom: true, email: true, telephone: true });

/**
 * What the booking form holds that the server would refuse, by field: the contact with the quote's rules, the
 * message's length, the postcode, a visit's address, and a slot.
 */
export function bookingErrors({
  text,
  kind,
  slot,
}: {
  text: PickerText;
  kind: Kind;
  slot: string | null;
}): FieldErrors {
  const result = contact.safeParse(text);
  const errors = result.success ? {} : fieldErrorsOf(result.error);
  if (text.message.trim().length > CONTACT_LIMITS.message)
    errors.message = CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.message);
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
