import type { Article } from '@/content/schema';
import { markdownToText } from './markdown';
import { EXCERPT_LENGTH, categoryOf, frenchDate, publishedAt, type BlogCard } from './blog';

/**
 * The blog cards built from articles at build time. Apart from lib/blog.ts because reading the Markdown copy
 * takes the parser, which the blog's client components (filter, comment counts) must not carry.
 */

/** First 120 characters of the introduction, else of the first section's first paragraph; '...' only when cut. */
export function excerptOf(article: Pick<Article, 'introduction' | 'sections'>): string {
  const firstParagraph = article.sections[0]?.paragraphs[0];
  const paragraphText =
    firstParagraph === undefined
      ? ''
      : firstParagraph.type === 'list'
        ? firstParagraph.items.join('\n')
        : firstParagraph.content;
  const source = markdownToText(article.introduction?.content || paragraphText);
  return source.length > EXCERPT_LENGTH ? `${source.slice(0, EXCERPT_LENGTH)}...` : source;
}

export function toBlogCard(article: Article, index: number): BlogCard {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: excerptOf(article),
    image: article.featuredImage,
    imageAlt: article.featuredImageAlt,
    date: frenchDate(article.date),
    isoDate: publishedAt(article.date),
    author: article.author,
    category: categoryOf(article.title),
    featured: index === 0,
  };
}
