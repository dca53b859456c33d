import type { Material, PriceGuide, PriceRange } from './pricing';

/**
 * The price guide's arithmetic, shared by the articles that quote it (content/articles) and the budget
 * estimator (lib/estimate.ts). Types only from pricing.ts, so the estimator's browser bundle does not
 * carry the guide's schema.
 */

/**
 * French typography as the articles write it: a narrow no-break space between thousands from five digits on
 * ("18 000", but "2400"), a decimal comma, at most two decimals.
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const [whole = '0', decimals] = Math.abs(rounded).toString().split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f') : whole;
  return `${rounded < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** The structure alone, for `area` m² of `material` (the article's worked example uses it too). */
export function materialCost(pricing: PriceGuide, material: Material, area: number): PriceRange {
  const { perM2 } = pricing.materials[material];
  return { min: Math.round(area * perM2.min), max: Math.round(area * perM2.max) };
}

/** Hours the crew works in `days` days. */
export function labourHours(pricing: PriceGuide, days: number): number {
  return pricing.labour.crew * pricing.labour.hoursPerDay * days;
}
