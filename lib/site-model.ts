import type { Article, CategoryKey, CategoryPage, DropdownCategory, Product } from '@/content/schema';
import { categoryPath, productPath } from './paths';
import { checkFileNames, orderCatalogue, productGroupsOf, type ProductGroup } from './catalogue-order';

export type { ProductGroup };

/**
 * Everything the site lists, derived from the content files alone: the ordered products, categories and
 * articles, the "Nos Solutions" menu (header and phone menu), each category's products and the products grouped
 * by category. Pure, so a test can add a 13th product file and find it everywhere (lib/site-model.test.ts).
 */

/** The content collections as content/collections.ts reads them: file name → content. */
export type ContentFiles = {
  products: Readonly<Record<string, Product>>;
  categories: Readonly<Record<string, CategoryPage>>;
  articles: Readonly<Record<string, Article>>;
};

export type SiteModel = {
  /** Grouped by category (menu order), then by `menu.order`: the route table's order. */
  products: Product[];
  productKeys: string[];
  /** In menu order. */
  categories: CategoryPage[];
  categoryKeys: CategoryKey[];
  /** Newest first; the first one is the featured article. */
  articles: Article[];
  /** One column per category: its `firstItems`, its own products, then those listing it in `menu.alsoIn`. */
  solutionsMenu: DropdownCategory[];
  /** A category's products as its menu column lists them (own, then `alsoIn`). */
  categoryProducts: (key: CategoryKey) => Product[];
  /** Each product once, under its own category, for a product picker. */
  productGroups: ProductGroup[];
};

/** Sortable date of an article: content stores ISO dates (2024-11-26), validated by content/schema.ts. */
const publishedAt = (article: Article) => article.date;

export function buildSiteModel(files: ContentFiles): SiteModel {
  const { products, categories } = orderCatalogue(files);
  checkFileNames('articles', files.articles, (article) => article.slug);

  const articles = Object.values(files.articles).sort(
    (a, b) => publishedAt(b).localeCompare(publishedAt(a)) || a.slug.localeCompare(b.slug),
  );

  const categoryProducts = (key: CategoryKey) => [
    ...products.filter((product) => product.category === key),
    ...products.filter((product) => product.menu.alsoIn.includes(key)),
  ];

  return {
    products,
    productKeys: products.map((product) => product.key),
    categories,
    categoryKeys: categories.map((page) => page.key),
    articles,
    solutionsMenu: categories.map((page) => ({
      category: page.name,
      categoryUrl: categoryPath(page.key),
      items: [
        ...page.menu.firstItems,
        ...categoryProducts(page.key).map((product) => ({ label: product.menu.label, url: productPath(product.key) })),
      ],
    })),
    categoryProducts,
    productGroups: productGroupsOf({ products, categories }),
  };
}
