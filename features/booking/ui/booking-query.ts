import { isOfficeKey, OFFICE_KEYS, type OfficeKey } from '@/content/office-hours';
import { isKind, type Kind } from '@/features/booking/words';
import { officeForPostcode } from '@/features/booking/model/rules';
import { VISIT_LINE_FIELDS, type VisitLineName } from '@/features/booking/model/address-fields';

/** A page's `searchParams`, as Next gives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

export const firstParam = (params: SearchParams, name: string): string | undefined => {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * What the booking form without JavaScript asks for (`type`, `bureau`, `code_postal`): the office chosen, else
 * the postcode's, else the first; a visit unless a call is asked. Anything else in the address is ignored.
 */
export function bookingChoiceOf(params: SearchParams): { kind: Kind; office: OfficeKey; postcode: string } {
  const type = firstParam(params, 'type');
  const postcode = (firstParam(params, 'code_postal') ?? '').trim().slice(0, 10);
  const bureau = firstParam(params, 'bureau');
  return {
    kind: isKind(type) ? type : 'visite',
    office: isOfficeKey(bureau) ? bureau : (officeForPostcode(postcode) ?? OFFICE_KEYS[0] ?? 'geneve'),
    postcode,
  };
}

/** A quote request's booking token as the link carries it, checked by the API when the form is sent. */
export const leadTokenOf = (params: SearchParams) => {
  const token = firstParam(params, 'demande');
  return token && /^[\w.-]{1,200}$/.test(token) ? token : undefined;
};

/**
 * What a link pre-fills on the page without JavaScript (the rebook link of a cancellation e-mail carries them):
 * the contact fields and a visit's lines (street, town…), each cut to its field's length.
 */
export function prefillOf(params: SearchParams) {
  const text = (name: string, max: number) => (firstParam(params, name) ?? '').trim().slice(0, max);
  return {
    nom: text('nom', 200),
    email: text('email', 254),
    telephone: text('telephone', 40),
    ...(Object.fromEntries(VISIT_LINE_FIELDS.map(({ form, maxLength }) => [form, text(form, maxLength)])) as Record<
      VisitLineName,
      string
    >),
  };
}
