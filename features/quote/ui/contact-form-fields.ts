import {
  CONTACT_FIELD_LABELS,
  CONTACT_MESSAGES,
  type ContactField,
  type ContactTextField,
  type SERVER_REQUIRED_FIELDS,
} from '@/lib/contact-rules';
import { type Estimate, PROJECT_FIELDS } from '@/lib/project-details';
import type { ReactNode } from 'react';
import type { ProductGroup } from '@/lib/product-lookup';
import type { Draft } from '@/lib/tab-draft';
import type { ConfirmationOffice } from './quote-sent-details';
import type { FieldErrors } from '@/lib/contact-schema';
import type { FormRules } from '@/components/forms/use-form-engine';
import { estimateFormValues } from '@/lib/estimate-params';
import type { ProjectValues } from './project-fields';

/** The quote form's fields: their labels and placeholders, which a page may change, and their order. */

type ServerRequiredField = (typeof SERVER_REQUIRED_FIELDS)[number];

export type ContactFieldSettings = { label: string; placeholder: string; required: boolean };

/** Per-page overrides. Fields the server always requires can only stay required. */
export type ContactFieldOverrides = {
  [K in ContactField]?: {
    label?: string;
    placeholder?: string;
    required?: K extends ServerRequiredField ? true : boolean;
  };
};

export type ContactFormProps = {
  fields?: ContactFieldOverrides;
  /** Product and category names by key, for `?produit={key}` (lib/product-lookup.ts). */
  productNames?: Readonly<Record<string, string>>;
  /** The products by category for the optional « Votre projet » fields; without it the form has none. */
  productGroups?: readonly ProductGroup[];
  submitLabel?: string;
  /**
   * The offices' phones for the confirmation after a send (content/site.ts, given by the server so the
   * site's data stays out of the browser's bundle): the one of the visitor's country, Geneva by default.
   */
  offices?: readonly ConfirmationOffice[];
  /** Shown under the title of the form card; none by default. */
  intro?: ReactNode;
  className?: string;
};

/** The spec's defaults: everything required except the company and the file. */
const DEFAULT_FIELDS: Record<ContactField, ContactFieldSettings> = {
  nom: { label: CONTACT_FIELD_LABELS.nom, placeholder: 'Votre nom', required: true },
  prenom: { label: CONTACT_FIELD_LABELS.prenom, placeholder: 'Votre prénom', required: true },
  email: { label: CONTACT_FIELD_LABELS.email, placeholder: 'prenom.nom@exemple.ch', required: true },
  societe: { label: CONTACT_FIELD_LABELS.societe, placeholder: 'Nom de votre société (facultatif)', required: false },
  telephone: { label: CONTACT_FIELD_LABELS.telephone, placeholder: '+41 79 123 45 67', required: true },
  sujet: {
    label: CONTACT_FIELD_LABELS.sujet,
    placeholder: 'Ex.\u00a0: pergola bioclimatique pour une terrasse de 20\u00a0m²',
    required: true,
  },
  message: {
    label: CONTACT_FIELD_LABELS.message,
    placeholder: 'Décrivez votre projet\u00a0: dimensions, emplacement, matériaux souhaités, délai…',
    required: true,
  },
  file: { label: CONTACT_FIELD_LABELS.file, placeholder: '', required: false },
};

export const DEFAULT_SUBMIT_LABEL = 'Envoyer ma demande';

export function mergeSettings(overrides: ContactFieldOverrides = {}): Record<ContactField, ContactFieldSettings> {
  const merged = { ...DEFAULT_FIELDS };
  for (const key of Object.keys(merged) as ContactField[]) merged[key] = { ...merged[key], ...overrides[key] };
  return merged;
}

export const TEXT_FIELDS: readonly ContactTextField[] = [
  'nom',
  'prenom',
  'email',
  'telephone',
  'societe',
  'sujet',
  'message',
];
export const EMPTY_TEXT = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<ContactTextField, string>;

export const INPUT_TYPES: Partial<Record<ContactTextField, string>> = { email: 'email', telephone: 'tel' };
export const AUTOCOMPLETE: Record<ContactTextField, string> = {
  nom: 'family-name',
  prenom: 'given-name',
  email: 'email',
  societe: 'organization',
  telephone: 'tel',
  sujet: 'off',
  message: 'off',
};

/** How the summary names a field that has no label of the text fields' (the project's, the file). */
const SUMMARY_NAMES: Partial<Record<string, string>> = {
  file: 'pièce jointe',
  code_postal: 'code postal',
  localite: 'localité',
  delai: 'délai',
  contact_prefere: 'moyen de contact',
  moment_contact: 'moment de contact',
};

export const summaryNameOf = (settings: Record<ContactField, ContactFieldSettings>) => (name: string) =>
  name in settings ? settings[name as ContactField].label.toLowerCase() : (SUMMARY_NAMES[name] ?? name);

/** The form's order: the text fields, the file, then the project's fields. */
export const fieldOrder = (name: string) => {
  const text = (TEXT_FIELDS as readonly string[]).indexOf(name);
  if (text !== -1) return text;
  if (name === 'file') return TEXT_FIELDS.length;
  const project = (PROJECT_FIELDS as readonly string[]).indexOf(name);
  return TEXT_FIELDS.length + 1 + (project === -1 ? PROJECT_FIELDS.length : project);
};

/** The draft's values for the fields `current` has empty: what is already there (typed, carried) stays. */
export function fillEmpty<T extends Record<string, string>>(current: T, draft: Draft): T {
  const filled: Record<string, string> = { ...current };
  for (const name of Object.keys(current)) if (!filled[name] && draft[name]) filled[name] = draft[name];
  return filled as T;
}

type ContactFieldsSchema = ReturnType<FormRules['buildContactFieldsSchema']>;

/**
 * What the quote form holds that the server would refuse, by field, with the server's own rules: the text
 * fields (the subject a product page suggests counts as written), the file's name and size, the project's fields.
 */
export function quoteErrors(
  rules: FormRules,
  schema: ContactFieldsSchema,
  form: {
    values: Record<string, string>;
    subjectHint: string | null;
    file: File | null;
    fileRequired: boolean;
    /** The project's fields as sent, or null when the form has none. */
    project: Record<string, string> | null;
  },
): FieldErrors {
  const { values, subjectHint, file } = form;
  const result = schema.safeParse(subjectHint && !values.sujet?.trim() ? { ...values, sujet: subjectHint } : values);
  const errors = result.success ? {} : rules.fieldErrorsOf(result.error);
  if (file) {
    const meta = rules.attachmentMetaSchema.safeParse({ name: file.name, size: file.size });
    if (!meta.success) errors.file = meta.error.issues[0]?.message;
  } else if (form.fileRequired) {
    errors.file = CONTACT_MESSAGES.fileRequired;
  }
  if (form.project) {
    const details = rules.projectFieldsSchema.safeParse(form.project);
    if (!details.success) Object.assign(errors, rules.fieldErrorsOf(details.error));
  }
  return errors;
}

export const CONTACT_ERROR_TITLE = 'Erreur';
export const CONTACT_NETWORK_ERROR = 'Une erreur est survenue lors de l\u2019envoi du message. Veuillez réessayer.';

/** Where the script posts, and the form itself without script. */
export const QUOTE_API = '/api/contact';

/** The project fields sent, with the estimate's hidden ones. */
export function projectFormValues(project: ProjectValues, estimate: Estimate | null): Record<string, string> {
  const values: Record<string, string> = estimateFormValues(estimate);
  for (const name of PROJECT_FIELDS) if (project[name].trim() !== '') values[name] = project[name];
  return values;
}
