import { quoteLink } from '@/lib/quote-link';

/** The quote link the estimator gives for a 4.2 × 3 m aluminium pergola-toile, estimated at 7100 to 14,800 CHF. */
export const estimatedQuoteLink = quoteLink({
  material: 'aluminium',
  product: 'pergola-toile',
  width: 4.2,
  depth: 3,
  estimate: { min: 7100, max: 14800 },
});
