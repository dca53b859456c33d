import { z } from 'zod';
import { readPageFile } from './load-markdown';
import { pageMetadataSchema } from './schema';

/** The budget estimator's own page, /estimation (issue 16), from content/pages/estimation.md. Its figures are in content/pricing.ts. */
export const estimationPage = {
  path: '/estimation' as const,
  ...readPageFile(
    'estimation',
    z.object({
      /** Breadcrumb, footer link and page heading. */
      name: z.string().min(1),
      footerLabel: z.string().min(1),
      title: z.string().min(1),
      lead: z.string().min(1),
      metadata: pageMetadataSchema,
    }),
  ),
};
