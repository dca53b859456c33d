import { z } from 'zod';
import { productFiles } from './collections';
import { readPageFile } from './load-markdown';
import { heroSchema, pageMetadataSchema, realisationSchema, sectionHeadingSchema } from './schema';

/**
 * /realisations (spec section 2, "/realisations"): hero, gallery of 14 projects, contact section, from
 * content/pages/realisations.md. The gallery's heading is also the product pages' (their own projects).
 */
const realisationsPage = readPageFile(
  'realisations',
  z.object({
    metadata: pageMetadataSchema,
    hero: heroSchema,
    gallerySection: sectionHeadingSchema,
    gallery: z.array(realisationSchema).length(14),
    contactSection: sectionHeadingSchema,
  }),
);

export const realisationsMetadata = realisationsPage.metadata;
export const realisationsHero = realisationsPage.hero;
export const realisationsGallery = realisationsPage.gallery;
export const gallerySection = realisationsPage.gallerySection;
export const contactSection = realisationsPage.contactSection;

for (const project of realisationsGallery) {
  for (const key of project.products) {
    if (!Object.hasOwn(productFiles, key)) {
      throw new Error(
        `content/pages/realisations.md (« ${project.title} ») : le produit « ${key} » n’a pas de fichier content/products/${key}.md`,
      );
    }
  }
}
