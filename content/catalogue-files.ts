import { loadCollection, type MarkdownFile } from './load-markdown';
import { categoryPageSchema, productSchema, type CategoryPage, type Product } from './schema';

/**
 * The catalogue's collections, products and categories, read from their Markdown files when the server starts
 * or the build renders. Apart from the articles and the price guide (content/collections.ts), so that server code
 * that only names a product (the back office, the e-mails) does not load those.
 */

const object = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A product's body is its banner's description. */
export const productFiles: Readonly<Record<string, Product>> = loadCollection(
  'products',
  productSchema,
  ({ key, data, body }: MarkdownFile) => ({
    ...data,
    key,
    heroBanner: { ...object(data.heroBanner), description: body },
  }),
  { keyField: 'key', bodyFields: ['heroBanner.description'] },
);

/** A category page is all frontmatter: its long texts are the blocks' descriptions. */
export const categoryFiles: Readonly<Record<string, CategoryPage>> = loadCollection(
  'categories',
  categoryPageSchema,
  ({ key, data, body, file, bodyLine }: MarkdownFile) => {
    if (body) throw new Error(`${file}:${bodyLine} — une catégorie n’a pas de corps : ses textes sont dans l’en-tête`);
    return { ...data, key };
  },
  { keyField: 'key' },
);

export function checkKnown(file: string, field: string, value: string, known: readonly string[]) {
  if (!known.includes(value)) {
    throw new Error(`${file} — ${field} : « ${value} » n’existe pas (attendu : ${known.join(', ')})`);
  }
}

const categoryKeyList = Object.keys(categoryFiles);
for (const product of Object.values(productFiles)) {
  const file = `content/products/${product.key}.md`;
  checkKnown(file, 'category', product.category, categoryKeyList);
  for (const other of product.menu.alsoIn) checkKnown(file, 'menu.alsoIn', other, categoryKeyList);
}
