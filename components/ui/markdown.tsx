import 'server-only';
import Link from 'next/link';
import { Fragment, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { remarkFrenchTypography } from '@/content/french-typography';
import { markdownProblems, markdownSyntax } from '@/content/markdown-source';
import { internalLinkProblem } from '@/lib/copy-links';

/**
 * Renders the Markdown copy of content/ (content/markdown-source.ts) as React elements, on the server only: pages
 * receive plain HTML (<p>, <strong>, <em>, <ul>/<ol>/<li>, <a>, <del>, <table>) and no parser. Rendering is
 * where `next build` meets every text, so a raw HTML block or an internal link to a page that does not exist stops it here.
 */

const processor = unified().use(remarkParse).use(markdownSyntax).use(remarkFrenchTypography).use(remarkRehype);

/** Site links go through next/link (client navigation, prefetch); others stay plain anchors. */
function CopyLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  return href.startsWith('/') ? (
    <Link href={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * A GFM table scrolls inside its own box on a narrow screen rather than widening the page; the box takes the
 * keyboard's focus so that it can be scrolled without a pointer (axe: scrollable-region-focusable).
 */
function ScrollingTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll overflow-x-auto" data-scroller tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** A piece of text replaced by a component wherever it occurs (e.g. « À COMPLÉTER » in the legal pages). */
export type TextMark = { text: string; render: ComponentType };

const MARK_TAG = 'copy-mark';

/** remark-rehype writes "\n" between blocks; the former HTML strings had none, and the DOM text stays the same. */
function isLayoutWhitespace(node: ElementContent | RootContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function tidy(children: ElementContent[], mark: TextMark | undefined, inBlockList: boolean): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (inBlockList && isLayoutWhitespace(child)) return [];
    if (child.type === 'element') {
      if (child.tagName === 'a') {
        const problem = internalLinkProblem(String(child.properties.href ?? ''));
        if (problem) throw new Error(problem);
      }
      child.children = tidy(child.children, mark, child.tagName === 'ul' || child.tagName === 'ol');
      return [child];
    }
    if (child.type === 'text' && mark && child.value.includes(mark.text)) {
      return child.value
        .split(mark.text)
        .flatMap((part, index): ElementContent[] => [
          ...(index > 0 ? [{ type: 'element', tagName: MARK_TAG, properties: {}, children: [] } as Element] : []),
          ...(part ? [{ type: 'text' as const, value: part }] : []),
        ]);
    }
    return [child];
  });
}

type RenderOptions = {
  /** One paragraph rendered without its <p>, for texts inside an element the page already writes. */
  inline?: boolean;
  components?: Partial<Components>;
  mark?: TextMark;
};

/** React elements of a Markdown text; throws on raw HTML, on a block in an inline text and on an unknown page link. */
export function renderMarkdown(source: string, { inline = false, components, mark }: RenderOptions = {}): ReactNode {
  const problems = markdownProblems(source, { inline });
  if (problems.length > 0)
    throw new Error(`Texte Markdown refusé (« ${source.slice(0, 80)} »):\n${problems.join('\n')}`);
  const hast = processor.runSync(processor.parse(source)) as Root;
  const paragraph = hast.children.find((node): node is Element => node.type === 'element');
  const top = inline ? (paragraph?.children ?? []) : (hast.children as ElementContent[]);
  const tree: Root = { type: 'root', children: tidy(top, mark, !inline) };
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: {
      a: CopyLink,
      table: ScrollingTable,
      ...components,
      ...(mark ? ({ [MARK_TAG]: mark.render } as Partial<Components>) : {}),
    },
  });
}

/** Block copy (paragraphs, lists) in the site's prose styles, where HtmlContent used to write its HTML. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return <div className={className ? `prose-content ${className}` : 'prose-content'}>{renderMarkdown(source)}</div>;
}

/** A short text (one paragraph) rendered inside the element around it: bold, italics and links only. */
export function InlineMarkdown({
  source,
  components,
  mark,
}: {
  source: string;
  components?: Partial<Components>;
  mark?: TextMark;
}) {
  return <>{renderMarkdown(source, { inline: true, components, mark })}</>;
}
