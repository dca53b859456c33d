import { containsEveryWord, matchesQuery, normalize, queryWords } from './text-match';

describe('the shared matching rule (site search and blog filter)', () => {
  it('ignores case, accents, apostrophe style and non-breaking spaces', () => {
    expect(normalize('Énergie SOLAIRE')).toBe('energie solaire');
    expect(normalize('l’été\u00a0: Noël')).toBe("l'ete : noel");
    expect(normalize('e\u0301nergie')).toBe('energie');
  });

  it('splits a query into distinct normalised words', () => {
    expect(queryWords('  Pergola, pergola BIOCLIMATIQUE ! ')).toEqual(['pergola', 'bioclimatique']);
    expect(queryWords(' ?! ')).toEqual([]);
  });

  it('matches « energie » with « Énergie » and the other way round', () => {
    expect(matchesQuery(['Pompe à chaleur et Énergie solaire'], 'energie')).toBe(true);
    expect(matchesQuery(['pompe a chaleur et energie solaire'], 'ÉNERGIE')).toBe(true);
  });

  it('needs every word, each in any of the texts', () => {
    expect(matchesQuery(['Carport solaire', 'produire son énergie'], 'carport energie')).toBe(true);
    expect(matchesQuery(['Carport solaire', 'produire son énergie'], 'carport garage')).toBe(false);
    expect(containsEveryWord(['abc'], [])).toBe(true);
    expect(matchesQuery(['abc'], '   ')).toBe(true);
  });
});
