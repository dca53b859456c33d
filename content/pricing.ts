import { z } from 'zod';
import { fileKeySchema, materialSchema, parseContent } from './schema';

/**
 * The price guide (spec section 9), in one place: the budget estimator (lib/estimate.ts), the price table shown
 * without JavaScript, the price article (content/articles/prix-pergola-suisse-budget.md, through content/price-figures.ts) and the unit price of the
 * products' JSON-LD offers all read these figures, so they cannot disagree.
 */

export { materialSchema };

const text = z.string().trim().min(1, 'ne doit pas être vide');
const chf = z.number().int().positive();
const rangeSchema = z
  .object({ min: chf, max: chf })
  .refine((range) => range.min <= range.max, 'le minimum doit être inférieur ou égal au maximum');
const countSchema = z.number().int().positive();

const optionSchema = z.object({
  label: text,
  /** Why the line exists, shown under the checkbox. */
  hint: text,
  cost: rangeSchema,
  /** Ticked when the estimator opens. */
  included: z.boolean(),
});

export const pricingSchema = z.object({
  materials: z.record(
    materialSchema,
    z.object({
      /** Radio label and breakdown line ("Bois"). */
      label: text,
      /** Breakdown line of the structure ("Structure en bois"). */
      structure: text,
      /** Price of the fabricated structure, per m², without installation. */
      perM2: rangeSchema,
    }),
  ),
  /**
   * Installation: `crew` fitters working `hoursPerDay` hours for `days` days at `perHour` each. The article's
   * illustration (two fitters for two days = 32 hours) fixes the crew at 2 and the day at 8 hours.
   */
  labour: z.object({ perHour: rangeSchema, days: rangeSchema, hoursPerDay: countSchema, crew: countSchema }),
  options: z.object({ permit: optionSchema, delivery: optionSchema }),
  /** Sizes the online estimate accepts, in metres and m²; anything else gets a French message. */
  limits: z.object({ minSide: z.number().positive(), maxSide: z.number().positive(), maxArea: z.number().positive() }),
  /** The product a quote request names when the visitor picks this material outside a product page. */
  referenceProducts: z.partialRecord(materialSchema, fileKeySchema),
  /** The article that explains the guide; it carries the estimator too. */
  guideArticle: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
});

export type Material = z.infer<typeof materialSchema>;
export type PriceGuide = z.infer<typeof pricingSchema>;
/**
 * The guide with the products it prices (the `priceGuide` field of their files, content/collections.ts): they show
 * the estimator and a unit price in their JSON-LD.
 */
export type Pricing = PriceGuide & { products: Readonly<Partial<Record<string, Material>>> };
export type PriceRange = z.infer<typeof rangeSchema>;
export type PricingOption = keyof Pricing['options'];

export const pricing: PriceGuide = parseContent('content/pricing.ts', pricingSchema, {
  materials: {
    bois: { label: 'Bois', structure: 'Structure en bois', perM2: { min: 200, max: 600 } },
    aluminium: { label: 'Aluminium', structure: 'Structure en aluminium', perM2: { min: 400, max: 800 } },
    bioclimatique: { label: 'Bioclimatique', structure: 'Structure bioclimatique', perM2: { min: 800, max: 1500 } },
  },
  labour: { perHour: { min: 50, max: 100 }, days: { min: 1, max: 3 }, hoursPerDay: 8, crew: 2 },
  options: {
    permit: {
      label: 'Autorisation de construire',
      hint: 'Émoluments de la commune, le plus souvent exigés en Suisse',
      cost: { min: 100, max: 500 },
      included: true,
    },
    delivery: {
      label: 'Livraison',
      hint: 'Selon la distance et l’accès au chantier',
      cost: { min: 50, max: 150 },
      included: true,
    },
  },
  limits: { minSide: 1, maxSide: 20, maxArea: 200 },
  referenceProducts: { bioclimatique: 'pergolas-bioclimatique' },
  guideArticle: 'prix-pergola-suisse-budget',
});
