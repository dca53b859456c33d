import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * French typography by rule, so that copy is typed with plain spaces and apostrophes:
 * - a narrow no-break space (U+202F) before ; ! ? and a no-break space (U+00A0) before : — a space typed
 *   there is replaced; one is added before ; ! ? right after a letter (« Pourquoi? »), never before : (10:30);
 * - a no-break space inside « », added when missing;
 * - the typographic apostrophe ’ between two letters (l'été → l’été);
 * - a no-break space between a number and the word it counts or its unit (20 ans, 4,5 m, 7 kW, 3 × 4; not
 *   before a little word: « de 200 à 600 »), after
 *   a reference abbreviation (art. 6, al. 1, let. b, par. 2, n° 12) and a narrow one between groups of thousands (18 000).
 * Web addresses, e-mail addresses and telephone numbers inside a text are left exactly as typed; so are, in a
 * Markdown source, a link's target and inline code (`typesetStrings` runs on the sources of content/). No kept package does French rules (typopo, richtypo: English and
 * Slavic languages only), hence this small one.
 */

/** No-break space (U+00A0) and narrow no-break space (U+202F), by code point: content/ types neither by hand. */
export const NBSP = String.fromCharCode(0x00a0);
export const NNBSP = String.fromCharCode(0x202f);
/**
 * What a rule must not touch: https://…, www.…, a site path (/contact?produit=…), someone@domain.tld, a
 * telephone number (+41 22 700 12 34), a Markdown link target ](…) and inline `code`.
 */
const UNTOUCHABLE =
  /\]\([^)\s]*\)|`[^`\n]*`|(?:https?:\/\/|www\.|(?<!\S)\/(?=\w))[^\s<>«»"`)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d[\d ]{6,}\d/giu;

function typesetPlain(text: string): string {
  return text
    .replace(/\p{Zs}+(?=[;!?])/gu, NNBSP)
    .replace(/(?<=\p{L})(?=[;!?])/gu, NNBSP)
    .replace(/\p{Zs}+(?=:)/gu, NBSP)
    .replace(/«\p{Zs}*/gu, `«${NBSP}`)
    .replace(/\p{Zs}*»/gu, `${NBSP}»`)
    .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
    .replace(/(?<=\d) (?=\d{3}(?!\d))/gu, NNBSP)
    .replace(
      /(?<=\d) (?=[\p{L}°%€×])(?!(?:à|et|ou|de|des|du|en|au|aux|le|la|les|un|une|par|pour|sur|avec|dans|entre|selon)(?!\p{L}))|(?<=\d ?×) (?=\d)/gu,
      NBSP,
    )
    .replace(/(?<=(?:^|[\s(’'])(?:art\.|al\.|let\.|par\.|ch\.|p\.|n°)) (?=[\d\p{L}])/gu, NBSP);
}

/** `text` with French typography applied outside web and e-mail addresses. */
export function frenchTypography(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(UNTOUCHABLE)) {
    result += typesetPlain(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + typesetPlain(text.slice(last));
}

/**
 * Fields that are data for machines as much as text (an office's postal address goes into calendar invitations,
 * JSON-LD and map links; a phone number into tel: links): kept exactly as typed.
 */
export const UNTYPESET_FIELDS: ReadonlySet<string> = new Set(['address', 'postcode', 'city', 'phone', 'email', 'url']);

/** Every string of a content value (plain texts and Markdown sources alike), typeset; other values kept. */
export function typesetStrings<T>(value: T): T {
  if (typeof value === 'string') return frenchTypography(value) as T;
  if (Array.isArray(value)) return value.map(typesetStrings) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, UNTYPESET_FIELDS.has(key) ? item : typesetStrings(item)]),
    ) as T;
  }
  return value;
}

/** The remark plugin: every text node of the tree (code and inline code are other node types, left as typed). */
export function remarkFrenchTypography() {
  return (tree: Root) => {
    visit(tree, 'text', (node) => {
      node.value = frenchTypography(node.value);
    });
  };
}
