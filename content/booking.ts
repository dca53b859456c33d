import { z } from 'zod';
import { readPageFile } from './load-markdown';
import { toolPageSchema } from './schema';

/**
 * The appointment booking page, /rendez-vous: a free visit on site or a phone call, slot by slot.
 * Its copy is content/pages/rendez-vous.md.
 */
export const bookingPage = {
  path: '/rendez-vous' as const,
  /** offerLabel: the offer's words in the footer and beside the quote's calls to action. */
  ...readPageFile('rendez-vous', toolPageSchema.extend({ offerLabel: z.string().min(1) })),
};
