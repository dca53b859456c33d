/**
 * The one matching rule of the site search (/rechercher) and the blog filter (/conseils): a text matches a query
 * when it contains every word of the query, accents, case, apostrophe style and non-breaking spaces ignored, so
 * « energie » finds « Énergie » in both. No imports: it runs in the browser with both pages' scripts.
 */

export type Normalized = {
  text: string;
  /** Index in the original string of each normalised character. */ map: number[];
};

const combiningMarks = /\p{M}/gu;

function normalizeChar(char: string): string {
  return char
    .normalize('NFD')
    .replace(combiningMarks, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** Accent- and case-insensitive form of a text, with the offsets back into the original (for highlighting). */
export function normalizeWithMap(original: string): Normalized {
  let text = '';
  const map: number[] = [];
  let index = 0;
  for (const char of original) {
    const normalized = normalizeChar(char);
    text += normalized;
    for (let i = 0; i < normalized.length; i += 1) map.push(index);
    index += char.length;
  }
  return { text, map };
}

export function normalize(text: string): string {
  return normalizeWithMap(text).text;
}

/** The query's words, normalised, each once; punctuation separates words. */
export function queryWords(query: string): string[] {
  const words = normalize(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** True when each word is found in at least one of the texts (all already normalised). */
export function containsEveryWord(normalizedTexts: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => normalizedTexts.some((text) => text.includes(word)));
}

/** True when the texts together contain every word of the query; an empty query matches everything. */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  return containsEveryWord(texts.map(normalize), queryWords(query));
}
