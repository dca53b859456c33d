import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * French typography by rule (issue 24), so that copy is typed with plain spaces and apostrophes:
 * - a narrow no-break space (U+202F) before ; ! ? and a no-break space (U+00A0) before : — a space typed
 *   there is replaced; one is added before ; ! ? right after a letter (« Pourquoi? »), never before : (10:30);
 * - a no-break space inside « », added when missing;
 * - the typographic apostrophe ’ between two letters (l'été → l’été).
 * Web addresses and e-mail addresses inside a text are left exactly as typed; code is not text here, and a
 * link's target is an attribute, not text. No kept package does French rules (typopo, richtypo: English and
 * Slavic languages only), hence this small one.
 */

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** Addresses a rule must not touch: https://…, www.…, a site path (/contact?produit=…), someone@domain.tld. */
const UNTOUCHABLE = /(?:https?:\/\/|www\.|(?<!\S)\/(?=\w))[^\s<>«»"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/giu;

function typesetPlain(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+(?=[;!?])/gu, NNBSP)
    .replace(/(?<=\p{L})(?=[;!?])/gu, NNBSP)
    .replace(/[ \u00a0\u202f]+(?=:)/gu, NBSP)
    .replace(/«[ \u00a0\u202f]*/gu, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/gu, `${NBSP}»`)
    .replace(/(?<=\p{L})'(?=\p{L})/gu, '’');
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

/** The remark plugin: every text node of the tree (code and inline code are other node types, left as typed). */
export function remarkFrenchTypography() {
  return (tree: Root) => {
    visit(tree, 'text', (node) => {
      node.value = frenchTypography(node.value);
    });
  };
}
