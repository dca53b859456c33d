import { homeFaq } from '@/content/home';
import { categoryKeys, getArticles, getCategoryPage, getProducts } from './content';

const articles = getArticles();
import { buildSearchIndex } from './search-index';
import {
  SNIPPET_LENGTH,
  highlightParts,
  normalize,
  normalizeWithMap,
  queryWords,
  search,
  type SearchDoc,
} from './search';

const doc = (title: string, text: string, type: SearchDoc['type'] = 'article', url = `/x/${title}`): SearchDoc => ({
  type,
  title,
  url,
  text,
});
const highlighted = (text: string, ranges: readonly (readonly [number, number])[]) =>
  ranges.map(([start, end]) => text.slice(start, end));

describe('normalize', () => {
  it('removes accents (NFD), lower-cases and unifies apostrophes and non-breaking spaces', () => {
    expect(normalize('Énergie ÉTÉ Noël')).toBe('energie ete noel');
    expect(normalize('l’été\u00a0!')).toBe("l'ete !");
  });

  it('maps every normalised character back to the original, decomposed accents included', () => {
    const original = 'Le\u0301a É';
    const { text, map } = normalizeWithMap(original);
    expect(text).toBe('lea e');
    expect(map).toEqual([0, 1, 3, 4, 5]);
  });
});

describe('queryWords', () => {
  it('splits on white space and punctuation, normalises and removes duplicates', () => {
    expect(queryWords('  Pergola, BIOclimatique ; pergola ')).toEqual(['pergola', 'bioclimatique']);
    expect(queryWords('d’énergie')).toEqual(['d', 'energie']);
  });
});

describe('search', () => {
  const index: SearchDoc[] = [
    doc('Énergie solaire', 'Des panneaux photovoltaïques.', 'category', '/energie-solaire'),
    doc('Carport', 'Un abri qui produit de l’énergie grâce au soleil.', 'product', '/products/carports-solaire'),
    doc('Pompe à chaleur', 'Chauffer sans mazout.', 'product', '/products/pompes-a-chaleur'),
    doc('Garage', 'Rien à voir.', 'faq', '/'),
  ];

  it('gives nothing for an empty or blank query, or one made only of punctuation', () => {
    expect(search(index, '')).toEqual([]);
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, ' ?! ')).toEqual([]);
  });

  it('is accent-insensitive and case-insensitive in both directions', () => {
    expect(search(index, 'energie').map((r) => r.url)).toEqual(['/energie-solaire', '/products/carports-solaire']);
    expect(search(index, 'ÉNERGIE').map((r) => r.url)).toEqual(['/energie-solaire', '/products/carports-solaire']);
    expect(search(index, 'chaleur').map((r) => r.title)).toEqual(['Pompe à chaleur']);
    expect(search(index, 'pompe a chaleur').map((r) => r.title)).toEqual(['Pompe à chaleur']);
  });

  it('requires every word of the query, in the title or the text', () => {
    expect(search(index, 'carport soleil').map((r) => r.title)).toEqual(['Carport']);
    expect(search(index, 'carport mazout')).toEqual([]);
  });

  it('ranks a title hit above text hits, however many', () => {
    const ranked = search(
      [
        doc('Guide du jardin', 'pergola pergola pergola pergola pergola pergola pergola'),
        doc('La pergola', 'Un texte.'),
        doc('Autre', 'Une pergola.'),
      ],
      'pergola',
    );
    expect(ranked.map((r) => r.title)).toEqual(['La pergola', 'Guide du jardin', 'Autre']);
    expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? Infinity);
  });

  it('ranks a whole-word title hit above a hit inside a word, and the whole phrase higher', () => {
    const ranked = search([doc('Micropergolas', ''), doc('Pergolas', '')], 'pergola');
    expect(ranked.map((r) => r.title)).toEqual(['Pergolas', 'Micropergolas']);
    const phrase = search([doc('Verre et toit', 'verre toit'), doc('Toit en verre', '')], 'toit verre');
    expect(phrase[0]?.title).toBe('Verre et toit');
    expect(search([doc('Toit verre', ''), doc('Verre et toit', '')], 'toit verre')[0]?.title).toBe('Toit verre');
  });

  it('labels results by type in French', () => {
    const labels = search(index, 'a').map((r) => [r.type, r.typeLabel]);
    expect(new Map(labels as [string, string][])).toEqual(
      new Map([
        ['category', 'Catégorie'],
        ['product', 'Produit'],
        ['faq', 'FAQ'],
      ]),
    );
  });

  it('returns match ranges on the original (accented) title and snippet', () => {
    const [result] = search([doc('L’Énergie du soleil', 'Produire son énergie, stocker l’ENERGIE.')], 'energie');
    expect(result).toBeDefined();
    expect(highlighted(result!.title, result!.titleMatches)).toEqual(['Énergie']);
    expect(highlighted(result!.snippet, result!.snippetMatches)).toEqual(['énergie', 'ENERGIE']);
  });

  it('merges overlapping ranges of several words', () => {
    const [result] = search([doc('Pergolas bioclimatiques', '')], 'pergola pergolas bio');
    expect(highlighted(result!.title, result!.titleMatches)).toEqual(['Pergolas', 'bio']);
  });

  it('cuts a long text into a snippet around the first match', () => {
    const text = `${'mot '.repeat(100)}bioclimatique ${'fin '.repeat(100)}`.trim();
    const [result] = search([doc('Titre', text)], 'bioclimatique');
    expect(result!.snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4);
    expect(result!.snippet.startsWith('… ')).toBe(true);
    expect(result!.snippet.endsWith(' …')).toBe(true);
    expect(highlighted(result!.snippet, result!.snippetMatches)).toEqual(['bioclimatique']);
  });

  it('splits a text into highlighted parts', () => {
    expect(highlightParts('Une pergola ici', [[4, 11]])).toEqual([
      { text: 'Une ', match: false },
      { text: 'pergola', match: true },
      { text: ' ici', match: false },
    ]);
  });
});

describe('buildSearchIndex', () => {
  const index = buildSearchIndex();

  it('holds every product, category page, article and FAQ answer of the site', () => {
    const products = getProducts();
    const categories = categoryKeys.map(getCategoryPage);
    const count = (type: SearchDoc['type']) => index.filter((d) => d.type === type).length;
    expect(count('product')).toBe(products.length);
    expect(count('category')).toBe(categories.length);
    expect(count('article')).toBe(articles.length);
    expect(count('faq')).toBe(
      homeFaq.length +
        categories.reduce((n, c) => n + c.faq.length, 0) +
        products.reduce((n, p) => n + p.faqData.length, 0),
    );
  });

  it('links products to /products/{key}, categories to /{key}, articles to /conseils/{slug}, FAQs to their page', () => {
    expect(index.filter((d) => d.type === 'product').map((d) => d.url)).toContain('/products/pergolas-bioclimatique');
    expect(index.filter((d) => d.type === 'category').map((d) => d.url)).toEqual(categoryKeys.map((key) => `/${key}`));
    expect(index.filter((d) => d.type === 'article').map((d) => d.url)).toEqual(
      articles.map((a) => `/conseils/${a.slug}`),
    );
    const faqUrls = new Set(index.filter((d) => d.type === 'faq').map((d) => d.url));
    expect(faqUrls.has('/')).toBe(true);
    expect(faqUrls.has('/vitrage')).toBe(true);
    expect(faqUrls.has('/products/pompes-a-chaleur')).toBe(true);
  });

  it('stores plain text: no HTML tag, no bold marker', () => {
    for (const entry of index) {
      expect(entry.text).not.toMatch(/<\/?[a-z][^>]*>|\*\*/i);
      expect(entry.title).not.toMatch(/<\/?[a-z][^>]*>|\*\*/i);
    }
  });

  it('finds products and articles for "pergola" and accented content for "energie"', () => {
    const pergola = search(index, 'pergola');
    expect(pergola.some((r) => r.type === 'product')).toBe(true);
    expect(pergola.some((r) => r.type === 'article')).toBe(true);
    const energie = search(index, 'energie');
    expect(energie.length).toBeGreaterThan(0);
    expect(energie.some((r) => /Énergie|énergie/.test(r.title + r.snippet))).toBe(true);
    expect(search(index, 'xylophone')).toEqual([]);
  });
});
