import type { OfficeKey } from '@/content/office-hours';
import { postcodeCountry, type Country } from './project-details';

/**
 * The booking rules that need no zod (issue 23): the kinds, the office of a postcode, the French messages and
 * the no-JS form's field names. Client components import them with the page; the zod schema built on them
 * (lib/booking-schema.ts) is loaded only when a visitor starts filling the form.
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

/** The French message of a refusal; « trop-tard » gives the office's phone (as phoneText writes it). */
export function refusalMessage(reason: BookingRefusalReason, officePhone: string): string {
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
      return `Ce rendez-vous a lieu dans moins de 12\u00a0h\u00a0: il ne peut plus être modifié en ligne. Appelez-nous au ${officePhone}.`;
    case 'annule':
      return 'Ce rendez-vous est déjà annulé.';
    case 'introuvable':
      return BOOKING_MESSAGES.manageLinkInvalid;
  }
}

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
} as const;
