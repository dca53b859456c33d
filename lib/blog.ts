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
  image: { src: string; alt: string };
  date: string;
  isoDate: string;
  author: string;
  category: BlogCategory;
  featured: boolean;
};

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

const displayDate = new Intl.DateTimeFormat('fr-CH', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Day, month and year of an ISO date ("2024-11-26"), read exactly: content/schema.ts accepts only real dates. */
function dayOf(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== isoDate
  )
    throw new Error(`Date d’article invalide : « ${isoDate} » (format 2024-11-26 attendu)`);
  return date;
}

/** "2024-11-26" -> « 26 nov. 2024 », the date the blog shows (spec section 9). */
export function frenchDate(isoDate: string): string {
  return displayDate.format(dayOf(isoDate));
}

/** "2024-11-26" -> "2024-11-26T10:00:00+01:00": articles count as published at 10:00 Swiss winter time (spec section 9). */
export function publishedAt(isoDate: string): string {
  dayOf(isoDate);
  return `${isoDate}T10:00:00+01:00`;
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
