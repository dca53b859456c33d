import { mapHref, tidyVisitAddress, VISIT_ADDRESS_MESSAGES, visitAddressErrors, visitAddressText } from './address';
import { VISIT_ADDRESS_FIELDS } from './address-fields';
import { bookingRequestSchema } from './schema';
import { fieldErrorsOf } from '@/lib/contact-schema';

/** A visit's address: what the form and POST /api/rendez-vous accept, and the French refusals. */

const request = (overrides: Record<string, unknown> = {}) => ({
  office: 'geneve',
  kind: 'visite',
  startsAt: '2026-10-26T08:00:00.000Z',
  name: 'Claire Martin',
  email: 'claire@example.ch',
  phone: '+41 79 123 45 67',
  postcode: '1225',
  street: '  Chemin des Vignes   12 ',
  town: 'Chêne-Bourg',
  ...overrides,
});

const errorsOf = (value: unknown) => {
  const result = bookingRequestSchema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('visit address', () => {
  it('accepts an address as people write it, tidied', () => {
    const parsed = bookingRequestSchema.parse(request());
    expect(parsed).toMatchObject({ street: 'Chemin des Vignes 12', postcode: '1225', town: 'Chêne-Bourg' });
    for (const street of ['Route d’Annecy 4', "12 bis, rue de l'Église", 'Bât. B / 3e étage, av. de France 7']) {
      expect(errorsOf(request({ street }))).toEqual({});
    }
    expect(bookingRequestSchema.parse(request({ postcode: 'F-63000', town: 'Clermont-Ferrand' }))).toMatchObject({
      postcode: '63000',
    });
  });

  it('refuses a visit without street, postcode or town, each with its French message', () => {
    const missing = Object.fromEntries(
      VISIT_ADDRESS_FIELDS.flatMap((field) => ('missing' in field ? [[field.key, field.missing]] : [])),
    );
    expect(errorsOf(request({ street: '', postcode: '', town: ' ' }))).toEqual(missing);
    expect(errorsOf(request({ street: undefined, town: undefined, postcode: undefined }))).toEqual({
      street: 'Indiquez la rue et le numéro où a lieu la visite.',
      postcode: 'Indiquez le code postal du lieu de la visite.',
      town: 'Indiquez la localité où a lieu la visite.',
    });
    expect(errorsOf(request({ postcode: '12' })).postcode).toBe(
      'Code postal invalide\u00a0: 4 chiffres en Suisse (ex. 1225), 5 chiffres en France (ex. 63000).',
    );
  });

  it('bounds the lengths and refuses line breaks and markup', () => {
    expect(errorsOf(request({ street: 'a'.repeat(121) })).street).toBe(
      'Adresse trop longue\u00a0: 120\u00a0caractères au plus.',
    );
    expect(errorsOf(request({ street: 'a'.repeat(120) })).street).toBeUndefined();
    expect(errorsOf(request({ town: 'b'.repeat(81) })).town).toBe(
      'Localité trop longue\u00a0: 80\u00a0caractères au plus.',
    );
    expect(errorsOf(request({ street: 'Rue 1\nLigne 2' })).street).toBe(VISIT_ADDRESS_MESSAGES.oneLine);
    expect(errorsOf(request({ town: '<script>' })).town).toBe(VISIT_ADDRESS_MESSAGES.characters);
    expect(errorsOf(request({ street: 'x'.repeat(5000) })).street).toBeDefined();
  });

  it('reports the address with the other fields’ errors at once', () => {
    expect(Object.keys(errorsOf(request({ name: '', street: '' }))).sort()).toEqual(['name', 'street']);
  });

  it('a call needs no address and keeps none', () => {
    const parsed = bookingRequestSchema.parse(request({ kind: 'appel', street: '', town: undefined, postcode: '' }));
    expect(parsed).toMatchObject({ kind: 'appel', street: undefined, town: undefined, postcode: undefined });
    expect(bookingRequestSchema.parse(request({ kind: 'appel' }))).toMatchObject({
      street: undefined,
      town: undefined,
    });
  });

  it('writes the address once, and its map link encoded', () => {
    const address = visitAddressText(tidyVisitAddress({ street: 'Rue du Lac 3', postcode: '1207', town: 'Genève' }));
    expect(address).toBe('Rue du Lac 3, 1207 Genève');
    expect(mapHref(address)).toBe(
      'https://www.openstreetmap.org/search?query=Rue%20du%20Lac%203%2C%201207%20Gen%C3%A8ve',
    );
    expect(visitAddressErrors(tidyVisitAddress({ street: 'Rue du Lac 3', postcode: '1207', town: 'Genève' }))).toEqual(
      {},
    );
  });
});
