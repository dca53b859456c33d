import 'server-only';
import { getProductGroups } from '@/lib/catalogue';

/**
 * `?produit={key}` on /contact: the product (or category) name for a key, as the "Nos Solutions" menu shows
 * it. Keys are the product keys of /products/{key} and the category keys of /{key}.
 */
function buildLookup(): Readonly<Record<string, string>> {
  return Object.fromEntries(
    getProductGroups().flatMap((group) => [
      [group.key, group.name],
      ...group.products.map((product) => [product.key, product.label] as const),
    ]),
  );
}

/**
 * Computed on the server and handed to the contact form as a prop (features/quote/quote-form.tsx):
 * importing the navigation in the browser would bring the content schemas, and zod, with it.
 */
export const productNames = buildLookup();

/** The quote form's product choice: the twelve products under their category (an <optgroup> each). */
export type ProductGroup = { category: string; products: { key: string; name: string }[] };

/** The model's product groups (lib/site-model.ts), in the shape the form's <select> takes. */
export const productGroups: readonly ProductGroup[] = getProductGroups().map((group) => ({
  category: group.name,
  products: group.products.map((product) => ({ key: product.key, name: product.label })),
}));
