import { z } from 'zod';
import { readPageFile } from './load-markdown';
import { pageMetadataSchema } from './schema';

/**
 * Metadata of the pages that list other content: /conseils (the articles) and /rechercher (everything), from
 * content/pages/conseils.md and rechercher.md.
 */
const listingPage = z.object({ metadata: pageMetadataSchema });

export const blogIndexMetadata = readPageFile('conseils', listingPage).metadata;
export const searchMetadata = readPageFile('rechercher', listingPage).metadata;
