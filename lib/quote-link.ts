import type { Material } from '@/content/pricing';

/**
 * The link « Recevoir un devis précis » of the estimator: /contact with what the visitor chose, read there by the
 * quote form. The contract: `produit` (product key), `largeur` and `profondeur` (metres, point decimal),
 * `materiau`, `estimationMin` and `estimationMax` (whole CHF); a parameter the visitor has not given is left out.
 * The link ends on the form's anchor so the visitor lands on the form.
 */
export type QuoteLinkInput = {
  material: Material;
  product?: string;
  width?: number;
  depth?: number;
  estimate?: { min: number; max: number };
};

export const quoteFormPath = '/contact';
export const quoteFormAnchor = '#demande-de-devis';

/** Metres to the centimetre, point decimal, no trailing zeros ("3.5"). */
const metres = (value: number) => String(Math.round(value * 100) / 100);

export function quoteLink(input: QuoteLinkInput): string {
  const params = new URLSearchParams();
  if (input.product) params.set('produit', input.product);
  if (input.width !== undefined) params.set('largeur', metres(input.width));
  if (input.depth !== undefined) params.set('profondeur', metres(input.depth));
  params.set('materiau', input.material);
  if (input.estimate) {
    params.set('estimationMin', String(Math.round(input.estimate.min)));
    params.set('estimationMax', String(Math.round(input.estimate.max)));
  }
  return `${quoteFormPath}?${params.toString()}${quoteFormAnchor}`;
}
