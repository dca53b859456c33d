/**
 * Where a lead came from: the fields the browser keeps for the tab's visit (lib/visit-source.ts)
 * and sends with a form, named as the `leads` columns that store them.
 * Nothing here trusts the browser: a value that is too long, holds control characters or markup, or is not
 * the shape its field expects is dropped (null), never a reason to refuse the visitor's request.
 */

const UTM_PARTS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export const FIRST_UTM_FIELDS = UTM_PARTS.map((part) => `first_utm_${part}` as const);
export const LAST_UTM_FIELDS = UTM_PARTS.map((part) => `last_utm_${part}` as const);
type UtmField = (typeof FIRST_UTM_FIELDS)[number] | (typeof LAST_UTM_FIELDS)[number];
const TEXT_FIELDS = [...FIRST_UTM_FIELDS, ...LAST_UTM_FIELDS, 'referrer_host', 'landing_page', 'form_page'] as const;
type TextField = UtmField | 'referrer_host' | 'landing_page' | 'form_page';

export const DEVICES = ['mobile', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Every field a form may send, as the multipart body names them. */
export const SOURCE_FIELDS = [...TEXT_FIELDS, 'click_id_present', 'device'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

export type LeadSource = Record<TextField, string | null> & {
  /** A gclid, fbclid or msclkid was in an address of the visit; its value is never kept. */
  click_id_present: boolean;
  device: Device | null;
};

export const NO_SOURCE: LeadSource = Object.freeze({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, null])) as Record<TextField, null>),
  click_id_present: false,
  device: null,
});

/** The longest value kept: a real campaign name is far shorter, so anything longer is forged. */
export const SOURCE_MAX = 200;

/**
 * What a campaign tag may hold: letters, digits, spaces and common punctuation. No control character,
 * no < > " ` \ (markup, quoting), no = or ; (a spreadsheet's formula or a CSV separator).
 */
const UTM_VALUE = /^[\p{L}\p{N} _.,:+~|/()@'’!?&#%*-]+$/u;
/** A host name as URL.hostname gives it (punycode for accented names), or an IPv4 address. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A path of this site: one leading slash (// would be another host), path characters only, no query. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;

const SHAPES: Record<TextField, RegExp> = {
  ...(Object.fromEntries([...FIRST_UTM_FIELDS, ...LAST_UTM_FIELDS].map((field) => [field, UTM_VALUE])) as Record<
    UtmField,
    RegExp
  >),
  referrer_host: HOST,
  landing_page: SITE_PATH,
  form_page: SITE_PATH,
};

/** A UTM value as the back-office's filter accepts it (same rule as storing it). */
export const isUtmValue = (value: string) => value.length <= SOURCE_MAX && UTM_VALUE.test(value);

function kept(field: TextField, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = field === 'referrer_host' ? value.trim().toLowerCase() : value.trim();
  return text.length > 0 && text.length <= SOURCE_MAX && SHAPES[field].test(text) ? text : null;
}

/** The fields of a request, each kept or dropped on its own; a request without any gives NO_SOURCE. */
export function parseSource(read: (field: string) => unknown): LeadSource {
  const device = read('device');
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, kept(field, read(field))])) as Record<
      TextField,
      string | null
    >),
    click_id_present: read('click_id_present') === '1',
    device: (DEVICES as readonly unknown[]).includes(device) ? (device as Device) : null,
  };
}

const utmText = (source: LeadSource, fields: readonly UtmField[]): string | null => {
  const [name, medium, campaign, term, content] = fields.map((field) => source[field]);
  const main = [name, medium, campaign].map((value) => value ?? '—').join(' / ');
  const extra = [term && `terme\u00a0: ${term}`, content && `contenu\u00a0: ${content}`].filter(Boolean).join(', ');
  if (!name && !medium && !campaign && !extra) return null;
  return extra ? `${main} (${extra})` : main;
};

const DEVICE_LABELS: Record<Device, string> = { mobile: 'téléphone', desktop: 'ordinateur' };

/**
 * The source as « Label, value » lines, for the company e-mail and the lead page; only what is known.
 * The last touch shows when it differs from the first.
 */
export function sourceLines(source: LeadSource): [string, string][] {
  const first = utmText(source, FIRST_UTM_FIELDS);
  const last = utmText(source, LAST_UTM_FIELDS);
  const lines: [string, string | null][] = [
    ['Source (1re visite)', first],
    ['Source (dernière)', last !== first ? last : null],
    ['Identifiant de clic', source.click_id_present ? 'présent (valeur non conservée)' : null],
    ['Site référent', source.referrer_host],
    ['Page d’arrivée', source.landing_page],
    ['Page du formulaire', source.form_page],
    ['Appareil', source.device && DEVICE_LABELS[source.device]],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null);
}
