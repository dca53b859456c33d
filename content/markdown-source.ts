import { unified, type Preset } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import type { Nodes, Root, RootContent } from 'mdast';

/**
 * The one markup of the site's copy: Markdown (CommonMark + GitHub's extensions, GFM), read at build time.
 * Content fields of type `markdown` (content/schema.ts) are checked here; components/ui/markdown.tsx renders them
 * on the server, so no parser reaches the browser. Bold is written **texte** and italics _texte_ (`__texte__` is
 * refused so that one form of each mark exists); GFM adds tables, ~~barré~~ and links made of bare addresses
 * (https://…, an e-mail). A bare « www.… » becomes an http:// link, which the link rule refuses (an escape does
 * not stop GFM there): link it (`[www.cnil.fr](https://www.cnil.fr)`) or name the site without « www. ».
 */

/** remark's plugins for copy, shared by the checks here and the renderer. */
export const markdownSyntax: Preset = { plugins: [remarkGfm] };

const parser = unified().use(remarkParse).use(markdownSyntax);

export function parseMarkdown(source: string): Root {
  return parser.parse(source);
}

/** Every node of a tree, depth first (the tree is small: one field). */
function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child);
}

/** Text of a node, marks dropped. */
function textOf(node: Nodes): string {
  if ('children' in node) return node.children.map(textOf).join('');
  return 'value' in node ? node.value : '';
}

/** Block nodes a Markdown field may hold; anything else (headings, quotes, code, footnotes) has no place in copy. */
const allowedBlocks = new Set(['paragraph', 'list', 'listItem', 'table', 'tableRow', 'tableCell']);
const allowedInline = new Set(['text', 'strong', 'emphasis', 'delete', 'link', 'break']);

/**
 * What a field's Markdown does that copy may not, in French, one message per problem (empty when fine):
 * raw HTML, `__` bold, block types other than paragraphs and lists, and, for `inline` fields, more than
 * one paragraph.
 */
export function markdownProblems(source: string, { inline = false }: { inline?: boolean } = {}): string[] {
  const tree = parseMarkdown(source);
  const problems: string[] = [];
  for (const node of walk(tree)) {
    if (node.type === 'root') continue;
    if (node.type === 'text') {
      // A mark that did not pair up (e.g. glued inside a word: "mot__gras__") would show as typed.
      if (/__|\*\*/.test(node.value)) problems.push(`marque de gras non appariée dans « ${node.value.slice(0, 60)} »`);
      continue;
    }
    if (node.type === 'html') {
      problems.push(`HTML brut refusé dans le texte Markdown : « ${node.value} »`);
    } else if (node.type === 'strong' || node.type === 'emphasis') {
      if (node.type === 'strong' && source.charAt(node.position?.start.offset ?? -1) === '_')
        problems.push('le gras s’écrit **texte** (pas __texte__)');
    } else if (node.type === 'link') {
      if (!/^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/.test(node.url))
        problems.push(`lien « ${node.url} » : /page, #ancre, https://, mailto: ou tel: attendu`);
    } else if (!allowedBlocks.has(node.type) && !allowedInline.has(node.type)) {
      problems.push(
        `élément Markdown « ${node.type} » non prévu dans le texte (paragraphes, listes, tableaux, liens, gras)`,
      );
    }
  }
  if (inline && (tree.children.length !== 1 || tree.children[0]?.type !== 'paragraph')) {
    problems.push('texte court : un seul paragraphe, sans liste ni ligne vide');
  }
  return problems;
}

/** Targets of every link of a Markdown text, in order. */
export function markdownLinks(source: string): string[] {
  return [...walk(parseMarkdown(source))].flatMap((node) => (node.type === 'link' ? [node.url] : []));
}

function blockText(node: RootContent): string {
  if (node.type === 'list' || node.type === 'listItem' || node.type === 'table' || node.type === 'tableRow')
    return node.children.map(blockText).join(' ');
  return textOf(node);
}

/**
 * Plain text of Markdown, for meta descriptions, JSON-LD, excerpts and the search index: marks dropped,
 * blocks (paragraphs, list items) separated by one space, white space collapsed (non-breaking spaces kept).
 */
export function markdownToText(source: string): string {
  return parseMarkdown(source)
    .children.map(blockText)
    .join(' ')
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .trim();
}
