import { z } from 'zod';
import { readPageFile } from './load-markdown';
import { heroSchema, imageParagraphSchema, pageMetadataSchema } from './schema';

/**
 * /solutions (spec section 2, "/solutions"): hero, three image-and-text blocks (then the shared banner and quality
 * strip), from content/pages/solutions.md.
 */
const solutionsPage = readPageFile(
  'solutions',
  z.object({
    metadata: pageMetadataSchema,
    hero: heroSchema,
    blocks: z.array(imageParagraphSchema).length(3),
  }),
);

export const solutionsMetadata = solutionsPage.metadata;
export const solutionsHero = solutionsPage.hero;
export const solutionsBlocks = solutionsPage.blocks;
