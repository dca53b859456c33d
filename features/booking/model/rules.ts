import type { OfficeKey } from '@/content/office-hours';
import { postcodeCountry, type Country } from '@/lib/project-details';
import { VISIT_ADDRESS_FORM_NAMES } from './address-fields';

/**
 * The booking rules that need no zod: the kinds, the office of a postcode, the French messages and
 * the no-JS form's field names. Client components import them with the page; the zod schema built on them
 * (features/booking/model/schema.ts) is loaded only when a visitor starts filling the form.
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

/** Where /rendez-vous/gerer says that « Déplacer » needs a slot (the API's 303 lands there): beside the button. */
export const MOVE_BUTTON_ANCHOR = 'deplacer-bouton';

/** Why a slot or a change was refused (features/booking/server/store.ts's BookingRefusal). */
export type BookingRefusalReason =
  'passe' | 'ferme' | 'hors-horaires' | 'complet' | 'introuvable' | 'trop-tard' | 'annule';

/** The form's and the API's own messages; the refusals of a slot or a change are BOOKING_REFUSALS. */
export const BOOKING_MESSAGES = {
  office: 'Bureau inconnu.',
  kind: 'Type de rendez-vous inconnu\u00a0: choisissez une visite sur place ou un appel téléphonique.',
  slot: 'Choisissez un créneau dans la liste.',
  action: 'Action inconnue\u00a0: annuler ou déplacer le rendez-vous.',
  newSlot: 'Choisissez le nouveau créneau.',
  /** A quote request's booking link (`?demande=`) refused: the visitor books without it. */
  leadLinkInvalid: 'Ce lien de réservation n’est pas valable. Vous pouvez réserver sans lui.',
  leadLinkExpired: 'Ce lien de réservation a expiré. Vous pouvez réserver sans lui.',
  journaled:
    'Votre demande de rendez-vous est enregistrée\u00a0; la confirmation vous parvient par e-mail dès que possible.',
} as const;

/**
 * The refusals in the visitor's words, as the API answers them and the pages show them (with JavaScript or
 * without); « trop-tard » needs the office's phone: tooLateMessage.
 */
export const BOOKING_REFUSALS: Record<Exclude<BookingRefusalReason, 'trop-tard'>, string> = {
  passe:
    'Ce créneau est déjà passé ou trop proche (réservation au plus tard 12\u00a0h avant). Choisissez un autre créneau.',
  ferme: 'Le bureau est fermé ce jour-là. Choisissez un autre jour.',
  'hors-horaires': 'Ce créneau ne fait pas partie des horaires proposés. Choisissez un créneau de la liste.',
  complet: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les prochains créneaux libres.',
  annule: 'Ce rendez-vous est déjà annulé.',
  introuvable: 'Ce lien de rendez-vous n’est pas valable.',
};

/** « trop-tard »: the appointment is too close to change online; the office's phone (as phoneText writes it). */
export const tooLateMessage = (officePhone: string) =>
  `Ce rendez-vous a lieu dans moins de 12\u00a0h\u00a0: il ne peut plus être modifié en ligne. Appelez-nous au ${officePhone}.`;

/** The French message of a refusal. */
export const refusalMessage = (reason: BookingRefusalReason, officePhone: string): string =>
  reason === 'trop-tard' ? tooLateMessage(officePhone) : BOOKING_REFUSALS[reason];

/** The no-JS form's field names (HTML forms of /rendez-vous/creneaux) and the JSON names they stand for. */
export const BOOKING_FORM_FIELDS = {
  bureau: 'office',
  type: 'kind',
  creneau: 'startsAt',
  nom: 'name',
  email: 'email',
  telephone: 'phone',
  ...VISIT_ADDRESS_FORM_NAMES,
  message: 'message',
  demande: 'demande',
} as const;
