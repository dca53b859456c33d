import { officeForPostcode } from './rules';

describe('officeForPostcode', () => {
  it('sends a Swiss postcode to Chêne-Bourg and a French one to Clermont-Ferrand', () => {
    expect(['1225', 'CH-1204', '8000'].map(officeForPostcode)).toEqual(['geneve', 'geneve', 'geneve']);
    expect(['63000', 'F-63100', '75 001'].map(officeForPostcode)).toEqual(['clermont', 'clermont', 'clermont']);
  });

  it('gives no office for what is neither', () => {
    expect(['', '123', '0999', '00123', '99500', 'CH-63000', 'Genève'].map(officeForPostcode)).toEqual(
      Array.from({ length: 7 }, () => null),
    );
  });
});
