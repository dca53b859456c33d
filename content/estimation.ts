import { z } from 'zod';
import { readPageFile } from './load-markdown';
import { toolPageSchema } from './schema';

/** The budget estimator's own page, /estimation, from content/pages/estimation.md. Figures: content/pricing.ts. */
export const estimationPage = {
  path: '/estimation' as const,
  /** footerLabel: the footer's link to it. */
  ...readPageFile('estimation', toolPageSchema.extend({ footerLabel: z.string().min(1) })),
};
