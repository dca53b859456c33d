/** @jest-environment node */
import { parseLeadFilter } from '@/features/quote/search';
import { productNames } from '@/lib/product-lookup';
import { activeFilterWords, filterSummary } from './lead-filter-summary';

const names = (email: string) => (email === 'anne@lumina.test' ? 'Anne Dupont' : email);
const summaryOf = (query: string) =>
  filterSummary(activeFilterWords(parseLeadFilter(new URLSearchParams(query)), names));

describe('the summary of the folded lead filters', () => {
  it('says « aucun » when only the defaults apply, the search field being in view', () => {
    expect(summaryOf('')).toBe('Filtres\u00a0: aucun');
    expect(summaryOf('q=Morel&spam=sans&page=2')).toBe('Filtres\u00a0: aucun');
  });

  it('names the status and the product as the form does, and counts them', () => {
    expect(summaryOf('statut=nouveau&produit=pergolas-bioclimatique')).toBe(
      `Filtres\u00a0: Nouveau · ${productNames['pergolas-bioclimatique']} (2)`,
    );
  });

  it('names every other filter in words, people by their name', () => {
    expect(
      summaryOf(
        'pays=FR&du=2026-11-02&au=2026-11-09&spam=tous&source=google&campagne=printemps&responsable=anne@lumina.test&delai=retard',
      ),
    ).toBe(
      'Filtres\u00a0: France · depuis le 2 nov. 2026 · jusqu’au 9 nov. 2026 · Spam compris · source\u00a0: google · ' +
        'campagne\u00a0: printemps · Anne Dupont · en retard (8)',
    );
    expect(summaryOf('responsable=personne&spam=spam')).toBe('Filtres\u00a0: Spam seulement · sans responsable (2)');
  });
});
