import type { Article } from '@/content/schema';
import { markdownToText } from '@/content/markdown-source';
import {
  EXCERPT_LENGTH,
  RELATED_LIMIT,
  categoryFromParam,
  categoryOf,
  commentLabel,
  filterCards,
  frenchDate,
  publishedAt,
  relatedArticles,
  significantWords,
  type BlogCard,
} from './blog';
import { getArticles } from './content';
import { excerptOf, toBlogCard } from './blog-card';

const articles = getArticles();

type ExcerptSource = Pick<Article, 'introduction' | 'sections'>;

const chars = (n: number, char = 'a') => char.repeat(n);
const withIntro = (content: string): ExcerptSource => ({
  introduction: { title: 'Intro', content },
  sections: [{ title: 'S', paragraphs: [{ type: 'text', content: 'Premier paragraphe.' }] }],
});
const withoutIntro = (paragraphs: Article['sections'][number]['paragraphs']): ExcerptSource => ({
  sections: [
    { title: 'Première', paragraphs },
    { title: 'Seconde', paragraphs: [{ type: 'text', content: 'Jamais repris.' }] },
  ],
});

describe('excerptOf (spec 9: first 120 characters, "..." only when longer)', () => {
  it('keeps an introduction of exactly 120 characters whole, without "..."', () => {
    expect(EXCERPT_LENGTH).toBe(120);
    const excerpt = excerptOf(withIntro(chars(120)));
    expect(excerpt).toBe(chars(120));
    expect(excerpt.endsWith('...')).toBe(false);
  });

  it('cuts an introduction of 121 characters to 120 and adds "..."', () => {
    expect(excerptOf(withIntro(`${chars(120)}b`))).toBe(`${chars(120)}...`);
  });

  it('keeps a short introduction as is', () => {
    expect(excerptOf(withIntro('Court.'))).toBe('Court.');
  });

  it('falls back to the first paragraph of the first section, Markdown marks dropped', () => {
    const source = withoutIntro([
      { type: 'text', content: 'Le __carport__ protège\u00a0la [voiture](/carports) & le vélo.\n\nSuite.' },
      { type: 'text', content: 'Deuxième paragraphe.' },
    ]);
    expect(excerptOf(source)).toBe('Le carport protège\u00a0la voiture & le vélo. Suite.');
  });

  it('counts the 120 characters after dropping the marks of the fallback paragraph', () => {
    const source = withoutIntro([{ type: 'text', content: `__${chars(60)}__ ${chars(60, 'b')}` }]);
    expect(excerptOf(source)).toBe(`${chars(60)} ${chars(59, 'b')}...`);
  });

  it('reads a list or a subtitle when the first paragraph is one, without the bold marks', () => {
    expect(excerptOf(withoutIntro([{ type: 'list', items: ['__Grêle :__ protégée', 'Neige'] }]))).toBe(
      'Grêle : protégée Neige',
    );
    expect(excerptOf(withoutIntro([{ type: 'subtitle', content: 'Un sous-titre' }]))).toBe('Un sous-titre');
  });

  it('gives each built-in article an excerpt of at most 123 characters taken from its introduction', () => {
    for (const article of articles) {
      const excerpt = excerptOf(article);
      expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 3);
      expect(markdownToText(article.introduction?.content ?? '').startsWith(excerpt.replace(/\.\.\.$/, ''))).toBe(true);
    }
  });
});

describe('markdownToText', () => {
  it('drops marks and links, separates blocks and list items by one space, keeps non-breaking spaces', () => {
    expect(markdownToText('Un [lien](/x) __gras__\u00a0:\n\n- A < B\n- _C_')).toBe('Un lien gras\u00a0: A < B C');
  });
});

describe('categoryOf (spec 9: default Pergola, Énergie, Carport wins)', () => {
  it.each([
    ['defaults to Pergola', 'Pergola', ['Murs de verre et pergola : profiter de sa terrasse', 'Un titre sans mot-clé']],
    [
      'gives Énergie when the title contains "énergie", whatever its case',
      'Énergie',
      ['Réduire ses factures d’énergie', 'L’ÉNERGIE DU SOLEIL', 'Énergie solaire'],
    ],
    ['reads a decomposed (NFD) "énergie" too', 'Énergie', ['Produire son énergie'.normalize('NFD')]],
    [
      'gives Carport when the title contains "carport", whatever its case',
      'Carport',
      ['Carport ou garage : que choisir ?', 'Nos CARPORTS en aluminium'],
    ],
    ['lets Carport win over Énergie', 'Carport', ['Carport solaire : produire son énergie', 'L’énergie du carport']],
  ])('%s', (_rule, category, titles) => {
    for (const title of titles) expect(categoryOf(title)).toBe(category);
  });
});

describe('significantWords', () => {
  it('drops French stop words, elisions and punctuation, and lower-cases', () => {
    expect([...significantWords('Prix d’une Pergola en Suisse\u00a0: budget, pose et autorisations\u00a0!')]).toEqual([
      'prix',
      'pergola',
      'suisse',
      'budget',
      'pose',
      'autorisations',
    ]);
    expect([...significantWords('Qu’est-ce que l’énergie ?')]).toEqual(['énergie']);
  });
});

describe('relatedArticles (spec 9)', () => {
  type Mini = Pick<Article, 'slug' | 'title' | 'author'>;
  const a = (slug: string, title: string, author = 'Auteur ' + slug): Mini => ({ slug, title, author });

  it('relates articles sharing a significant title word, ignoring case and punctuation', () => {
    const current = a('x', 'Pergola bioclimatique : le guide');
    const others = [current, a('y', 'Le prix d’une PERGOLA, en bref'), a('z', 'Carport ou garage')];
    expect(relatedArticles(current, others).map((r) => r.slug)).toEqual(['y']);
  });

  it('does not relate articles whose titles share only stop words or punctuation', () => {
    const current = a('x', 'Que choisir pour la terrasse : le guide');
    const others = [current, a('y', 'Que faire de la pluie : et pour le vent ?'), a('z', 'Les toits en verre')];
    expect(relatedArticles(current, others)).toEqual([]);
  });

  it('relates articles of the same author even without a common word', () => {
    const current = a('x', 'Pergola bioclimatique', 'Sophie Meylan');
    const others = [current, a('y', 'Borne de recharge', 'Sophie Meylan'), a('z', 'Pompe à chaleur', 'Marc Dubois')];
    expect(relatedArticles(current, others).map((r) => r.slug)).toEqual(['y']);
  });

  it('returns at most 3, in list order, and never the article itself', () => {
    const current = a('x', 'Pergola', 'Même');
    const others = [
      a('a1', 'Pergola 1'),
      current,
      a('a2', 'Pergola 2'),
      a('a3', 'Autre', 'Même'),
      a('a4', 'Pergola 4'),
    ];
    const related = relatedArticles(current, others);
    expect(RELATED_LIMIT).toBe(3);
    expect(related.map((r) => r.slug)).toEqual(['a1', 'a2', 'a3']);
    expect(related).not.toContain(current);
  });

  it('gives every built-in article 1 to 3 other articles', () => {
    for (const article of articles) {
      const related = relatedArticles(article, articles);
      expect(related.length).toBeGreaterThanOrEqual(1);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((r) => r.slug)).not.toContain(article.slug);
    }
  });
});

describe('article dates (spec 9: shown « 26 nov. 2024 », published at 10:00 +01:00)', () => {
  it('shows an ISO date in French with the abbreviated month', () => {
    expect(frenchDate('2024-11-26')).toBe('26 nov. 2024');
    expect(frenchDate('2024-12-02')).toBe('2 déc. 2024');
    expect(frenchDate('2025-02-01')).toBe('1 févr. 2025');
    expect(frenchDate('2024-06-09')).toBe('9 juin 2024');
  });

  it('publishes at 10:00 +01:00 on that day', () => {
    expect(publishedAt('2024-11-26')).toBe('2024-11-26T10:00:00+01:00');
  });

  it('refuses what is not a real ISO date instead of falling back to another day', () => {
    for (const wrong of ['', '26 nov. 2024', '2024-02-30', '2024-13-01', '2024-1-5', '2024-11-26T10:00']) {
      expect(() => frenchDate(wrong)).toThrow('Date d’article invalide');
      expect(() => publishedAt(wrong)).toThrow('Date d’article invalide');
    }
  });

  it('dates the seven built-in articles between 26 Nov and 2 Dec 2024, shown as before', () => {
    // The French text the articles stored before they stored ISO dates.
    expect(articles.map((article) => frenchDate(article.date))).toEqual([
      '2 déc. 2024',
      '1 déc. 2024',
      '30 nov. 2024',
      '29 nov. 2024',
      '28 nov. 2024',
      '27 nov. 2024',
      '26 nov. 2024',
    ]);
    for (const article of articles) {
      expect(publishedAt(article.date)).toMatch(/^2024-(11-(2[6-9]|30)|12-0[12])T10:00:00\+01:00$/);
    }
  });
});

describe('toBlogCard and filterCards (spec 5: category chip combined with a case-insensitive search)', () => {
  const cards: BlogCard[] = articles.map(toBlogCard);

  it('features only the first article', () => {
    expect(cards.map((c) => c.featured)).toEqual(articles.map((_, i) => i === 0));
    expect(cards[0]).toMatchObject({ slug: articles[0]?.slug, category: categoryOf(articles[0]?.title ?? '') });
  });

  it('returns every card for "Tous les articles" and an empty query', () => {
    expect(filterCards(cards, 'Tous les articles', '   ')).toHaveLength(cards.length);
  });

  it('filters by category', () => {
    const carports = filterCards(cards, 'Carport', '');
    expect(carports.length).toBeGreaterThan(0);
    expect(carports.every((c) => c.category === 'Carport')).toBe(true);
    expect(carports).toHaveLength(articles.filter((a) => categoryOf(a.title) === 'Carport').length);
  });

  it('matches a case-insensitive substring of the title or of the excerpt', () => {
    const inTitle = filterCards(cards, 'Tous les articles', 'GARAGE');
    expect(inTitle.map((c) => c.slug)).toEqual(['carport-ou-garage-que-choisir']);
    const word = cards[2]?.excerpt.split(' ').find((w) => w.length > 8) ?? '';
    expect(filterCards(cards, 'Tous les articles', word.toUpperCase()).map((c) => c.slug)).toContain(cards[2]?.slug);
  });

  it('applies the site search’s rule: every word, whatever its case or accents', () => {
    const title = 'Pompe à chaleur et panneaux solaires : l’énergie gratuite';
    const card = { ...cards[0]!, title, excerpt: 'Un duo efficace.' };
    const slugsFor = (query: string) => filterCards([card], 'Tous les articles', query).map((c) => c.slug);
    expect(slugsFor('energie')).toEqual([card.slug]);
    expect(slugsFor('ÉNERGIE')).toEqual([card.slug]);
    expect(slugsFor('panneaux energie')).toEqual([card.slug]);
    expect(slugsFor('energie efficace')).toEqual([card.slug]);
    expect(slugsFor('energie garage')).toEqual([]);
  });

  it('combines the category and the query', () => {
    expect(filterCards(cards, 'Énergie', 'garage')).toEqual([]);
    expect(filterCards(cards, 'Carport', 'garage')).toHaveLength(1);
  });
});

describe('commentLabel and categoryFromParam', () => {
  it('writes the comment count in French', () => {
    expect(commentLabel(0)).toBe('0\u00a0commentaire');
    expect(commentLabel(1)).toBe('1\u00a0commentaire');
    expect(commentLabel(12)).toBe('12\u00a0commentaires');
  });

  it('reads a ?categorie= value whatever its case or accents, defaulting to every article', () => {
    expect(categoryFromParam('Carport')).toBe('Carport');
    expect(categoryFromParam('energie')).toBe('Énergie');
    expect(categoryFromParam('ÉNERGIE')).toBe('Énergie');
    expect(categoryFromParam('pergola')).toBe('Pergola');
    expect(categoryFromParam('Tous les articles')).toBe('Tous les articles');
    expect(categoryFromParam('inconnue')).toBe('Tous les articles');
    expect(categoryFromParam(null)).toBe('Tous les articles');
  });
});
