import { formatNumber as n, labourHours, materialCost } from './price-formulas';
import { materialSchema, pricing, type Material } from './pricing';

/**
 * The price guide's figures an article may quote as `{{name}}` (content/load-markdown.ts fills them in), so a
 * price changed in content/pricing.ts changes the articles too. The worked example (12 m², 2 days) is the one the
 * price article walks through.
 */

const EXAMPLE_AREA = 12;
const EXAMPLE_DAYS = 2;

export function priceFigures(): Record<string, string> {
  const { labour, options } = pricing;
  const materials = materialSchema.options;
  const figures: Record<string, string> = {};
  for (const material of materials) {
    const { perM2 } = pricing.materials[material];
    const example = materialCost(pricing, material, EXAMPLE_AREA);
    figures[`prix.${material}.m2.min`] = n(perM2.min);
    figures[`prix.${material}.m2.max`] = n(perM2.max);
    figures[`exemple.${material}.min`] = n(example.min);
    figures[`exemple.${material}.max`] = n(example.max);
  }
  const perM2 = materialSchema.options.map((material: Material) => pricing.materials[material].perM2);
  const exampleHours = labourHours(pricing, EXAMPLE_DAYS);
  return {
    ...figures,
    'prix.m2.plus-bas': n(Math.min(...perM2.map((range) => range.min))),
    'prix.m2.plus-haut': n(Math.max(...perM2.map((range) => range.max))),
    'pose.heure.min': n(labour.perHour.min),
    'pose.heure.max': n(labour.perHour.max),
    'pose.jours.min': n(labour.days.min),
    'pose.jours.max': n(labour.days.max),
    'pose.equipe': n(labour.crew),
    'autorisation.min': n(options.permit.cost.min),
    'autorisation.max': n(options.permit.cost.max),
    'livraison.min': n(options.delivery.cost.min),
    'livraison.max': n(options.delivery.cost.max),
    'exemple.surface': n(EXAMPLE_AREA),
    'exemple.jours': n(EXAMPLE_DAYS),
    'exemple.heures': n(exampleHours),
    'exemple.pose.min': n(exampleHours * labour.perHour.min),
    'exemple.pose.max': n(exampleHours * labour.perHour.max),
  };
}
