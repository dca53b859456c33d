/**
 * The fields of a visit's address, in the form's order: the one table the rules (address.ts, schema.ts), the
 * inputs (with JavaScript or without), the API's JSON, the stored record and the links read. Plain data, no
 * import: client components load it with the page. The postcode is the one field a call asks too (it chooses the
 * office) and has its own column and rules; the others, the address's lines, are stored together (records.ts).
 */

export interface AddressFieldSpec {
  /** The API's JSON name, the booking record's and the stored JSON's. */
  key: string;
  /** The no-JS form's name, a link's query parameter and the CSV's column; with « - » for « _ », the input's id. */
  form: string;
  label: string;
  /** Its name in « À vérifier » and in the summary of what is missing, when not its label in lower case. */
  summary?: string;
  autoComplete: string;
  maxLength: number;
  placeholder: string;
  /** Across both columns. */
  wide?: boolean;
  /** The phone's digit keyboard. */
  numeric?: boolean;
  /** Said when a required field is left empty; an optional one has none. */
  missing?: string;
  /** Said when it is longer than `maxLength`, before « : N caractères au plus. ». */
  tooLong?: string;
}

export const VISIT_ADDRESS_FIELDS = [
  {
    key: 'street',
    form: 'rue',
    label: 'Rue et numéro',
    autoComplete: 'street-address',
    maxLength: 120,
    placeholder: 'Ex.\u00a0: Chemin des Vignes 12',
    wide: true,
    missing: 'Indiquez la rue et le numéro où a lieu la visite.',
    tooLong: 'Adresse trop longue',
  },
  {
    key: 'postcode',
    form: 'code_postal',
    label: 'Code postal',
    autoComplete: 'postal-code',
    maxLength: 10,
    placeholder: 'Ex.\u00a0: 1225',
    numeric: true,
    missing: 'Indiquez le code postal du lieu de la visite.',
  },
  {
    key: 'town',
    form: 'localite',
    label: 'Localité',
    autoComplete: 'address-level2',
    maxLength: 80,
    placeholder: 'Ex.\u00a0: Chêne-Bourg',
    missing: 'Indiquez la localité où a lieu la visite.',
    tooLong: 'Localité trop longue',
  },
] as const satisfies readonly AddressFieldSpec[];

export type VisitAddressField = (typeof VISIT_ADDRESS_FIELDS)[number];
export type VisitAddressKey = VisitAddressField['key'];
/** The no-JS form's names of the address's fields. */
export type VisitAddressName = VisitAddressField['form'];

/** The address's lines: every field but the postcode. */
export type VisitLineField = Exclude<VisitAddressField, { key: 'postcode' }>;
export type VisitLineKey = VisitLineField['key'];
export type VisitLineName = VisitLineField['form'];

export const VISIT_LINE_FIELDS = VISIT_ADDRESS_FIELDS.filter(({ key }) => key !== 'postcode') as VisitLineField[];

/** The fields' no-JS names, in the form's order. */
export const VISIT_ADDRESS_NAMES: readonly VisitAddressName[] = VISIT_ADDRESS_FIELDS.map(({ form }) => form);

/** Each field's no-JS name with the JSON name it stands for (rules.ts's BOOKING_FORM_FIELDS). */
export const VISIT_ADDRESS_FORM_NAMES = Object.fromEntries(
  VISIT_ADDRESS_FIELDS.map((field) => [field.form, field.key]),
) as { [F in VisitAddressField as F['form']]: F['key'] };

/** Each field's name in « À vérifier » and in the summary of what is missing, under its no-JS name. */
export const VISIT_ADDRESS_SUMMARY_NAMES = Object.fromEntries(
  VISIT_ADDRESS_FIELDS.map((field: AddressFieldSpec) => [field.form, field.summary ?? field.label.toLowerCase()]),
) as Record<VisitAddressName, string>;

/** The address under its JSON names, from values under the no-JS form's names (the picker holds those). */
export const addressOfForm = (values: Record<VisitAddressName, string>) =>
  Object.fromEntries(VISIT_ADDRESS_FIELDS.map((field) => [field.key, values[field.form]])) as Record<
    VisitAddressKey,
    string
  >;
