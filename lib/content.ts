import { articles } from '@/content/articles';
import type { Article } from '@/content/schema';
import type { BlogCard } from './blog';
import { toBlogCard } from './blog-card';
import { products } from '@/content/products';
import { categoryPages } from '@/content/categories';
import { solutionsMenu } from '@/content/navigation';
import { realisationsGallery } from '@/content/realisations';
import { productGallery } from './product-gallery';
import {
  productKeySchema,
  categoryKeySchema,
  type CategoryKey,
  type CategoryPage,
  type Product,
  type ProductKey,
} from '@/content/schema';

/** One place mapping raw content to what pages render. */

export function getArticles(): readonly Article[] {
  return articles;
}

export function getArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

export function getBlogCards(): BlogCard[] {
  return articles.map(toBlogCard);
}

export const productKeys: readonly ProductKey[] = productKeySchema.options;
export const categoryKeys: readonly CategoryKey[] = categoryKeySchema.options;

export function getProduct(key: string): Product | undefined {
  return (productKeys as readonly string[]).includes(key) ? products[key as ProductKey] : undefined;
}

export function getProducts(): Product[] {
  return productKeys.map((key) => products[key]);
}

export function getProductGallery(key: ProductKey) {
  return productGallery(key, { products: getProducts(), realisations: realisationsGallery, menu: solutionsMenu });
}

export function getCategoryPage(key: CategoryKey): CategoryPage {
  return categoryPages[key];
}

export { articlePath, categoryPath, productPath } from './paths';
