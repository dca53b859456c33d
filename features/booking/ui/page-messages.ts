import { BOOKING_MESSAGES, refusalMessage } from '@/features/booking/model/rules';
import { CONTACT_MESSAGES } from '@/lib/contact-rules';
import { API_MESSAGES } from '@/lib/server/http/request';
import type { BookingOffice } from './booking-offices';

/**
 * What the pages without JavaScript say when the API sends the browser back with a code (`?erreur=` on
 * /rendez-vous/creneaux, `?etat=` on /rendez-vous/gerer): the refusals of a slot or a change, then the request's
 * own (`champs`, `lien-invalide`, `lien-expire`, `bureau`, `limite`, `indisponible`, `deja-annule`), in the API's
 * words. Null for a code it does not know (the page never echoes it).
 */
/** The request's own codes, each with the API's message. */
const REQUEST_MESSAGES: Record<string, string> = {
  champs: CONTACT_MESSAGES.invalid,
  'lien-invalide': BOOKING_MESSAGES.leadLinkInvalid,
  'lien-expire': BOOKING_MESSAGES.leadLinkExpired,
  bureau: BOOKING_MESSAGES.office,
  limite: API_MESSAGES.rateLimited,
  indisponible: API_MESSAGES.unavailable,
};

export function bookingPageMessage(code: string | undefined, office: BookingOffice): string | null {
  switch (code) {
    case 'passe':
    case 'ferme':
    case 'hors-horaires':
    case 'complet':
    case 'trop-tard':
    case 'introuvable':
      return refusalMessage(code, office.phoneText);
    case 'deja-annule':
      return refusalMessage('annule', office.phoneText);
    default:
      return code !== undefined && Object.hasOwn(REQUEST_MESSAGES, code) ? REQUEST_MESSAGES[code]! : null;
  }
}
