import { existsSync } from 'node:fs';
import path from 'node:path';
import { getArticles, getCategoryPages, getProducts, productKeys, solutionsMenu } from '@/lib/content';
import { homeBlocks, projectCards, logoStrip } from './home';
import { realisationsGallery } from './realisations';

/* The spec's inventory (which products, how many FAQ items ...) is checked once, in content/conformance.test.ts. */

const allProducts = getProducts();
const articles = getArticles();

describe('products', () => {
  it('no two products share a hero description, title or FAQ question', () => {
    expect(new Set(allProducts.map((p) => p.heroBanner.description)).size).toBe(allProducts.length);
    expect(new Set(allProducts.map((p) => p.heroBanner.title)).size).toBe(allProducts.length);
    const questions = allProducts.flatMap((p) => p.faqData.map((q) => q.question));
    expect(new Set(questions).size).toBe(questions.length);
  });
});

describe('links and images', () => {
  const collect = (value: unknown, found: Set<string>) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/(?:^|href=")(\/[a-z0-9/_.-]*)/g)) found.add(match[1]!);
    } else if (value && typeof value === 'object') {
      for (const child of Object.values(value)) collect(child, found);
    }
    return found;
  };
  const everything = [
    allProducts,
    getCategoryPages(),
    articles,
    solutionsMenu,
    homeBlocks,
    projectCards,
    logoStrip,
    realisationsGallery,
  ];
  const paths = [...collect(everything, new Set())];

  it('every image path exists in public/', () => {
    const images = paths.filter((p) => p.startsWith('/images/'));
    expect(images.length).toBeGreaterThan(50);
    const missing = images.filter((p) => !existsSync(path.join(process.cwd(), 'public', p)));
    expect(missing).toEqual([]);
  });

  it('every internal page link targets a route of the site', () => {
    const routes = new Set([
      '/',
      '/solutions',
      '/realisations',
      '/contact',
      '/conseils',
      ...getCategoryPages().map((page) => `/${page.key}`),
      '/mentions-legales',
      '/politique-confidentialite',
      '/rechercher',
      ...productKeys.map((key) => `/products/${key}`),
      ...articles.map((a) => `/conseils/${a.slug}`),
    ]);
    const pages = paths.filter((p) => !p.startsWith('/images/'));
    expect(pages.filter((p) => !routes.has(p))).toEqual([]);
  });
});
