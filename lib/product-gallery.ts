import type { DropdownCategory, GalleryImage, Product, Realisation } from '@/content/schema';

/** A product key (the name of its file). */
type ProductKey = Product['key'];
import { productPath } from './paths';

/** Spec section 9: a product page's gallery shows eight images. */
export const PRODUCT_GALLERY_SIZE = 8;

export type ProductGalleryContent = {
  products: readonly Product[];
  realisations: readonly Realisation[];
  /** The mega-menu: a product belongs to every group that lists it (a solar carport is both carport and energy). */
  menu: readonly DropdownCategory[];
};

/** The product's own family: the products of its category, then those of the menu groups that list it. */
export function relatedProductKeys(key: ProductKey, { products, menu }: ProductGalleryContent): ProductKey[] {
  const product = products.find((candidate) => candidate.key === key);
  const groupUrls = menu
    .filter((group) => group.items.some((item) => item.url === productPath(key)))
    .flatMap((group) => group.items.map((item) => item.url));
  const related = products.filter(
    (candidate) =>
      candidate.key !== key &&
      (candidate.category === product?.category || groupUrls.includes(productPath(candidate.key))),
  );
  return related.map((candidate) => candidate.key);
}

/** A product's illustrations (hero, then its paragraphs' images) as gallery tiles. */
function illustrationsOf(product: Product): GalleryImage[] {
  const { heroBanner } = product;
  return [
    { ...heroBanner.image, title: heroBanner.title, description: heroBanner.subtitle },
    ...product.imageParagraphs.map((paragraph) => ({
      ...paragraph.image,
      title: `${heroBanner.title} – ${paragraph.subtitle}`,
      description: paragraph.title,
    })),
  ];
}

/**
 * The gallery of a product page, derived from content: projects showing the product, its own illustrations,
 * then projects and illustrations of its family, each image once, eight in all. Never a project of another
 * family (no heat pump on the pergola page).
 */
export function productGallery(key: ProductKey, content: ProductGalleryContent): GalleryImage[] {
  const family = relatedProductKeys(key, content);
  const byKey = (k: ProductKey) => content.products.find((product) => product.key === k);
  const projectsOf = (keys: readonly ProductKey[]) =>
    content.realisations.filter((project) => project.products.some((shown) => keys.includes(shown)));
  const candidates: GalleryImage[] = [
    ...projectsOf([key]),
    ...illustrationsOf(byKey(key)!),
    ...projectsOf(family),
    ...family.flatMap((k) => illustrationsOf(byKey(k)!)),
  ];
  const seen = new Set<string>();
  const unique = candidates.filter((image) => !seen.has(image.src) && seen.add(image.src));
  return unique
    .slice(0, PRODUCT_GALLERY_SIZE)
    .map(({ src, alt, title, description }) => ({ src, alt, title, description }));
}
