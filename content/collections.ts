import { articleSections } from './article-sections';
import { loadCollection, type MarkdownFile } from './load-markdown';
import { priceFigures } from './price-figures';
import { pricing, type Material, type Pricing } from './pricing';
import { categoryFiles, checkKnown, productFiles } from './catalogue-files';
import { articleSchema, type Article } from './schema';

export { categoryFiles, productFiles };

/**
 * The content collections, read from their Markdown files when the server starts or the build renders: adding
 * content/products/<key>.md adds the product everywhere (lib/site-model.ts derives menus, lists and routes).
 * The products and categories are read in content/catalogue-files.ts; the articles and the price guide's checks
 * here. Nothing here is generated or committed.
 */

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

const productKeyList = Object.keys(productFiles);
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
