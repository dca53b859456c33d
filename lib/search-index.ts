import { homeFaq } from '@/content/home';
import type { Article, CategoryPage, FaqItem, Product } from '@/content/schema';
import { excerptOf } from './blog-card';
import { markdownToText } from '@/content/markdown-source';
import { articlePath, categoryPath, getArticles, getCategoryPages, getProducts, productPath } from './content';
import type { SearchDoc } from './search';

/**
 * Builds the site search index from content/ at build time. Kept apart from lib/search.ts,
 * whose matching runs in the browser, so the page's script does not carry the content modules.
 */

/** Copy is Markdown (content/markdown-source.ts); the plain texts mixed with it (titles) have no Markdown syntax at their start. */
const plain = markdownToText;
/** Plain text of several parts; a part without final punctuation (a title) gets a full stop. */
const joinText = (parts: readonly (string | undefined)[]) =>
  parts
    .map((part) => (part ? plain(part) : ''))
    .filter(Boolean)
    .map((part) => (/[.!?:;…»)]$/.test(part) ? part : `${part}.`))
    .join(' ');

function faqDocs(items: readonly FaqItem[], url: string, context: string): SearchDoc[] {
  return items.map((item) => ({
    type: 'faq',
    // Product FAQ questions are numbered in their text ("1. ..."): the number is noise in a result list.
    title: item.question.replace(/^\d+\s*[.)]\s*/, ''),
    url,
    text: plain(item.answer),
    context,
  }));
}

export type SearchContent = {
  products: readonly Product[];
  categories: readonly CategoryPage[];
  articles: readonly Article[];
  homeFaq: readonly FaqItem[];
};

const siteContent = (): SearchContent => ({
  products: getProducts(),
  categories: getCategoryPages(),
  articles: getArticles(),
  homeFaq,
});

/** Every product, category page, article and FAQ answer of the site (lib/site-model.ts), from content/. */
export function buildSearchIndex(content: SearchContent = siteContent()): SearchDoc[] {
  const { products, categories, articles } = content;

  return [
    ...products.map((product): SearchDoc => ({
      type: 'product',
      title: product.heroBanner.title,
      url: productPath(product.key),
      text: joinText([product.heroBanner.subtitle, product.heroBanner.description]),
    })),
    ...categories.map((page): SearchDoc => ({
      type: 'category',
      title: page.name,
      url: categoryPath(page.key),
      text: joinText([
        page.hero.title,
        page.hero.description,
        ...page.blocks.flatMap((block) => [block.subtitle, block.title, block.description, block.italicInfo]),
      ]),
    })),
    ...articles.map((article): SearchDoc => ({
      type: 'article',
      title: article.title,
      url: articlePath(article.slug),
      // The introduction holds the excerpt; without one, the excerpt is the first section's first paragraph.
      text: joinText([
        article.introduction?.title,
        article.introduction?.content ?? excerptOf(article),
        ...article.sections.flatMap((section) => [
          section.title,
          ...section.paragraphs.flatMap((paragraph) =>
            paragraph.type === 'list' ? paragraph.items : [paragraph.content],
          ),
        ]),
      ]),
    })),
    ...faqDocs(content.homeFaq, '/', 'Accueil'),
    ...categories.flatMap((page) => faqDocs(page.faq, categoryPath(page.key), page.name)),
    ...products.flatMap((product) => faqDocs(product.faqData, productPath(product.key), product.heroBanner.title)),
  ];
}
