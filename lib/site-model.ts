import type { Article, CategoryKey, CategoryPage, DropdownCategory, Product } from '@/content/schema';
import { categoryPath, productPath } from './paths';

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

export type ProductGroup = {
  key: CategoryKey;
  name: string;
  products: { key: string; label: string }[];
};

/** The catalogue in menu order: categories by `menu.order`, products by category then `menu.order`. */
export type Catalogue = { products: Product[]; categories: CategoryPage[] };

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

function checkFileNames<T>(kind: string, files: Readonly<Record<string, T>>, keyOf: (value: T) => string) {
  for (const [file, value] of Object.entries(files)) {
    if (keyOf(value) !== file) {
      throw new Error(`content/${kind}/${file}.md: la clé « ${keyOf(value)} » doit être le nom du fichier « ${file} »`);
    }
  }
}

function checkDistinct(what: string, values: readonly (string | number)[]) {
  const seen = new Set<string | number>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`${what}: « ${value} » apparaît deux fois`);
    seen.add(value);
  }
}

/** Sortable date of an article: content stores ISO dates (2024-11-26), validated by content/schema.ts. */
const publishedAt = (article: Article) => article.date;

/** The products and categories in menu order, once their files' names, orders and categories are checked. */
export function orderCatalogue(files: Pick<ContentFiles, 'products' | 'categories'>): Catalogue {
  checkFileNames('products', files.products, (product) => product.key);
  checkFileNames('categories', files.categories, (page) => page.key);

  const categories = Object.values(files.categories).sort((a, b) => a.menu.order - b.menu.order);
  checkDistinct(
    'content/categories: menu.order',
    categories.map((page) => page.menu.order),
  );
  const categoryRank = new Map(categories.map((page, index) => [page.key, index]));

  const rankOf = (product: Product) => {
    const rank = categoryRank.get(product.category);
    if (rank === undefined) {
      throw new Error(`content/products/${product.key}.ts: catégorie « ${product.category} » sans fichier`);
    }
    return rank;
  };
  const products = Object.values(files.products).sort((a, b) => rankOf(a) - rankOf(b) || a.menu.order - b.menu.order);
  for (const page of categories) {
    const own = products.filter((product) => product.category === page.key);
    checkDistinct(
      `content/products (catégorie ${page.key}): menu.order`,
      own.map((p) => p.menu.order),
    );
  }
  for (const product of products) {
    if (product.menu.alsoIn.includes(product.category)) {
      throw new Error(`content/products/${product.key}.ts: menu.alsoIn répète sa propre catégorie`);
    }
    for (const other of product.menu.alsoIn) rankOf({ ...product, category: other });
  }
  return { products, categories };
}

/** Each product once, under its own category, in menu order: for a product picker. */
export const productGroupsOf = ({ products, categories }: Catalogue): ProductGroup[] =>
  categories.map((page) => ({
    key: page.key,
    name: page.name,
    products: products
      .filter((product) => product.category === page.key)
      .map((product) => ({ key: product.key, label: product.menu.label })),
  }));

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
