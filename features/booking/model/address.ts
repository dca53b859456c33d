import { postcodeCountry, PROJECT_MESSAGES } from '@/lib/project-details';

/**
 * Where an on-site visit takes place: the street and number, postcode and town of the project, which
 * the booking form asks for a « visite » (a call carries the number to call instead, the booking's phone). No
 * zod and no server import: the picker checks it as the visitor types, features/booking/model/schema.ts and the server
 * with the same function and messages.
 */

export const VISIT_ADDRESS_LIMITS = { street: 120, town: 80 } as const;

export const VISIT_ADDRESS_MESSAGES = {
  street: 'Indiquez la rue et le numéro où a lieu la visite.',
  streetTooLong: `Adresse trop longue\u00a0: ${VISIT_ADDRESS_LIMITS.street}\u00a0caractères au plus.`,
  postcode: 'Indiquez le code postal du lieu de la visite.',
  postcodeInvalid: PROJECT_MESSAGES.postcode,
  town: 'Indiquez la localité où a lieu la visite.',
  townTooLong: `Localité trop longue\u00a0: ${VISIT_ADDRESS_LIMITS.town}\u00a0caractères au plus.`,
  oneLine: 'Ce champ tient sur une ligne.',
  /** Letters, digits, spaces and the usual punctuation of an address; no markup, no control character. */
  characters: 'Caractères non admis\u00a0: lettres, chiffres, espaces et ponctuation d’une adresse seulement.',
} as const;

export interface VisitAddress {
  street: string;
  postcode: string;
  town: string;
}

export type VisitAddressErrors = Partial<Record<keyof VisitAddress, string>>;

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
// An address as people write it: « 12 bis, chemin de la Gravière », « Route d’Annecy 4 », « Bât. B / 3e ».
const ADDRESS_TEXT = /^[\p{L}\p{M}\p{N} .,'’\-/()°#&]*$/u;

/** The address's fields, trimmed (spaces in a row made one), and the postcode as postcodeCountry writes it. */
export function tidyVisitAddress(address: Partial<Record<keyof VisitAddress, unknown>>): VisitAddress {
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
          .replace(/\u0000/g, '')
          .replace(/[ \t\u00a0]+/g, ' ')
          .trim()
      : '';
  const postcode = text(address.postcode);
  return {
    street: text(address.street),
    postcode: postcodeCountry(postcode)?.codePostal ?? postcode,
    town: text(address.town),
  };
}

/** The French error of each field of a visit's address; empty when it will do. */
export function visitAddressErrors(address: VisitAddress): VisitAddressErrors {
  const errors: VisitAddressErrors = {};
  const line = (value: string, field: 'street' | 'town', missing: string, tooLong: string) => {
    if (!value) errors[field] = missing;
    else if (LINE_BREAK.test(value)) errors[field] = VISIT_ADDRESS_MESSAGES.oneLine;
    else if (value.length > VISIT_ADDRESS_LIMITS[field]) errors[field] = tooLong;
    else if (!ADDRESS_TEXT.test(value)) errors[field] = VISIT_ADDRESS_MESSAGES.characters;
  };
  line(address.street, 'street', VISIT_ADDRESS_MESSAGES.street, VISIT_ADDRESS_MESSAGES.streetTooLong);
  if (!address.postcode) errors.postcode = VISIT_ADDRESS_MESSAGES.postcode;
  else if (!postcodeCountry(address.postcode)) errors.postcode = VISIT_ADDRESS_MESSAGES.postcodeInvalid;
  line(address.town, 'town', VISIT_ADDRESS_MESSAGES.town, VISIT_ADDRESS_MESSAGES.townTooLong);
  return errors;
}

/** « Chemin des Vignes 12, 1225 Chêne-Bourg »: the .ics LOCATION, the e-mails' and the pages' « Lieu ». */
export const visitAddressText = ({ street, postcode, town }: VisitAddress) =>
  `${street}, ${[postcode, town].filter(Boolean).join(' ')}`;

/** A booking's visit address as typed; null for a call, or a visit without a street. */
export function visitAddressOf(booking: {
  kind: string;
  street: string | null;
  postcode: string | null;
  town: string | null;
}): string | null {
  if (booking.kind !== 'visite' || !booking.street) return null;
  return visitAddressText({ street: booking.street, postcode: booking.postcode ?? '', town: booking.town ?? '' });
}

/**
 * The address on a map: OpenStreetMap's search, which needs no key or account, sets no advertising cookie,
 * opens in any browser on a phone or a computer, and shows the place found for the text as typed (a `geo:` link
 * needs coordinates we do not have, and does nothing in a desktop browser).
 */
export const mapHref = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
