import { z } from 'zod';
import { readPageFile } from './load-markdown';
import { pageMetadataSchema } from './schema';

/**
 * The appointment booking page, /rendez-vous (issue 23): a free visit on site or a phone call, slot by slot.
 * Its copy is content/pages/rendez-vous.md.
 */
export const bookingPage = {
  path: '/rendez-vous' as const,
  ...readPageFile(
    'rendez-vous',
    z.object({
      /** Breadcrumb and page heading. */
      name: z.string().min(1),
      /** The offer's words in the footer and beside the quote's calls to action. */
      offerLabel: z.string().min(1),
      title: z.string().min(1),
      lead: z.string().min(1),
      metadata: pageMetadataSchema,
    }),
  ),
};
