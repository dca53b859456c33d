import type { Article } from '@/content/schema';
import { matchesQuery, normalize } from './text-match';

/** Blog rules of spec section 9, pure so they can be pinned by unit tests. */

export const EXCERPT_LENGTH = 120;
export const RELATED_LIMIT = 3;

export const blogCategories = ['Tous les articles', 'Carport', 'Énergie', 'Pergola'] as const;
export type BlogCategory = Exclude<(typeof blogCategories)[number], 'Tous les articles'>;

export type BlogCard = {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  date: string;
  isoDate: string;
  author: string;
  category: BlogCategory;
  featured: boolean;
};

/**
 * Plain text of content HTML: block tags become a space, inline tags (<strong>, <a> ...) vanish without
 * adding one, common entities are decoded and white space collapsed, keeping non-breaking spaces.
 */
export function stripHtml(html: string): string {
  return html
    .replace(/<\/?(?:p|div|br|hr|ul|ol|li|h[1-6]|blockquote|table|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .trim();
}

/** Plain text of a short text with **bold** markers (list items, quality items). */
export function stripBoldMarkers(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/g, '$1');
}

/** First 120 characters of the introduction, else of the first section's first paragraph; '...' only when cut. */
export function excerptOf(article: Pick<Article, 'introduction' | 'sections'>): string {
  const firstParagraph = article.sections[0]?.paragraphs[0];
  const paragraphText =
    firstParagraph === undefined
      ? ''
      : firstParagraph.type === 'list'
        ? firstParagraph.items.map(stripBoldMarkers).join(' ')
        : firstParagraph.content;
  const source = stripHtml(article.introduction?.content || paragraphText);
  return source.length > EXCERPT_LENGTH ? `${source.slice(0, EXCERPT_LENGTH)}...` : source;
}

/** Default Pergola; Énergie when the title contains 'énergie'; Carport when it contains 'carport' (Carport wins). */
export function categoryOf(title: string): BlogCategory {
  const lower = title.normalize('NFC').toLocaleLowerCase('fr');
  if (lower.includes('carport')) return 'Carport';
  if (lower.includes('énergie')) return 'Énergie';
  return 'Pergola';
}

const frenchStopWords = new Set(
  (
    'a à au aux avec ce ces cet cette comment d de des du elle en est et être il ils je l la le les leur leurs lui ma mais me ' +
    'même mes moi mon ne nos notre nous on ou où par pas pour qu que qui quoi sa sans se ses si son sur ta te tes toi ton tu ' +
    'un une vos votre vous y bien bon choisir faire tout toute toutes tous plus moins très entre dans sous chez ni car donc or'
  ).split(' '),
);

/** Lower-cased title words, without punctuation, elisions (l’, d’) or French stop words. */
export function significantWords(title: string): Set<string> {
  return new Set(
    title
      .normalize('NFC')
      .toLocaleLowerCase('fr')
      // Elisions (l’, d’, qu’ ...) are stop words glued to the next word.
      .replace(/(?<!\p{L})(?:qu|[cdjlmnst])[’']/gu, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1 && !frenchStopWords.has(word)),
  );
}

/** At most 3 other articles sharing the author or a significant title word, in list order. */
export function relatedArticles<T extends Pick<Article, 'slug' | 'title' | 'author'>>(
  current: T,
  all: readonly T[],
): T[] {
  const words = significantWords(current.title);
  return all
    .filter(
      (other) =>
        other.slug !== current.slug &&
        (other.author === current.author || [...significantWords(other.title)].some((word) => words.has(word))),
    )
    .slice(0, RELATED_LIMIT);
}

const frenchMonths: Record<string, number> = {
  janv: 1,
  janvier: 1,
  jan: 1,
  févr: 2,
  fevr: 2,
  février: 2,
  fevrier: 2,
  fév: 2,
  fev: 2,
  mars: 3,
  mar: 3,
  avr: 4,
  avril: 4,
  mai: 5,
  juin: 6,
  juil: 7,
  juillet: 7,
  août: 8,
  aout: 8,
  sept: 9,
  septembre: 9,
  sep: 9,
  oct: 10,
  octobre: 10,
  nov: 11,
  novembre: 11,
  déc: 12,
  dec: 12,
  décembre: 12,
  decembre: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "26 nov. 2024" -> "2024-11-26T10:00:00+01:00" (spec section 9). An unknown month falls back to
 * January; text that cannot be read as day/month/year, or a day the month does not have, falls back to `now`.
 */
export function frenchDateToIso(text: string, now: Date = new Date()): string {
  const match = /^\s*(\d{1,2})(?:er)?\s+(\p{L}+)\.?\s+(\d{4})\s*$/u.exec(text.normalize('NFC'));
  if (!match) return now.toISOString();
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const monthKey = monthText.toLocaleLowerCase('fr');
  const month = Object.hasOwn(frenchMonths, monthKey) ? (frenchMonths[monthKey] ?? 1) : 1;
  const day = Number(dayText);
  const year = Number(yearText);
  if (day < 1 || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return now.toISOString();
  return `${yearText}-${pad(month)}-${pad(day)}T10:00:00+01:00`;
}

export function toBlogCard(article: Article, index: number): BlogCard {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: excerptOf(article),
    image: article.featuredImage,
    imageAlt: article.featuredImageAlt,
    date: article.date,
    isoDate: frenchDateToIso(article.date),
    author: article.author,
    category: categoryOf(article.title),
    featured: index === 0,
  };
}

/**
 * Blog list filtering (spec section 5): category chip, and the site search's matching rule (lib/text-match.ts) on
 * title and excerpt: every word of the query, case and accents ignored.
 */
export function filterCards(cards: readonly BlogCard[], category: string, query: string): BlogCard[] {
  return cards.filter(
    (card) =>
      (category === 'Tous les articles' || card.category === category) &&
      matchesQuery([card.title, card.excerpt], query),
  );
}

/** "0 commentaire", "1 commentaire", "8 commentaires" (French: singular up to 1). */
export function commentLabel(count: number): string {
  return `${count}\u00a0commentaire${count > 1 ? 's' : ''}`;
}

const ALL = blogCategories[0];

/** The chip named by a `?categorie=` value, read without regard to case or accents; anything else is 'Tous les articles'. */
export function categoryFromParam(value: string | null | undefined): (typeof blogCategories)[number] {
  const key = normalize((value ?? '').trim());
  return blogCategories.find((category) => category !== ALL && normalize(category) === key) ?? ALL;
}
