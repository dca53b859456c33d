import { z } from 'zod';
import { OFFICE_KEYS, type OfficeKey } from '@/content/office-hours';
import { BOOKING_KIND_KEYS, BOOKING_MESSAGES } from './booking-rules';
import { contactFieldsSchema, optionalValue, postcodeField } from './contact-schema';

export * from './booking-rules';

/**
 * A booking request (issue 23) as the booking form validates it while the visitor types and as
 * POST /api/rendez-vous validates it again: the contact fields follow the contact form's rules and messages
 * (name, e-mail, phone; the postcode of the project details). No server import; zod comes with it, so a client
 * component loads it with `import()` as the contact form loads contact-schema (lib/client-bundle.test.ts).
 */

const isOfficeKeyValue = (value: unknown): value is OfficeKey =>
  typeof value === 'string' && (OFFICE_KEYS as readonly string[]).includes(value);

const startsAt = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value).toISOString());

/** POST /api/rendez-vous (JSON), and the booking form's fields under these names. */
export const bookingRequestSchema = z.object({
  office: z.custom<OfficeKey>(isOfficeKeyValue, { error: BOOKING_MESSAGES.office }),
  kind: z.enum(BOOKING_KIND_KEYS, { error: BOOKING_MESSAGES.kind }),
  startsAt: startsAt(BOOKING_MESSAGES.slot),
  name: contactFieldsSchema.shape.nom,
  email: contactFieldsSchema.shape.email,
  phone: contactFieldsSchema.shape.telephone,
  postcode: postcodeField.transform((value) => value?.codePostal),
  message: optionalValue(contactFieldsSchema.shape.message),
  /** The quote request's signed link (`?demande=`, about 70 characters), checked by the server. */
  demande: optionalValue(z.string().max(200)),
});
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** POST /api/rendez-vous/gerer, JSON or form (same names): cancel, or move to `creneau`. */
export const manageRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ cle: z.string(), action: z.literal('annuler') }),
    z.object({ cle: z.string(), action: z.literal('deplacer'), creneau: startsAt(BOOKING_MESSAGES.newSlot) }),
  ],
  { error: BOOKING_MESSAGES.action },
);
export type ManageRequest = z.output<typeof manageRequestSchema>;
