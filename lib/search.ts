import { containsEveryWord, normalizeWithMap, queryWords, type Normalized } from './text-match';

/**
 * Site search (/rechercher). The index is built from content/ at build time and
 * searched in the browser: pure functions, no server call.
 */

export type SearchType = 'product' | 'category' | 'article' | 'faq';

const searchTypeLabels: Readonly<Record<SearchType, string>> = {
  product: 'Produit',
  category: 'Catégorie',
  article: 'Article',
  faq: 'FAQ',
};

/** One searchable page or FAQ answer; `text` is plain text (HTML and **bold** markers removed). */
export type SearchDoc = {
  type: SearchType;
  title: string;
  url: string;
  text: string;
  /** For FAQ answers: the page holding the FAQ ("Pergola Bioclimatique"). */
  context?: string;
};

/** [start, end) offsets into a string. */
export type MatchRange = readonly [number, number];

type SearchResult = {
  type: SearchType;
  typeLabel: string;
  title: string;
  url: string;
  context?: string;
  snippet: string;
  titleMatches: MatchRange[];
  snippetMatches: MatchRange[];
  score: number;
};

// Normalisation and the matching rule are shared with the blog filter (lib/text-match.ts).
export { normalize, normalizeWithMap, queryWords } from './text-match';

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/** Ranges of every word in the original text, merged where they overlap. */
function rangesOf(original: string, normalized: Normalized, words: readonly string[]): MatchRange[] {
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = normalized.text.indexOf(word); at !== -1; at = normalized.text.indexOf(word, at + word.length)) {
      const start = normalized.map[at] ?? 0;
      const last = normalized.map[at + word.length - 1] ?? start;
      let end = last + ((original.codePointAt(last) ?? 0) > 0xffff ? 2 : 1);
      // Keep a decomposed accent (e + U+0301) inside the highlight.
      while (end < original.length && /\p{M}/u.test(original[end] ?? '')) end += 1;
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export const SNIPPET_LENGTH = 180;

/** About 180 characters of `text` around its first match, cut at word boundaries, with '…' where cut. */
function snippetOf(text: string, firstMatch: number | undefined): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  // From the start when the first match fits in the opening; else from a little before it.
  let start = (firstMatch ?? 0) < SNIPPET_LENGTH - 60 ? 0 : (firstMatch ?? 0) - 60;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > (firstMatch ?? 0) ? start : space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + SNIPPET_LENGTH / 2) end = space;
  }
  const prefix = start > 0 ? '… ' : '';
  const suffix = end < text.length ? ' …' : '';
  return `${prefix}${text.slice(start, end).trim()}${suffix}`;
}

const typeOrder: Record<SearchType, number> = { category: 0, product: 1, article: 2, faq: 3 };

type Prepared = { title: Normalized; text: Normalized };
const preparedCache = new WeakMap<SearchDoc, Prepared>();

function prepare(doc: SearchDoc): Prepared {
  let prepared = preparedCache.get(doc);
  if (!prepared) {
    prepared = { title: normalizeWithMap(doc.title), text: normalizeWithMap(doc.text) };
    preparedCache.set(doc, prepared);
  }
  return prepared;
}

const isWordStart = (text: string, at: number) => at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? '');

/**
 * Documents containing every word of the query (in the title or the text, accents and case ignored),
 * best first: a word in the title weighs more than any number of hits in the text (counted up to 3); a
 * hit at the start of a title word, the whole query in the title and a title mostly made of the query add
 * more. An empty query gives no result.
 */
export function search(index: readonly SearchDoc[], query: string): SearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const phrase = words.join(' ');

  const results: SearchResult[] = [];
  for (const doc of index) {
    const { title, text } = prepare(doc);
    if (!containsEveryWord([title.text, text.text], words)) continue;
    let score = 0;
    let titleChars = 0;
    for (const word of words) {
      const inTitle = countOccurrences(title.text, word);
      const inText = countOccurrences(text.text, word);
      const titleAt = title.text.indexOf(word);
      score += inTitle > 0 ? 10 + (isWordStart(title.text, titleAt) ? 5 : 0) : 0;
      score += Math.min(inText, 3);
      titleChars += inTitle * word.length;
    }
    if (words.length > 1 && title.text.includes(phrase)) score += 10;
    // A short title that is mostly the query ("Pergolas") is a better answer than a long one mentioning it.
    if (title.text.length > 0) score += Math.round((10 * Math.min(titleChars, title.text.length)) / title.text.length);

    const firstInText = words
      .map((word) => text.text.indexOf(word))
      .filter((at) => at !== -1)
      .sort((a, b) => a - b)[0];
    const snippet = snippetOf(doc.text, firstInText === undefined ? undefined : text.map[firstInText]);

    results.push({
      type: doc.type,
      typeLabel: searchTypeLabels[doc.type],
      title: doc.title,
      url: doc.url,
      ...(doc.context ? { context: doc.context } : {}),
      snippet,
      titleMatches: rangesOf(doc.title, title, words),
      snippetMatches: rangesOf(snippet, normalizeWithMap(snippet), words),
      score,
    });
  }

  return results.sort(
    (a, b) => b.score - a.score || typeOrder[a.type] - typeOrder[b.type] || a.title.localeCompare(b.title, 'fr'),
  );
}

/** Splits a text into plain and highlighted parts for rendering (<mark>). */
export function highlightParts(text: string, ranges: readonly MatchRange[]): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
