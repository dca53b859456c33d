import { z } from 'zod';
import { OFFICE_KEYS, type OfficeKey } from '@/content/office-hours';
import { tidyVisitAddress, visitAddressErrors } from './address';
import { VISIT_LINE_FIELDS, type VisitLineKey } from './address-fields';
import { BOOKING_KIND_KEYS, BOOKING_MESSAGES } from './rules';
import { contactFieldsSchema, optionalValue, postcodeField } from '@/lib/contact-schema';

export * from './rules';

/**
 * A booking request as the booking form validates it while the visitor types and as
 * POST /api/rendez-vous validates it again: the contact fields follow the contact form's rules and messages
 * (name, e-mail, phone; the postcode of the project details). No server import; zod comes with it, so a client
 * component loads it with `import()` as the contact form loads contact-schema (lib/client-bundle.test.ts).
 */

const isOfficeKeyValue = (value: unknown): value is OfficeKey =>
  typeof value === 'string' && (OFFICE_KEYS as readonly string[]).includes(value);

const startsAt = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value).toISOString());

/** A line of the visit's address (checked below for a visit, dropped for a call), under its JSON name. */
const visitLine = optionalValue(z.string().max(1000));
const visitLineFields = Object.fromEntries(VISIT_LINE_FIELDS.map(({ key }) => [key, visitLine])) as Record<
  VisitLineKey,
  typeof visitLine
>;

/**
 * POST /api/rendez-vous (JSON), and the booking form's fields under these names. A visit needs where it takes
 * place (its fields: features/booking/model/address-fields.ts, address.ts's rules and messages); a call ignores them.
 */
const bookingFields = z.object({
  office: z.custom<OfficeKey>(isOfficeKeyValue, { error: BOOKING_MESSAGES.office }),
  kind: z.enum(BOOKING_KIND_KEYS, { error: BOOKING_MESSAGES.kind }),
  startsAt: startsAt(BOOKING_MESSAGES.slot),
  name: contactFieldsSchema.shape.nom,
  email: contactFieldsSchema.shape.email,
  phone: contactFieldsSchema.shape.telephone,
  postcode: postcodeField.transform((value) => value?.codePostal),
  ...visitLineFields,
  message: optionalValue(contactFieldsSchema.shape.message),
  /** The quote request's signed link (`?demande=`, about 70 characters), checked by the server. */
  demande: optionalValue(z.string().max(200)),
});

/** A booking's kind, as a query (`type=`) names it. */
export const bookingKindSchema = bookingFields.shape.kind;

export const bookingRequestSchema = bookingFields
  .superRefine((request, ctx) => {
    if (request.kind !== 'visite') return;
    const errors = visitAddressErrors(tidyVisitAddress(request));
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((request) => {
    const address = request.kind === 'visite' ? tidyVisitAddress(request) : null;
    const lines = VISIT_LINE_FIELDS.map(({ key }) => [key, address?.[key] || undefined]);
    return { ...request, ...(Object.fromEntries(lines) as Partial<Record<VisitLineKey, string>>) };
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
