import { articleFiles, categoryFiles, productFiles } from '@/content/collections';
import { realisationsGallery } from '@/content/realisations';
import type { Article, CategoryKey, CategoryPage, Product, ProductKey } from '@/content/schema';
import type { BlogCard } from './blog';
import { toBlogCard } from './blog-card';
import { productGallery } from './product-gallery';
import { buildSiteModel } from './site-model';

/** One place mapping raw content to what pages render; lists and menus come from lib/site-model.ts. */

const model = buildSiteModel({ products: productFiles, categories: categoryFiles, articles: articleFiles });

/** The registered product keys, in the route table's order. */
export const productKeys = model.productKeys as readonly ProductKey[];
export const categoryKeys: readonly CategoryKey[] = model.categoryKeys;
export { getProduct } from './catalogue';
/** The "Nos Solutions" menu, for the header's mega-menu and the phone menu alike. */
export const solutionsMenu = model.solutionsMenu;

export function getArticles(): readonly Article[] {
  return model.articles;
}

export function getArticle(slug: string): Article | undefined {
  return Object.hasOwn(articleFiles, slug) ? articleFiles[slug as keyof typeof articleFiles] : undefined;
}

export function getBlogCards(): BlogCard[] {
  return model.articles.map(toBlogCard);
}

export function getProducts(): readonly Product[] {
  return model.products;
}

export function getProductGallery(key: string) {
  return productGallery(key, { products: model.products, realisations: realisationsGallery, menu: solutionsMenu });
}

export function getCategoryPage(key: CategoryKey): CategoryPage {
  const page = findCategoryPage(key);
  if (!page) throw new Error(`content/categories/${key}.md n’existe pas`);
  return page;
}

/** The category page of a route parameter ("pergolas"), if a file of content/categories has that key. */
export function findCategoryPage(key: string): CategoryPage | undefined {
  return Object.hasOwn(categoryFiles, key) ? categoryFiles[key as CategoryKey] : undefined;
}

export function getCategoryPages(): readonly CategoryPage[] {
  return model.categories;
}

/** A category's products, as its menu column lists them. */
export function getCategoryProducts(key: CategoryKey): readonly Product[] {
  return model.categoryProducts(key);
}

export { articlePath, categoryPath, productPath } from './paths';
