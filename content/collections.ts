import { articleSections } from './article-sections';
import { loadCollection, type MarkdownFile } from './load-markdown';
import { priceFigures } from './price-figures';
import { pricing, type Material, type Pricing } from './pricing';
import {
  articleSchema,
  categoryPageSchema,
  productSchema,
  type Article,
  type CategoryPage,
  type Product,
} from './schema';

/**
 * The content collections, read from their Markdown files when the server starts or the build renders: adding
 * content/products/<key>.md adds the product everywhere (lib/site-model.ts derives menus, lists and routes).
 * Nothing here is generated or committed.
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

/** An article's body holds its sections (content/article-sections.ts); it may quote the price guide's figures. */
export const articleFiles: Readonly<Record<string, Article>> = loadCollection(
  'articles',
  articleSchema,
  ({ key, data, body, file, bodyLine }: MarkdownFile) => {
    try {
      return { ...data, slug: key, sections: articleSections(body) };
    } catch (error) {
      throw new Error(`${file}:${bodyLine} — ${(error as Error).message}`);
    }
  },
  { keyField: 'slug', bodyFields: ['sections'], values: priceFigures() },
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

function checkKnown(file: string, field: string, value: string, known: readonly string[]) {
  if (!known.includes(value)) {
    throw new Error(`${file} — ${field} : « ${value} » n’existe pas (attendu : ${known.join(', ')})`);
  }
}

const productKeyList = Object.keys(productFiles);
const categoryKeyList = Object.keys(categoryFiles);
for (const product of Object.values(productFiles)) {
  const file = `content/products/${product.key}.md`;
  checkKnown(file, 'category', product.category, categoryKeyList);
  for (const other of product.menu.alsoIn) checkKnown(file, 'menu.alsoIn', other, categoryKeyList);
}
for (const [material, key] of Object.entries(pricing.referenceProducts)) {
  checkKnown('content/pricing.ts', `referenceProducts.${material}`, key, productKeyList);
}

/** The products the price guide prices: those whose file names a `priceGuide` material. */
export const pricedProducts: Readonly<Partial<Record<string, Material>>> = Object.fromEntries(
  Object.values(productFiles).flatMap((product) => (product.priceGuide ? [[product.key, product.priceGuide]] : [])),
);

/** The guide and the products it prices, as the estimator receives it. */
export const pricingWithProducts: Pricing = { ...pricing, products: pricedProducts };

/** The guide's material for a product page, or undefined where the product is priced on quote. */
export function guideMaterial(productKey: string): Material | undefined {
  return Object.hasOwn(pricedProducts, productKey) ? pricedProducts[productKey] : undefined;
}
