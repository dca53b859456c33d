import type { Heading, List, RootContent } from 'mdast';
import { parseMarkdown } from './markdown-source';
import type { LegalFact } from './legal-facts';

/**
 * A legal page's body into the sections the page lays out: `## Titre {#ancre}` opens a section (the anchor is
 * what the table of contents and other pages link to), `### Titre` a subsection, a paragraph or a list is a
 * block, and a paragraph `{{faits nom}}` places a block of company identifiers (content/legal-facts.ts).
 */

type Block =
  { type: 'paragraph'; text: string } | { type: 'list'; items: string[] } | { type: 'facts'; items: LegalFact[] };
type Subsection = { title: string; blocks: Block[] };
export type LegalSectionInput = { id: string; title: string; blocks: Block[]; subsections: Subsection[] };

const SECTION_TITLE = /^(.*?)\s*\{#([a-z0-9-]+)\}$/;
const FACTS = /^\{\{faits ([a-z0-9-]+)\}\}$/;

export function legalSections(body: string, facts: Readonly<Record<string, readonly LegalFact[]>>) {
  const sourceOf = (nodes: readonly RootContent[]) =>
    body.slice(nodes[0]?.position?.start.offset ?? 0, nodes.at(-1)?.position?.end.offset ?? 0);
  const sections: LegalSectionInput[] = [];
  for (const node of parseMarkdown(body).children) {
    const section = sections.at(-1);
    if (node.type === 'heading' && node.depth === 2) {
      const title = sourceOf((node as Heading).children);
      const [, text = title, id] = SECTION_TITLE.exec(title) ?? [];
      if (!id) throw new Error(`titre de section sans ancre : « ## ${title} {#ancre} » attendu`);
      sections.push({ id, title: text, blocks: [], subsections: [] });
      continue;
    }
    if (!section) throw new Error('le corps commence par le titre de sa première section (« ## Titre {#ancre} »)');
    if (node.type === 'heading' && node.depth === 3) {
      section.subsections.push({ title: sourceOf((node as Heading).children), blocks: [] });
      continue;
    }
    const blocks = section.subsections.at(-1)?.blocks ?? section.blocks;
    const source = sourceOf([node]);
    const factsName = FACTS.exec(source)?.[1];
    if (factsName) {
      const items = facts[factsName];
      if (!items) throw new Error(`{{faits ${factsName}}} inconnu (connus : ${Object.keys(facts).join(', ')})`);
      blocks.push({ type: 'facts', items: [...items] });
    } else if (node.type === 'list') {
      blocks.push({ type: 'list', items: (node as List).children.map((item) => sourceOf(item.children)) });
    } else {
      blocks.push({ type: 'paragraph', text: source });
    }
  }
  return sections;
}
