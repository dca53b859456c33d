import { ESTIMATE_LIMITS_CHF, isOneOf, MATERIAUX, parseMetres, type Estimate } from './project-details';

/**
 * What /estimation hands to /contact in the URL of « Recevoir un devis précis » (the
 * contract with the estimator): `produit` (product key), `largeur` and `profondeur` (metres, point
 * decimal), `materiau` (bois | aluminium | bioclimatique), `estimationMin` and `estimationMax`
 * (whole CHF, min ≤ max). Read in the browser, so /contact stays a static page. Each value that is
 * missing, malformed or absurd is dropped without a word: the visitor still gets the form.
 */
export interface CarriedQuote {
  produit: string | null;
  largeurCm: number | null;
  profondeurCm: number | null;
  /** Only when every part of it is valid, dimensions included. */
  estimation: Estimate | null;
}

const WHOLE_CHF = /^\d{1,7}$/;

function chf(text: string | null): number | null {
  if (text === null || !WHOLE_CHF.test(text)) return null;
  const value = Number(text);
  return value >= ESTIMATE_LIMITS_CHF.min && value <= ESTIMATE_LIMITS_CHF.max ? value : null;
}

/** Point decimals only, as the contract says; the form itself also accepts a comma. */
const metres = (text: string | null) => (text !== null && /^\d+(\.\d+)?$/.test(text) ? parseMetres(text) : null);

export function parseEstimateParams(params: Pick<URLSearchParams, 'get'>): CarriedQuote {
  const produit = params.get('produit');
  const largeurCm = metres(params.get('largeur'));
  const profondeurCm = metres(params.get('profondeur'));
  const materiau = params.get('materiau');
  const minChf = chf(params.get('estimationMin'));
  const maxChf = chf(params.get('estimationMax'));
  const estimation =
    isOneOf(MATERIAUX, materiau) &&
    minChf !== null &&
    maxChf !== null &&
    minChf <= maxChf &&
    largeurCm !== null &&
    profondeurCm !== null
      ? { minChf, maxChf, materiau, largeurCm, profondeurCm }
      : null;
  return {
    produit: produit && /^[a-z0-9-]{1,60}$/.test(produit) ? produit : null,
    largeurCm,
    profondeurCm,
    estimation,
  };
}

/** The estimate's hidden form fields (names in lib/project-details.ts, ESTIMATE_FIELDS). */
export function estimateFormValues(estimate: Estimate | null): Record<string, string> {
  if (!estimate) return {};
  return {
    estimation_min: String(estimate.minChf),
    estimation_max: String(estimate.maxChf),
    estimation_materiau: estimate.materiau,
    estimation_largeur: String(estimate.largeurCm / 100),
    estimation_profondeur: String(estimate.profondeurCm / 100),
  };
}
