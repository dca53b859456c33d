import type { Article } from '@/content/schema';
import { markdownToText } from '@/content/markdown-source';
import { EXCERPT_LENGTH, categoryOf, frenchDate, publishedAt, type BlogCard } from './blog';

/**
 * The blog cards built from articles at build time. Apart from lib/blog.ts because reading the Markdown copy
 * takes the parser, which the blog's client components (filter, comment counts) must not carry.
 */

/** Plain text of an article's first paragraph: a Markdown text, a plain subtitle or the items of a list. */
function firstParagraphText(article: Pick<Article, 'sections'>): string {
  const first = article.sections[0]?.paragraphs[0];
  if (first === undefined) return '';
  if (first.type === 'list') return first.items.map(markdownToText).join(' ');
  return first.type === 'text' ? markdownToText(first.content) : first.content;
}

/** First 120 characters of the introduction, else of the first section's first paragraph; '...' only when cut. */
export function excerptOf(article: Pick<Article, 'introduction' | 'sections'>): string {
  const intro = article.introduction?.content;
  const source = intro ? markdownToText(intro) : firstParagraphText(article);
  return source.length > EXCERPT_LENGTH ? `${source.slice(0, EXCERPT_LENGTH)}...` : source;
}

export function toBlogCard(article: Article, index: number): BlogCard {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: excerptOf(article),
    image: article.featuredImage,
    date: frenchDate(article.date),
    isoDate: publishedAt(article.date),
    author: article.author,
    category: categoryOf(article.title),
    featured: index === 0,
  };
}
