'use client';

import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactTextField } from '@/lib/contact-rules';
import { forgetQuote } from '@/lib/quote-context';
import { forgetDraft } from '@/lib/tab-draft';
import { inputClass, MissingSummary, RequiredNote, SubmitButton } from '@/components/forms/field-pieces';
import { PENDING, useFieldFeedback, useLazyRules, useSubmitGuard } from '@/components/forms/use-form-engine';
import { useHydrated } from '@/components/ui/use-hydrated';
import { AttachmentField, QuoteTextField, ProductFromQuery, SpamTrap } from './contact-form-parts';
import {
  CONTACT_ERROR_TITLE,
  CONTACT_NETWORK_ERROR,
  DEFAULT_SUBMIT_LABEL,
  EMPTY_TEXT,
  fieldOrder,
  mergeSettings,
  summaryNameOf,
  TEXT_FIELDS,
  type ContactFormProps,
  projectFormValues,
  QUOTE_API,
  quoteErrors,
} from './contact-form-fields';

import type { QuoteSent, QuoteSentConfirmation } from './contact-form-sent';
import { EMPTY_PROJECT, ProjectFields, type ProjectValues } from './project-fields';
import { useCarriedQuote, QUOTE_DRAFT, useQuoteDraft } from './contact-form-state';

export type { ContactFormProps };

/**
 * The quote request form, shared by /contact and /realisations (spec sections 4, 5, 8). Validates with the
 * server's zod schema (lib/contact-schema.ts), loaded when the visitor first touches the form, and shows the
 * errors next to the fields after blur or submit; posts multipart data to /api/contact. sonner, too, waits for
 * the first touch.
 */
const loadToast = () => import('./contact-toast');
const ContactToaster = dynamic(() => loadToast().then((module) => module.ContactToaster), { ssr: false });
async function showContactToast(...args: Parameters<typeof import('./contact-toast').showContactToast>) {
  (await loadToast()).showContactToast(...args);
}

const NO_PRODUCTS: Readonly<Record<string, string>> = {};

/** A sent request: its answer, and the view that shows it in the form's place, loaded with the send. */
type Sent = { answer: QuoteSent; Confirmation: typeof QuoteSentConfirmation };

export function ContactForm({
  fields: overrides,
  productNames = NO_PRODUCTS,
  productGroups,
  submitLabel = DEFAULT_SUBMIT_LABEL,
  intro,
  offices = [],
  className,
}: ContactFormProps) {
  const settings = useMemo(() => mergeSettings(overrides), [overrides]);
  const hydrated = useHydrated();
  const { rules, engaged, engage } = useLazyRules();
  const schema = useMemo(
    () => rules?.buildContactFieldsSchema({ societe: settings.societe.required }) ?? null,
    [rules, settings.societe.required],
  );
  const uid = useId();
  const fieldId = (name: string) => `${uid}-${name}`;

  const [values, setValues] = useState(EMPTY_TEXT);
  const [file, setFile] = useState<File | null>(null);
  const [project, setProject] = useState<ProjectValues>(EMPTY_PROJECT);
  const [sent, setSent] = useState<Sent | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  const [startedAtValue, setStartedAtValue] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // When the visitor opened the form, for the anti-spam timing: on the client only, after hydration.
    startedAt.current = Date.now();
    setStartedAtValue(startedAt.current);
  }, []);
  const draft = useQuoteDraft({
    formRef,
    values,
    setValues,
    project: productGroups ? project : null,
    setProject,
    sent: sent !== null,
    engage,
  });
  const carried = useCarriedQuote({ productGroups, setProject, engage });
  const { subjectHint, estimate } = carried;

  const clientErrors = useMemo(
    () =>
      rules && schema
        ? quoteErrors(rules, schema, {
            values,
            subjectHint,
            file,
            fileRequired: settings.file.required,
            project: productGroups ? projectFormValues(project, estimate) : null,
          })
        : PENDING,
    [rules, schema, values, subjectHint, file, settings.file.required, productGroups, project, estimate],
  );

  const typedIn = (name: string) =>
    Boolean(
      name in values ? values[name as ContactTextField] : name === 'file' ? file : project[name as keyof ProjectValues],
    );
  const feedback = useFieldFeedback({
    clientErrors,
    typedIn,
    order: fieldOrder,
    summaryName: summaryNameOf(settings),
    formRef,
    shownAtOnce: ['estimation'],
  });
  const { errorFor, touch, edited } = feedback;
  const { submitting, guarded } = useSubmitGuard();

  const updateProject = (name: keyof ProjectValues, value: string) => {
    setProject((current) => ({ ...current, [name]: value }));
    edited(name);
  };
  const update = (name: ContactTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    edited(name);
  };
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    touch('file');
    edited('file');
  };
  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const reset = () => {
    setValues(EMPTY_TEXT);
    clearFile();
    if (honeypot.current) honeypot.current.value = '';
    setProject(EMPTY_PROJECT);
    carried.forget();
    feedback.reset();
    draft.forgotten();
    startedAt.current = Date.now();
    setStartedAtValue(startedAt.current);
  };

  const send = async () => {
    try {
      const { sendQuote, QuoteSentConfirmation } = await import('./contact-form-send');
      const outcome = await sendQuote({
        values,
        file,
        product: carried.productToSend(project.produit),
        project: productGroups ? projectFormValues(project, estimate) : null,
        honeypot: honeypot.current?.value ?? '',
        startedAt: startedAt.current,
        offices,
      });
      if ('errors' in outcome) return feedback.setServerErrors(outcome.errors);
      setSent({
        answer: { ...outcome.sent, height: formRef.current?.offsetHeight ?? 0 },
        Confirmation: QuoteSentConfirmation,
      });
      // Sent: the draft and the estimate are done with; a reload shows an empty form.
      forgetDraft(QUOTE_DRAFT);
      forgetQuote();
      reset();
    } catch (error) {
      console.error('Erreur lors de l\u2019envoi du formulaire de contact:', error);
      void showContactToast('error', CONTACT_ERROR_TITLE, CONTACT_NETWORK_ERROR);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && !feedback.isValid) return feedback.revealAll();
    void guarded(send);
  };

  const textField = (name: ContactTextField, wide = false) => {
    const hinted = name === 'sujet' && subjectHint !== null;
    const setting = hinted ? { ...settings[name], placeholder: subjectHint, required: false } : settings[name];
    return (
      <QuoteTextField
        key={name}
        name={name}
        id={fieldId(name)}
        setting={setting}
        value={values[name]}
        error={errorFor(name)}
        wide={wide}
        onChange={update(name)}
        onBlur={() => touch(name)}
      />
    );
  };

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
        <sent.Confirmation sent={sent.answer} onNewForm={() => setSent(null)} />
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
          {TEXT_FIELDS.map((name) => textField(name, name === 'message'))}
          <AttachmentField
            id={fieldId('file')}
            label={settings.file.label}
            required={settings.file.required}
            file={file}
            error={errorFor('file')}
            draftRestored={Boolean(draft.restored)}
            inputRef={fileInput}
            onChange={onFileChange}
            onRemove={() => {
              clearFile();
              fileInput.current?.focus();
            }}
          />
          {productGroups ? (
            <ProjectFields
              groups={productGroups}
              values={project}
              estimate={estimate}
              fieldId={fieldId}
              errorFor={errorFor}
              onChange={updateProject}
              onBlur={(name) => () => touch(name)}
              inputClass={inputClass}
            />
          ) : null}
          <SpamTrap id={fieldId('website')} inputRef={honeypot} startedAt={startedAtValue} />
          <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <RequiredNote />
            <div className="flex flex-col gap-2 sm:items-end">
              <SubmitButton label={submitLabel} busy={submitting} blocked={hydrated && !feedback.isValid} />
              <MissingSummary
                names={submitting ? [] : feedback.summary}
                onFix={feedback.fixFirst}
                testId="contact-missing"
              />
            </div>
          </div>
        </form>
      )}
      <Suspense fallback={null}>
        <ProductFromQuery names={productNames} onProduct={carried.onProduct} onCarried={carried.onCarried} />
      </Suspense>
      {engaged ? <ContactToaster /> : null}
    </div>
  );
}
