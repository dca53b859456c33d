import type { Heading, List, Paragraph, RootContent } from 'mdast';
import { parseMarkdown } from './markdown-source';

/**
 * An article's body, as an editor writes it, into the sections the page lays out: `## Titre` opens a section,
 * an image alone on its line right after it is the section's picture, `### Sous-titre` is a subtitle, a `- ` list
 * is a bulleted list, and paragraphs in a row, with numbered lists and tables among them, are one Markdown text.
 * Each piece keeps its Markdown source (marks and links).
 */

export type ArticleSectionInput = {
  title: string;
  image?: { src: string; alt: string };
  paragraphs: (
    { type: 'text'; content: string } | { type: 'subtitle'; content: string } | { type: 'list'; items: string[] }
  )[];
};

export function articleSections(body: string): ArticleSectionInput[] {
  const sourceOf = (nodes: readonly RootContent[]) => {
    const first = nodes[0]?.position?.start.offset ?? 0;
    const last = nodes.at(-1)?.position?.end.offset ?? first;
    return body.slice(first, last);
  };
  const sections: ArticleSectionInput[] = [];
  for (const node of parseMarkdown(body).children) {
    if (node.type === 'heading' && node.depth === 2) {
      sections.push({ title: sourceOf((node as Heading).children), paragraphs: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) {
      throw new Error(`le corps d’un article commence par le titre de sa première section (« ## Titre »)`);
    }
    const [onlyChild, ...others] = node.type === 'paragraph' ? (node as Paragraph).children : [];
    if (onlyChild?.type === 'image' && others.length === 0 && section.paragraphs.length === 0 && !section.image) {
      section.image = { src: onlyChild.url, alt: onlyChild.alt ?? '' };
    } else if (node.type === 'heading' && node.depth === 3) {
      section.paragraphs.push({ type: 'subtitle', content: sourceOf((node as Heading).children) });
    } else if (node.type === 'list' && !(node as List).ordered) {
      const items = (node as List).children.map((item) => sourceOf(item.children));
      section.paragraphs.push({ type: 'list', items });
    } else {
      const previous = section.paragraphs.at(-1);
      const source = sourceOf([node]);
      if (previous?.type === 'text') previous.content += `\n\n${source}`;
      else section.paragraphs.push({ type: 'text', content: source });
    }
  }
  return sections;
}
