import { formatNumber, labourHours, materialCost } from '@/content/price-formulas';
import type { Material, PriceGuide, PriceRange, Pricing, PricingOption } from '@/content/pricing';

/**
 * The budget estimate: a CHF range computed only from the price guide (content/pricing.ts), line by line.
 * Pure and free of zod, so the client estimator can import it without the content's validation: the figures
 * come in as an argument (already validated on the server).
 */

export type SizeField = 'width' | 'depth';
export type EstimateErrors = Partial<Record<SizeField | 'area', string>>;

export type EstimateInput = {
  material: Material;
  /** Metres, as typed: "3,5" and "3.5" are both accepted. */
  width: string | number;
  depth: string | number;
  options: Record<PricingOption, boolean>;
};

export type EstimateLine = {
  key: 'material' | 'labour' | PricingOption;
  label: string;
  /** How the line is computed, in words. */
  detail: string;
  min: number;
  max: number;
};

export type Estimate = {
  material: Material;
  width: number;
  depth: number;
  area: number;
  lines: EstimateLine[];
  min: number;
  max: number;
};

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; errors: EstimateErrors };

const nbsp = '\u00a0';
const fieldNames: Record<SizeField, string> = { width: 'largeur', depth: 'profondeur' };

/** "10 550 à 23 450 CHF". */
export function formatChfRange(range: PriceRange): string {
  return `${formatNumber(range.min)} à ${formatNumber(range.max)}${nbsp}CHF`;
}

/** A length typed by a visitor, in metres, or the French reason it is refused. */
export function parseMetres(
  raw: string | number,
  field: SizeField,
  limits: PriceGuide['limits'],
): { value: number } | { error: string } {
  const name = fieldNames[field];
  const typed = typeof raw === 'number' ? String(raw) : raw.trim().replace(/\s+/g, '');
  if (typed === '') return { error: `Indiquez la ${name} en mètres.` };
  if (/^-/.test(typed)) return { error: `La ${name} ne peut pas être négative.` };
  if (!/^(\d+([.,]\d*)?|[.,]\d+)$/.test(typed)) {
    return { error: `Indiquez la ${name} en mètres, par exemple 4 ou 3,5.` };
  }
  const value = Number(typed.replace(',', '.'));
  if (value === 0) return { error: `La ${name} doit être supérieure à zéro.` };
  if (value < limits.minSide) {
    return { error: `La ${name} doit être d’au moins ${formatNumber(limits.minSide)}${nbsp}m.` };
  }
  if (value > limits.maxSide) {
    return {
      error: `Une ${name} de plus de ${formatNumber(limits.maxSide)}${nbsp}m dépasse l’estimation en ligne\u00a0: demandez-nous un devis précis.`,
    };
  }
  return { value };
}

/** The installation, from the shortest job at the lowest rate to the longest at the highest. */
export function labourCost(pricing: PriceGuide): PriceRange {
  const { days, perHour } = pricing.labour;
  return { min: labourHours(pricing, days.min) * perHour.min, max: labourHours(pricing, days.max) * perHour.max };
}

export function estimate(pricing: PriceGuide, input: EstimateInput): EstimateResult {
  const width = parseMetres(input.width, 'width', pricing.limits);
  const depth = parseMetres(input.depth, 'depth', pricing.limits);
  const errors: EstimateErrors = {};
  if ('error' in width) errors.width = width.error;
  if ('error' in depth) errors.depth = depth.error;
  if ('error' in width || 'error' in depth) return { ok: false, errors };

  const area = Math.round(width.value * depth.value * 100) / 100;
  if (area > pricing.limits.maxArea) {
    return {
      ok: false,
      errors: {
        area: `Une surface de ${formatNumber(area)}${nbsp}m² dépasse les ${formatNumber(pricing.limits.maxArea)}${nbsp}m² de l’estimation en ligne\u00a0: demandez-nous un devis précis.`,
      },
    };
  }

  const { materials, labour, options } = pricing;
  const perM2 = materials[input.material].perM2;
  const lines: EstimateLine[] = [
    {
      key: 'material',
      label: materials[input.material].structure,
      detail: `${formatNumber(area)}${nbsp}m² à ${formatNumber(perM2.min)}–${formatNumber(perM2.max)}${nbsp}CHF le m²`,
      ...materialCost(pricing, input.material, area),
    },
    {
      key: 'labour',
      label: 'Pose',
      detail: `${labour.crew}${nbsp}poseurs, ${labour.days.min} à ${labour.days.max}${nbsp}jours de ${labour.hoursPerDay}${nbsp}h, ${labour.perHour.min} à ${labour.perHour.max}${nbsp}CHF de l’heure`,
      ...labourCost(pricing),
    },
  ];
  for (const key of Object.keys(options) as PricingOption[]) {
    if (input.options[key]) {
      lines.push({ key, label: options[key].label, detail: options[key].hint, ...options[key].cost });
    }
  }
  return {
    ok: true,
    estimate: {
      material: input.material,
      width: width.value,
      depth: depth.value,
      area,
      lines,
      min: lines.reduce((sum, line) => sum + line.min, 0),
      max: lines.reduce((sum, line) => sum + line.max, 0),
    },
  };
}

/**
 * The product a quote request names: the page's own product while the visitor keeps its material, otherwise
 * the material's reference product (none for wood, none for aluminium: several products share it).
 */
export function productFor(
  pricing: Pick<Pricing, 'products' | 'referenceProducts'>,
  material: Material,
  pageProduct?: string,
): string | undefined {
  const pageMaterial = Object.entries(pricing.products).find(([key]) => key === pageProduct)?.[1];
  if (pageProduct && pageMaterial === material) return pageProduct;
  return pricing.referenceProducts[material];
}
