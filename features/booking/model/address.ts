import { postcodeCountry, PROJECT_MESSAGES } from '@/lib/project-details';
import { VISIT_ADDRESS_FIELDS, type AddressFieldSpec, type VisitAddressKey, type VisitLineKey } from './address-fields';

/**
 * Where an on-site visit takes place: the street and number, postcode and town of the project, which
 * the booking form asks for a « visite » (a call carries the number to call instead, the booking's phone). No
 * zod and no server import: the picker checks it as the visitor types, features/booking/model/schema.ts and the server
 * with the same function and messages.
 */

/** What every field of the address may be told, beside its own messages (address-fields.ts). */
export const VISIT_ADDRESS_MESSAGES = {
  postcodeInvalid: PROJECT_MESSAGES.postcode,
  oneLine: 'Ce champ tient sur une ligne.',
  /** Letters, digits, spaces and the usual punctuation of an address; no markup, no control character. */
  characters: 'Caractères non admis\u00a0: lettres, chiffres, espaces et ponctuation d’une adresse seulement.',
} as const;

/** A field's message when it is longer than its table's `maxLength`. */
export const tooLongMessage = (field: AddressFieldSpec) =>
  `${field.tooLong}\u00a0: ${field.maxLength}\u00a0caractères au plus.`;

/** The address, each field as typed ('' when left empty). */
export type VisitAddress = Record<VisitAddressKey, string>;
/** A visit's lines as a booking keeps them: null when not given (a call, or an optional line left empty). */
export type VisitLines = Record<VisitLineKey, string | null>;

export type VisitAddressErrors = Partial<Record<VisitAddressKey, string>>;

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
// An address as people write it: « 12 bis, chemin de la Gravière », « Route d’Annecy 4 », « Bât. B / 3e ».
const ADDRESS_TEXT = /^[\p{L}\p{M}\p{N} .,'’\-/()°#&]*$/u;

/** The address's fields, trimmed (spaces in a row made one), and the postcode as postcodeCountry writes it. */
export function tidyVisitAddress(address: Partial<Record<VisitAddressKey, unknown>>): VisitAddress {
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
          .replace(/\u0000/g, '')
          .replace(/[ \t\u00a0]+/g, ' ')
          .trim()
      : '';
  return Object.fromEntries(
    VISIT_ADDRESS_FIELDS.map(({ key }) => {
      const value = text(address[key]);
      return [key, key === 'postcode' ? (postcodeCountry(value)?.codePostal ?? value) : value];
    }),
  ) as VisitAddress;
}

/** The French error of a field of the address, or undefined when it will do. */
function fieldError(field: AddressFieldSpec, value: string): string | undefined {
  if (!value) return field.missing;
  if (field.key === 'postcode') return postcodeCountry(value) ? undefined : VISIT_ADDRESS_MESSAGES.postcodeInvalid;
  if (LINE_BREAK.test(value)) return VISIT_ADDRESS_MESSAGES.oneLine;
  if (value.length > field.maxLength) return tooLongMessage(field);
  if (!ADDRESS_TEXT.test(value)) return VISIT_ADDRESS_MESSAGES.characters;
  return undefined;
}

/** The French error of each field of a visit's address; empty when it will do. */
export function visitAddressErrors(address: VisitAddress): VisitAddressErrors {
  const errors: VisitAddressErrors = {};
  for (const field of VISIT_ADDRESS_FIELDS) {
    const error = fieldError(field, address[field.key]);
    if (error) errors[field.key] = error;
  }
  return errors;
}

/**
 * « Chemin des Vignes 12, 1225 Chêne-Bourg »: the .ics LOCATION, the e-mails' and the pages' « Lieu ». The lines
 * before the postcode each make a part; the postcode and the lines after it make the last one.
 */
export function visitAddressText(address: VisitAddress): string {
  const postcodeAt = VISIT_ADDRESS_FIELDS.findIndex(({ key }) => key === 'postcode');
  const values = VISIT_ADDRESS_FIELDS.map(({ key }) => address[key]);
  const head = values.slice(0, postcodeAt).filter((value, index) => index === 0 || value);
  return [...head, values.slice(postcodeAt).filter(Boolean).join(' ')].join(', ');
}

/**
 * The address on a map: OpenStreetMap's search, which needs no key or account, sets no advertising cookie,
 * opens in any browser on a phone or a computer, and shows the place found for the text as typed (a `geo:` link
 * needs coordinates we do not have, and does nothing in a desktop browser).
 */
export const mapHref = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
