import { categoryFiles, productFiles } from '@/content/catalogue-files';
import type { Product, ProductKey } from '@/content/schema';
import { orderCatalogue, productGroupsOf, type ProductGroup } from './catalogue-order';

/**
 * The products and their categories alone (lib/catalogue-order.ts orders them), for the server code that names a
 * product: the back office and the e-mails load neither the articles nor the galleries of lib/content.ts.
 */

const productGroups = productGroupsOf(orderCatalogue({ products: productFiles, categories: categoryFiles }));

export function getProduct(key: string): Product | undefined {
  return Object.hasOwn(productFiles, key) ? productFiles[key as ProductKey] : undefined;
}

/** The products grouped by their own category (each product once), in menu order: for a product picker. */
export function getProductGroups(): readonly ProductGroup[] {
  return productGroups;
}
