'use client';

import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  ACCEPT_ATTRIBUTE,
  CONTACT_FIELD_LABELS,
  ACCEPTED_FORMATS_HELP,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  MAX_ATTACHMENT_HELP,
  productSubject,
  type ContactField,
  type ContactTextField,
  type SERVER_REQUIRED_FIELDS,
} from '@/lib/contact-rules';
import type { FieldErrors } from '@/lib/contact-schema';
import { parseEstimateParams, estimateFormValues, type CarriedQuote } from '@/lib/estimate-params';
import { forgetQuote, quoteParams } from '@/lib/quote-context';
import { DRAFT_FILE_NOTICE, forgetDraft, readDraft, saveDraft, type Draft } from '@/lib/tab-draft';
import { metresText, postcodeCountry, PROJECT_FIELDS, type Estimate } from '@/lib/project-details';
import { GOAL_QUOTE_SENT } from '@/lib/track-goal';
import { bookingHref } from '@/lib/paths';
import type { ProductGroup } from '@/lib/product-lookup';
import { EMPTY_PROJECT, ProjectFields, type ProjectValues } from './project-fields';
import {
  Field,
  FieldError,
  inputClass,
  MissingSummary,
  RequiredMark,
  RequiredNote,
  SubmitButton,
} from '@/components/forms/field-pieces';
import { LastingAnswer } from '@/components/forms/lasting-answer';
import {
  BOOK_LABEL,
  confirmationOffice,
  CONTACT_SUCCESS_TITLE,
  QuoteSentDetails,
  type ConfirmationOffice,
} from './quote-sent-details';
import { useHydrated } from '@/components/ui/use-hydrated';
import { TOAST_CLEARANCE } from '@/components/forms/toast-clearance';

/** Where the script posts, and the form itself without script. */
const QUOTE_API = '/api/contact';

/**
 * The quote request form, shared by /contact and /realisations (spec sections 4, 5, 8).
 * Validates with the server's zod schema (lib/contact-schema.ts) and shows the errors
 * next to the fields after blur or submit; posts multipart data to /api/contact.
 *
 * zod and sonner are not part of the page's first load: they are imported when the visitor
 * first touches the form (focus, pointer, input). Until the schema has arrived the form
 * counts as not yet valid, which an empty form is anyway.
 */
type ContactSchemaModule = typeof import('@/lib/contact-schema');
const loadSchema = () => import('@/lib/contact-schema');
const loadToast = () => import('./contact-toast');
const ContactToaster = dynamic(() => loadToast().then((module) => module.ContactToaster), { ssr: false });

async function showContactToast(...args: Parameters<typeof import('./contact-toast').showContactToast>) {
  const { showContactToast: show } = await loadToast();
  show(...args);
}

type ServerRequiredField = (typeof SERVER_REQUIRED_FIELDS)[number];

type ContactFieldSettings = { label: string; placeholder: string; required: boolean };

/** Per-page overrides. Fields the server always requires can only stay required. */
type ContactFieldOverrides = {
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
  /**
   * The products by category for the optional « Votre projet » fields; without it the
   * form has no such fields (features/quote/quote-form.tsx, `projectDetails`).
   */
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
const contactFormDefaults: { fields: Record<ContactField, ContactFieldSettings>; submitLabel: string } = {
  fields: {
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
  },
  submitLabel: 'Envoyer ma demande',
};

const CONTACT_ERROR_TITLE = 'Erreur';
export const CONTACT_NETWORK_ERROR = 'Une erreur est survenue lors de l\u2019envoi du message. Veuillez réessayer.';

const TEXT_FIELDS: readonly ContactTextField[] = ['nom', 'prenom', 'email', 'telephone', 'societe', 'sujet', 'message'];
const EMPTY: Record<ContactTextField, string> = {
  nom: '',
  prenom: '',
  email: '',
  societe: '',
  telephone: '',
  sujet: '',
  message: '',
};

const INPUT_TYPES: Partial<Record<ContactTextField, string>> = { email: 'email', telephone: 'tel' };
const AUTOCOMPLETE: Record<ContactTextField, string> = {
  nom: 'family-name',
  prenom: 'given-name',
  email: 'email',
  societe: 'organization',
  telephone: 'tel',
  sujet: 'off',
  message: 'off',
};

type ApiAnswer = {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
  reference?: number;
  /** When the first contact is due, in words (« d’ici demain 11 h »). */
  callBack?: string;
  /** The booking page tied to this request: `/rendez-vous?demande=<token>` on the site's address. */
  booking?: string;
};

/** What a sent request leaves in the form's place until the visitor asks for a new form. */
type Sent = {
  reference: number | null;
  callBack: string | null;
  office: ConfirmationOffice | null;
  /** Where « Réserver une visite » leads: the booking page tied to the request, else the plain one. */
  booking: string;
  height: number;
};

/**
 * How the summary names what is missing: the field's label in lower case, « valide » when something
 * was typed that does not pass (« e-mail valide »).
 */
const SUMMARY_NAMES: Partial<Record<string, string>> = {
  file: 'pièce jointe',
  code_postal: 'code postal',
  localite: 'localité',
  delai: 'délai',
  contact_prefere: 'moyen de contact',
  moment_contact: 'moment de contact',
};

function isApiAnswer(value: unknown): value is ApiAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiAnswer).success === 'boolean' &&
    typeof (value as ApiAnswer).message === 'string'
  );
}

function mergeSettings(overrides: ContactFieldOverrides = {}): Record<ContactField, ContactFieldSettings> {
  const merged = { ...contactFormDefaults.fields };
  for (const key of Object.keys(merged) as ContactField[]) merged[key] = { ...merged[key], ...overrides[key] };
  return merged;
}

/**
 * Reads `?produit=` and what the estimator carries (lib/estimate-params.ts) on the client, so the page
 * itself stays statically generated: from the URL, or from the tab when a plain link led here
 * (lib/quote-context.ts).
 */
function ProductFromQuery({
  names,
  onProduct,
  onCarried,
}: {
  names: Readonly<Record<string, string>>;
  onProduct: (key: string, name: string) => void;
  onCarried: (carried: CarriedQuote) => void;
}) {
  const params = useSearchParams();
  const query = params?.toString() ?? '';
  useEffect(() => {
    const search = quoteParams(new URLSearchParams(query));
    const key = search.get('produit');
    const name = key && Object.hasOwn(names, key) ? names[key] : undefined;
    if (key && name) onProduct(key, name);
    onCarried(parseEstimateParams(search));
  }, [query, names, onProduct, onCarried]);
  return null;
}

const NO_PRODUCTS: Readonly<Record<string, string>> = {};

/** The tab's draft of this form (lib/tab-draft.ts), shared by /contact and /realisations. */
const DRAFT = 'quote';

/** The draft's values for the fields `current` has empty: what is already there (typed, carried) stays. */
function fillEmpty<T extends Record<string, string>>(current: T, draft: Draft): T {
  const filled: Record<string, string> = { ...current };
  for (const name of Object.keys(current)) if (!filled[name] && draft[name]) filled[name] = draft[name];
  return filled as T;
}

/** The form's order: the text fields, the file, then the project's fields. */
const fieldOrder = (name: string) => {
  const text = (TEXT_FIELDS as readonly string[]).indexOf(name);
  if (text !== -1) return text;
  if (name === 'file') return TEXT_FIELDS.length;
  const project = (PROJECT_FIELDS as readonly string[]).indexOf(name);
  return TEXT_FIELDS.length + 1 + (project === -1 ? PROJECT_FIELDS.length : project);
};

/** The project fields sent, with the estimate's hidden ones. */
function projectFormValues(project: ProjectValues, estimate: Estimate | null): Record<string, string> {
  const values: Record<string, string> = estimateFormValues(estimate);
  for (const name of PROJECT_FIELDS) if (project[name].trim() !== '') values[name] = project[name];
  return values;
}

export function ContactForm({
  fields: overrides,
  productNames = NO_PRODUCTS,
  productGroups,
  submitLabel = contactFormDefaults.submitLabel,
  intro,
  offices = [],
  className,
}: ContactFormProps) {
  const settings = useMemo(() => mergeSettings(overrides), [overrides]);
  const hydrated = useHydrated();
  const [rules, setRules] = useState<ContactSchemaModule | null>(null);
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => {
    if (engaged) return;
    setEngaged(true);
    void loadSchema().then(setRules, (error: unknown) => {
      console.error('Erreur lors du chargement de la validation du formulaire:', error);
      setEngaged(false); // the next focus or input tries again
    });
  }, [engaged]);
  // From a product page the subject is the product's: a placeholder here, written by the server when left empty.
  const [subjectHint, setSubjectHint] = useState<string | null>(null);
  const schema = useMemo(
    () => rules?.buildContactFieldsSchema({ societe: settings.societe.required }) ?? null,
    [rules, settings.societe.required],
  );
  const uid = useId();
  const fieldId = (name: string) => `${uid}-${name}`;

  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [produit, setProduit] = useState<string | null>(null);
  const [project, setProject] = useState<ProjectValues>(EMPTY_PROJECT);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  /** null until the tab's draft has been read at hydration (nothing is saved before); true when one came back. */
  const [draftRestored, setDraftRestored] = useState<boolean | null>(null);

  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  const [startedAtValue, setStartedAtValue] = useState('');

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    startedAt.current = Date.now();
    setStartedAtValue(String(startedAt.current));
    // Text typed before hydration is in the fields but not in the state: take it over. The tab's draft fills what
    // is still empty; the project's fields keep what a link carried.
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<ContactTextField, string>> = {};
    for (const name of TEXT_FIELDS) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value)
        typed[name] = field.value;
    }
    const draft = readDraft(DRAFT);
    if (draft) {
      setValues((current) => fillEmpty({ ...current, ...typed }, draft));
      if (productGroups) setProject((current) => fillEmpty(current, draft));
    } else if (Object.keys(typed).length > 0) {
      setValues((current) => ({ ...current, ...typed }));
    }
    setDraftRestored(Boolean(draft));
    if (draft || Object.keys(typed).length > 0) engage();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  // What is typed stays in the tab through a reload, the back button or a detour (honeypot and timing excepted).
  useEffect(() => {
    if (draftRestored === null || sent) return;
    saveDraft(DRAFT, productGroups ? { ...project, ...values } : values);
  }, [draftRestored, sent, values, project, productGroups]);

  const clientErrors = useMemo<FieldErrors>(() => {
    if (!rules || !schema) return { form: 'pending' };
    const result = schema.safeParse(subjectHint && !values.sujet.trim() ? { ...values, sujet: subjectHint } : values);
    const errors = result.success ? {} : rules.fieldErrorsOf(result.error);
    if (file) {
      const meta = rules.attachmentMetaSchema.safeParse({ name: file.name, size: file.size });
      if (!meta.success) errors.file = meta.error.issues[0]?.message;
    } else if (settings.file.required) {
      errors.file = CONTACT_MESSAGES.fileRequired;
    }
    if (productGroups) {
      const details = rules.projectFieldsSchema.safeParse(projectFormValues(project, estimate));
      if (!details.success) Object.assign(errors, rules.fieldErrorsOf(details.error));
    }
    return errors;
  }, [rules, schema, values, subjectHint, file, settings.file.required, productGroups, project, estimate]);

  const isValid = Object.keys(clientErrors).length === 0;
  const errorFor = (name: string) =>
    serverErrors[name] ?? (touched[name] || showAll || name === 'estimation' ? clientErrors[name] : undefined);

  const typedIn = (name: string) =>
    Boolean(
      name in values ? values[name as ContactTextField] : name === 'file' ? file : project[name as keyof ProjectValues],
    );
  // What keeps the button grey, once the visitor has started, named beside it: the empty fields first
  // (what is missing), then those to correct, each in the form's order.
  const started = showAll || Object.keys(touched).length > 0;
  const missing =
    rules && started
      ? Object.keys(clientErrors)
          .filter((name) => name !== 'form')
          .sort((a, b) => Number(typedIn(a)) - Number(typedIn(b)) || fieldOrder(a) - fieldOrder(b))
      : [];
  const summaryName = (name: string) => {
    const base = name in settings ? settings[name as ContactField].label.toLowerCase() : (SUMMARY_NAMES[name] ?? name);
    return typedIn(name) ? `${base} valide` : base;
  };
  /** Tapping the summary: every message shows, and the first field to fix takes the focus, in view. */
  const fixFirst = () => {
    setShowAll(true);
    const field = formRef.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`);
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  const productKeys = useMemo(
    () => new Set(productGroups?.flatMap((group) => group.products.map((product) => product.key))),
    [productGroups],
  );
  const onProduct = useCallback(
    (key: string, name: string) => {
      setProduit(key);
      // A product of the list is picked in the select; a category key stays the lead's product unless one is picked.
      if (productKeys.has(key)) setProject((current) => (current.produit ? current : { ...current, produit: key }));
      setSubjectHint(productSubject(name));
    },
    [productKeys],
  );
  const onCarried = useCallback(
    (carried: CarriedQuote) => {
      if (!productGroups) return;
      const size = (cm: number | null) => (cm === null ? undefined : metresText(cm));
      setProject((current) => ({
        ...current,
        largeur: current.largeur || (size(carried.largeurCm) ?? ''),
        profondeur: current.profondeur || (size(carried.profondeurCm) ?? ''),
      }));
      if (carried.estimation) {
        setEstimate(carried.estimation);
        engage(); // the estimate is part of what the schema checks
      }
    },
    [productGroups, engage],
  );
  const updateProject = (name: keyof ProjectValues, value: string) => {
    setProject((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const update = (name: ContactTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  const blur = (name: string) => () =>
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setTouched((current) => ({ ...current, file: true }));
    setServerErrors((current) => ({ ...current, file: undefined }));
  };
  const removeFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };

  const reset = () => {
    setValues(EMPTY);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    if (honeypot.current) honeypot.current.value = '';
    setProduit(null);
    setSubjectHint(null);
    setProject(EMPTY_PROJECT);
    setEstimate(null);
    setTouched({});
    setShowAll(false);
    setServerErrors({});
    setDraftRestored(false);
    startedAt.current = Date.now();
    setStartedAtValue(String(startedAt.current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return; // a second submit while one is in flight is ignored
    if (!isValid) {
      setShowAll(true);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);

    const data = new FormData();
    for (const name of TEXT_FIELDS) if (values[name].trim() !== '') data.append(name, values[name]);
    if (file) data.append('file', file, file.name);
    // The select decides for the products it lists; a category key from the URL goes when none is picked.
    const chosenProduct = productGroups
      ? project.produit || (produit && !productKeys.has(produit) ? produit : '')
      : produit;
    if (chosenProduct) data.append('produit', chosenProduct);
    if (productGroups)
      for (const [name, value] of Object.entries(projectFormValues(project, estimate))) data.append(name, value);
    data.append('website', honeypot.current?.value ?? '');
    data.append('form_started_at', String(startedAt.current));
    data.append('fill_ms', String(Date.now() - startedAt.current));
    // Where the visit came from: it leaves the browser now, with the request, and never before.
    // Loaded by the site shell once the page was idle: at hand by the time a visitor sends.
    // A chunk that cannot load sends the request without them.
    const signals = await import('@/lib/visit-signals').catch(() => null);
    for (const [name, value] of signals?.visitSourceFields() ?? []) data.append(name, value);

    try {
      const response = await fetch(QUOTE_API, {
        method: 'POST',
        body: data,
        headers: { Accept: 'application/json' },
      });
      const answer: unknown = await response.json().catch(() => null);
      if (isApiAnswer(answer) && answer.success && response.ok) {
        signals?.trackGoal(GOAL_QUOTE_SENT);
        const booking = bookingHref(answer.booking);
        void showContactToast('success', CONTACT_SUCCESS_TITLE, answer.message, { href: booking, label: BOOK_LABEL });
        const country = postcodeCountry(project.code_postal)?.pays;
        setSent({
          reference: typeof answer.reference === 'number' ? answer.reference : null,
          callBack: typeof answer.callBack === 'string' ? answer.callBack.slice(0, 80) : null,
          office: confirmationOffice(offices, country),
          booking,
          height: formRef.current?.offsetHeight ?? 0,
        });
        // Sent: the draft and the estimate are done with; a reload shows an empty form.
        forgetDraft(DRAFT);
        forgetQuote();
        reset();
      } else if (isApiAnswer(answer) && !answer.success) {
        // The server explained the refusal: its message, and its errors next to the fields.
        void showContactToast('error', CONTACT_ERROR_TITLE, answer.message);
        setServerErrors(answer.errors ?? {});
      } else {
        throw new Error(`Réponse inattendue du serveur (HTTP ${response.status})`);
      }
    } catch (error) {
      console.error('Erreur lors de l\u2019envoi du formulaire de contact:', error);
      void showContactToast('error', CONTACT_ERROR_TITLE, CONTACT_NETWORK_ERROR);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const renderTextField = (name: ContactTextField, wide = false) => {
    const hinted = name === 'sujet' && subjectHint !== null;
    const setting = hinted ? { ...settings[name], placeholder: subjectHint, required: false } : settings[name];
    const error = errorFor(name);
    const common = {
      name,
      value: values[name],
      placeholder: setting.placeholder,
      maxLength: CONTACT_LIMITS[name],
      autoComplete: AUTOCOMPLETE[name],
      onChange: update(name),
      onBlur: blur(name),
    };
    return (
      <Field
        id={fieldId(name)}
        label={setting.label}
        required={setting.required}
        error={error}
        className={clsx(wide && 'sm:col-span-2')}
      >
        {(control) =>
          name === 'message' ? (
            <textarea {...control} {...common} rows={6} className={clsx(control.className, 'min-h-40 resize-y')} />
          ) : (
            <input
              {...control}
              {...common}
              type={INPUT_TYPES[name] ?? 'text'}
              inputMode={name === 'telephone' ? 'tel' : undefined}
            />
          )
        }
      </Field>
    );
  };

  const fileError = errorFor('file');
  const fileHelpId = `${fieldId('file')}-help`;
  const fileErrorId = `${fieldId('file')}-error`;
  const fileNoticeId = `${fieldId('file')}-draft`;

  return (
    <div
      className={clsx('rounded-card bg-white p-6 shadow-card sm:p-10', className)}
      onFocus={engage}
      onPointerDown={engage}
      onInput={engage}
      onChange={engage}
    >
      {intro}
      {sent ? (
        <SentConfirmation sent={sent} onNewForm={() => setSent(null)} />
      ) : (
        // Without script the browser posts the form itself (the API answers with a page) and checks its
        // constraints first; once hydrated, the script checks and sends, with its own messages.
        <form
          ref={formRef}
          action={QUOTE_API}
          method="post"
          encType="multipart/form-data"
          noValidate={hydrated}
          onSubmit={onSubmit}
          aria-busy={submitting}
          className="grid gap-6 sm:grid-cols-2"
          data-testid="contact-form"
          data-validation={rules ? 'ready' : 'pending'}
        >
          {renderTextField('nom')}
          {renderTextField('prenom')}
          {renderTextField('email')}
          {renderTextField('telephone')}
          {renderTextField('societe')}
          {renderTextField('sujet')}
          {renderTextField('message', true)}

          <div className="sm:col-span-2">
            <label htmlFor={fieldId('file')} className="mb-2 block font-semibold">
              {settings.file.label}
              {settings.file.required ? <RequiredMark /> : null}
            </label>
            <input
              ref={fileInput}
              id={fieldId('file')}
              name="file"
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              required={settings.file.required}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={clsx(fileHelpId, draftRestored && !file && fileNoticeId, fileError && fileErrorId)}
              onChange={onFileChange}
              className={clsx(
                'block w-full rounded-lg border border-dashed bg-cream px-4 py-3 text-base text-muted',
                'file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-anthracite file:px-5 file:font-semibold file:text-white hover:file:bg-anthracite-soft',
                fileError ? 'border-error' : 'border-stone-dark',
              )}
            />
            <p id={fileHelpId} className="mt-2 text-sm text-muted">
              {ACCEPTED_FORMATS_HELP} — {MAX_ATTACHMENT_HELP}
            </p>
            {draftRestored && !file ? (
              <p id={fileNoticeId} className="mt-2 text-sm font-medium text-anthracite" data-testid="draft-file-notice">
                {DRAFT_FILE_NOTICE}
              </p>
            ) : null}
            {file ? (
              <button
                type="button"
                onClick={removeFile}
                className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
              >
                Retirer le fichier
              </button>
            ) : null}
            <FieldError id={fileErrorId} message={fileError} />
          </div>

          {productGroups ? (
            <ProjectFields
              groups={productGroups}
              values={project}
              estimate={estimate}
              fieldId={fieldId}
              errorFor={errorFor}
              onChange={updateProject}
              onBlur={blur}
              inputClass={inputClass}
            />
          ) : null}

          {/* Anti-spam without third parties: a field people never see, and the time taken to fill the form. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={fieldId('website')}>Site web (ne pas remplir)</label>
            <input
              ref={honeypot}
              id={fieldId('website')}
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
            <input type="hidden" name="form_started_at" value={startedAtValue} />
          </div>

          <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <RequiredNote />
            <div className="flex flex-col gap-2 sm:items-end">
              <SubmitButton label={submitLabel} busy={submitting} blocked={hydrated && !isValid} />
              <MissingSummary
                names={submitting ? [] : missing.map(summaryName)}
                onFix={fixFirst}
                testId="contact-missing"
              />
            </div>
          </div>
        </form>
      )}
      <Suspense fallback={null}>
        <ProductFromQuery names={productNames} onProduct={onProduct} onCarried={onCarried} />
      </Suspense>
      {engaged ? <ContactToaster /> : null}
    </div>
  );
}

/**
 * The lasting answer to a sent request, in the form's place: its reference, what happens next, the
 * office's phone, and the way back to a new form. It keeps the form's height up to one screen, and the
 * page is scrolled to its top: a long phone form does not leave a screen of blank below the answer, and
 * what follows moves only outside the screen (no visible shift).
 */
function SentConfirmation({ sent, onNewForm }: { sent: Sent; onNewForm: () => void }) {
  return (
    // Below the success toast, which stays at the top as the spec wants: its heading and reference stay readable.
    <LastingAnswer
      title="Demande bien reçue"
      height={sent.height}
      scrollMargin={TOAST_CLEARANCE}
      testId="contact-confirmation"
    >
      <QuoteSentDetails {...sent} />
      <button
        type="button"
        onClick={onNewForm}
        className="inline-flex min-h-12 items-center rounded-full border border-anthracite/30 px-6 font-semibold hover:border-anthracite"
      >
        Envoyer une autre demande
      </button>
    </LastingAnswer>
  );
}
