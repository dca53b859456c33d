import { z } from 'zod';
import { officeHours, OFFICE_KEYS, type OfficeKey } from '@/content/office-hours';
import { phoneText } from '@/content/site';
import { contactFieldsSchema, optionalValue, postcodeField } from './contact-schema';
import { postcodeCountry, type Country } from './project-details';

/**
 * A booking request (issue 23) as the booking form validates it while the visitor types and as
 * POST /api/rendez-vous validates it again: the contact fields follow the contact form's rules and messages
 * (name, e-mail, phone; the postcode of the project details). No server import: client components load it.
 */

/** What a visitor books (the database's BOOKING_KINDS): an on-site visit or a phone call. */
export const BOOKING_KIND_KEYS = ['visite', 'appel'] as const;
export type BookingKindKey = (typeof BOOKING_KIND_KEYS)[number];

const OFFICE_OF_COUNTRY: Record<Country, OfficeKey> = { CH: 'geneve', FR: 'clermont' };

/** The office of a postcode: Swiss (4 digits) → Chêne-Bourg, French (5 digits) → Clermont-Ferrand, else null. */
export function officeForPostcode(postcode: string): OfficeKey | null {
  const parsed = postcodeCountry(postcode);
  return parsed ? OFFICE_OF_COUNTRY[parsed.pays] : null;
}

const isOfficeKeyValue = (value: unknown): value is OfficeKey =>
  typeof value === 'string' && (OFFICE_KEYS as readonly string[]).includes(value);

/** Why a slot or a change was refused (lib/server/bookings/store.ts's BookingRefusal). */
export type BookingRefusalReason =
  'passe' | 'ferme' | 'hors-horaires' | 'complet' | 'introuvable' | 'trop-tard' | 'annule';

export const BOOKING_MESSAGES = {
  office: 'Bureau inconnu.',
  kind: 'Type de rendez-vous inconnu\u00a0: choisissez une visite sur place ou un appel téléphonique.',
  slot: 'Choisissez un créneau dans la liste.',
  action: 'Action inconnue\u00a0: annuler ou déplacer le rendez-vous.',
  newSlot: 'Choisissez le nouveau créneau.',
  manageLinkInvalid: 'Ce lien de rendez-vous n’est pas valable.',
  leadLinkInvalid: 'Ce lien de réservation n’est pas valable. Vous pouvez réserver sans lui.',
  leadLinkExpired: 'Ce lien de réservation a expiré. Vous pouvez réserver sans lui.',
  journaled:
    'Votre demande de rendez-vous est enregistrée\u00a0; la confirmation vous parvient par e-mail dès que possible.',
} as const;

/** The French message of a refusal; « trop-tard » gives the office's phone. */
export function refusalMessage(reason: BookingRefusalReason, office: OfficeKey): string {
  switch (reason) {
    case 'passe':
      return 'Ce créneau est déjà passé ou trop proche (réservation au plus tard 12\u00a0h avant). Choisissez un autre créneau.';
    case 'ferme':
      return 'Le bureau est fermé ce jour-là. Choisissez un autre jour.';
    case 'hors-horaires':
      return 'Ce créneau ne fait pas partie des horaires proposés. Choisissez un créneau de la liste.';
    case 'complet':
      return 'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les prochains créneaux libres.';
    case 'trop-tard':
      return `Ce rendez-vous a lieu dans moins de 12\u00a0h\u00a0: il ne peut plus être modifié en ligne. Appelez-nous au ${phoneText(officeHours[office].office.phone)}.`;
    case 'annule':
      return 'Ce rendez-vous est déjà annulé.';
    case 'introuvable':
      return BOOKING_MESSAGES.manageLinkInvalid;
  }
}

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

/** The no-JS form's field names (HTML forms of /rendez-vous/creneaux) and the JSON names they stand for. */
export const BOOKING_FORM_FIELDS = {
  bureau: 'office',
  type: 'kind',
  creneau: 'startsAt',
  nom: 'name',
  email: 'email',
  telephone: 'phone',
  code_postal: 'postcode',
  message: 'message',
  demande: 'demande',
} as const satisfies Record<string, keyof z.input<typeof bookingRequestSchema>>;

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
