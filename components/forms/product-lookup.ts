import 'server-only';
import { solutionsMenu } from '@/content/navigation';
import { categoryPages } from '@/content/categories';
import { products } from '@/content/products';

/**
 * `?produit={key}` on /contact: the product (or category) name for a key, read from
 * the mega-menu, so every name shown matches the navigation. Keys are the product
 * keys of /products/{key} and the category keys of /{key}.
 */
function buildLookup(): Readonly<Record<string, string>> {
  const names = new Map<string, string>();
  for (const category of solutionsMenu) {
    const categoryKey = /^\/([a-z0-9-]+)$/.exec(category.categoryUrl)?.[1];
    if (categoryKey && !names.has(categoryKey)) names.set(categoryKey, category.category);
    for (const item of category.items) {
      const key = /^\/products\/([a-z0-9-]+)$/.exec(item.url)?.[1];
      if (key && !names.has(key)) names.set(key, item.label);
    }
  }
  return Object.fromEntries(names);
}

/**
 * Computed on the server and handed to the contact form as a prop (components/forms/quote-form.tsx):
 * importing the navigation in the browser would bring the content schemas, and zod, with it.
 */
export const productNames = buildLookup();

/** The quote form's product choice: the twelve products under their category (an <optgroup> each). */
export type ProductGroup = { category: string; products: { key: string; name: string }[] };

/**
 * Derived from the catalogue (content/products, content/categories): the categories in their order,
 * each product under the category its content names, with the name the navigation shows.
 */
function groupProducts(): ProductGroup[] {
  const all = Object.values(products);
  return Object.values(categoryPages)
    .map((category) => ({
      category: category.name,
      products: all
        .filter((product) => product.category === category.key)
        .map((product) => ({ key: product.key, name: productNames[product.key] ?? product.heroBanner.title })),
    }))
    .filter((group) => group.products.length > 0);
}

export const productGroups: readonly ProductGroup[] = groupProducts();
