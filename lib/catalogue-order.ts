import type { CategoryKey, CategoryPage, Product } from '@/content/schema';

/**
 * The catalogue in menu order, from the content files alone: categories by `menu.order`, products by category
 * then `menu.order`, each file's name, order and category checked. Pure, and apart from lib/site-model.ts (which
 * builds the menus and lists on it) so that the server code that only names a product (lib/catalogue.ts) does
 * not load the pages' addresses and menus.
 */

export type ProductGroup = {
  key: CategoryKey;
  name: string;
  products: { key: string; label: string }[];
};

/** The catalogue in menu order: categories by `menu.order`, products by category then `menu.order`. */
export type Catalogue = { products: Product[]; categories: CategoryPage[] };

/** The content files of the catalogue as content/catalogue-files.ts reads them: file name → content. */
type CatalogueFiles = {
  products: Readonly<Record<string, Product>>;
  categories: Readonly<Record<string, CategoryPage>>;
};

export function checkFileNames<T>(kind: string, files: Readonly<Record<string, T>>, keyOf: (value: T) => string) {
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

/** The products and categories in menu order, once their files' names, orders and categories are checked. */
export function orderCatalogue(files: CatalogueFiles): Catalogue {
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
