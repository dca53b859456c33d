/**
 * The optional project details of a quote request: choices, limits, French messages and
 * the pure conversions (metres, postcode → country, CHF) shared by the form, the server's zod schema
 * (lib/contact-schema.ts), the e-mail, the CSV, `leads show` and the back-office. No zod here: the
 * form imports this with the page.
 */

export const POSES = ['adossee', 'autoportante', 'inconnue'] as const;
export type Pose = (typeof POSES)[number];
export const POSE_LABELS: Record<Pose, string> = {
  adossee: 'Adossée',
  autoportante: 'Autoportante',
  inconnue: 'Je ne sais pas',
};

export const DELAIS = ['des-que-possible', '3-mois', '6-mois', 'plus-tard'] as const;
export type Delai = (typeof DELAIS)[number];
export const DELAI_LABELS: Record<Delai, string> = {
  'des-que-possible': 'Dès que possible',
  '3-mois': 'Dans 3 mois',
  '6-mois': 'Dans 6 mois',
  'plus-tard': 'Plus tard',
};

export const CONTACTS_PREFERES = ['telephone', 'email'] as const;
export type ContactPrefere = (typeof CONTACTS_PREFERES)[number];
/** « Par … »: a label starting like the required « Téléphone » / « E-mail » fields would be mistaken for them. */
export const CONTACT_PREFERE_LABELS: Record<ContactPrefere, string> = {
  telephone: 'Par téléphone',
  email: 'Par e-mail',
};

export const MOMENTS = ['matin', 'midi', 'apres-midi', 'soir'] as const;
export type Moment = (typeof MOMENTS)[number];
export const MOMENT_LABELS: Record<Moment, string> = {
  matin: 'Le matin (8\u00a0h – 12\u00a0h)',
  midi: 'À midi (12\u00a0h – 14\u00a0h)',
  'apres-midi': 'L’après-midi (14\u00a0h – 18\u00a0h)',
  soir: 'En fin de journée (18\u00a0h – 20\u00a0h)',
};

/** The estimator's materials (contract with /estimation: `materiau` of its « Recevoir un devis précis » link). */
export const MATERIAUX = ['bois', 'aluminium', 'bioclimatique'] as const;
export type Materiau = (typeof MATERIAUX)[number];
export const MATERIAU_LABELS: Record<Materiau, string> = {
  bois: 'pergola en bois',
  aluminium: 'pergola en aluminium',
  bioclimatique: 'pergola bioclimatique',
};

export const COUNTRIES = ['CH', 'FR'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_LABELS: Record<Country, string> = { CH: 'Suisse', FR: 'France' };

/** A terrace, carport or glass wall side: from 50 cm to 30 m (anything else is a typing slip). */
export const SIZE_LIMITS_CM = { min: 50, max: 3000 } as const;
/** The estimate's bounds in CHF: a figure outside is not one the estimator can show. */
export const ESTIMATE_LIMITS_CHF = { min: 1, max: 1_000_000 } as const;
export const LOCALITE_MAX = 100;

export const PROJECT_MESSAGES = {
  size: (what: 'largeur' | 'profondeur') =>
    `Indiquez la ${what} en mètres, par exemple 4,5 (entre 0,5 et 30\u00a0m, deux décimales au plus).`,
  postcode: 'Code postal invalide\u00a0: 4 chiffres en Suisse (ex. 1225), 5 chiffres en France (ex. 63000).',
  choice: 'Choix invalide\u00a0: choisissez une des options proposées.',
  estimate:
    'Estimation invalide\u00a0: montants entiers en CHF (minimum ≤ maximum), type de pergola et dimensions attendus.',
} as const;

/** The fields as the form and POST /api/contact name them (multipart). */
export const PROJECT_FIELDS = [
  'largeur',
  'profondeur',
  'pose',
  'code_postal',
  'localite',
  'delai',
  'contact_prefere',
  'moment_contact',
] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];
/** The estimate shown by the estimator, carried in hidden fields. */
export const ESTIMATE_FIELDS = [
  'estimation_min',
  'estimation_max',
  'estimation_materiau',
  'estimation_largeur',
  'estimation_profondeur',
] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];

export interface Estimate {
  minChf: number;
  maxChf: number;
  materiau: Materiau;
  largeurCm: number;
  profondeurCm: number;
}

/** What is stored (one column each); null when not given. */
export interface ProjectDetails {
  largeurCm: number | null;
  profondeurCm: number | null;
  pose: Pose | null;
  codePostal: string | null;
  localite: string | null;
  pays: Country | null;
  delai: Delai | null;
  contactPrefere: ContactPrefere | null;
  momentContact: Moment | null;
  estimation: Estimate | null;
}

export const NO_PROJECT_DETAILS: ProjectDetails = Object.freeze({
  largeurCm: null,
  profondeurCm: null,
  pose: null,
  codePostal: null,
  localite: null,
  pays: null,
  delai: null,
  contactPrefere: null,
  momentContact: null,
  estimation: null,
});

export const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

/**
 * Metres typed by a person (« 4,5 », « 4.50 », « 4 ») in whole centimetres; null when it is not such a
 * number or lies outside SIZE_LIMITS_CM. Centimetres keep the stored value exact (no floating point).
 */
export function parseMetres(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(text.trim().replace(/\s*m$/i, ''));
  if (!match) return null;
  const cm = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cm >= SIZE_LIMITS_CM.min && cm <= SIZE_LIMITS_CM.max ? cm : null;
}

/** « 4 », « 4,5 », « 4,25 » (metres, French decimal comma). */
export const metresText = (cm: number) => (cm / 100).toLocaleString('fr-CH', { maximumFractionDigits: 2 });

/** « 13,5 » for 450 × 300 cm. */
export const areaText = (widthCm: number, depthCm: number) =>
  ((widthCm * depthCm) / 10_000).toLocaleString('fr-CH', { maximumFractionDigits: 2 });

/** « 4 × 3 m (12 m²) » */
export const sizeText = (widthCm: number, depthCm: number) =>
  `${metresText(widthCm)} × ${metresText(depthCm)}\u00a0m (${areaText(widthCm, depthCm)}\u00a0m²)`;

/**
 * The postcode as stored and its country: 4 digits (1000–9999) → Suisse, 5 digits (01000–98999) →
 * France. Spaces are ignored and a « CH- » / « F- » / « FR- » prefix is accepted when it agrees.
 */
export function postcodeCountry(text: string): { codePostal: string; pays: Country } | null {
  const match = /^(?:(CH|FR?)-?)?(\d{4,5})$/i.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const prefix = match[1]?.toUpperCase();
  const digits = match[2] as string;
  if (digits.length === 4 && digits[0] !== '0' && (prefix === undefined || prefix === 'CH'))
    return { codePostal: digits, pays: 'CH' };
  if (digits.length === 5 && !digits.startsWith('00') && digits < '99000' && prefix !== 'CH')
    return { codePostal: digits, pays: 'FR' };
  return null;
}

/** « 11 230 » (Swiss grouping, non-breaking). */
export const chfText = (value: number) => value.toLocaleString('fr-CH').replace(/[\u2019'\s]/g, '\u00a0');

/** « 11 230 – 21 850 CHF (pergola bioclimatique, 4 × 3 m) » */
export const estimateText = (estimate: Estimate) =>
  `${chfText(estimate.minChf)} – ${chfText(estimate.maxChf)}\u00a0CHF (${MATERIAU_LABELS[estimate.materiau]}, ${metresText(estimate.largeurCm)} × ${metresText(estimate.profondeurCm)}\u00a0m)`;

export const ESTIMATE_LABEL = 'Estimation indicative affichée';

/**
 * The details as labelled lines, in one order for the company e-mail, `leads show` and the back-office
 * (the product's name is resolved by the caller, which has the catalogue).
 */
export function projectLines(details: ProjectDetails, productName: string | null): [string, string][] {
  const lines: [string, string][] = [];
  if (productName) lines.push(['Produit', productName]);
  if (details.largeurCm !== null && details.profondeurCm !== null)
    lines.push(['Dimensions', sizeText(details.largeurCm, details.profondeurCm)]);
  else if (details.largeurCm !== null) lines.push(['Largeur', `${metresText(details.largeurCm)}\u00a0m`]);
  else if (details.profondeurCm !== null) lines.push(['Profondeur', `${metresText(details.profondeurCm)}\u00a0m`]);
  if (details.pose) lines.push(['Pose', POSE_LABELS[details.pose]]);
  const place = [details.codePostal, details.localite].filter(Boolean).join(' ');
  if (place || details.pays)
    lines.push(['Lieu', [place, details.pays ? COUNTRY_LABELS[details.pays] : ''].filter(Boolean).join(', ')]);
  if (details.delai) lines.push(['Délai souhaité', DELAI_LABELS[details.delai]]);
  if (details.contactPrefere || details.momentContact)
    lines.push([
      'Contact préféré',
      [
        details.contactPrefere ? CONTACT_PREFERE_LABELS[details.contactPrefere] : '',
        details.momentContact ? MOMENT_LABELS[details.momentContact].toLowerCase() : '',
      ]
        .filter(Boolean)
        .join(', '),
    ]);
  if (details.estimation) lines.push([ESTIMATE_LABEL, estimateText(details.estimation)]);
  return lines;
}
