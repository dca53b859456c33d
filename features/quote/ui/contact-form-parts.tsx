'use client';

import clsx from 'clsx';
import { useSearchParams } from 'next/navigation';
import { useEffect, type ChangeEvent, type RefObject } from 'react';
import { type CarriedQuote, parseEstimateParams } from '@/lib/estimate-params';
import { quoteParams } from '@/lib/quote-context';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_FORMATS_HELP,
  CONTACT_LIMITS,
  type ContactTextField as FieldName,
  MAX_ATTACHMENT_HELP,
} from '@/lib/contact-rules';
import { Field, FieldError, RequiredMark } from '@/components/forms/field-pieces';
import { AUTOCOMPLETE, type ContactFieldSettings, INPUT_TYPES } from './contact-form-fields';
import { DRAFT_FILE_NOTICE } from '@/lib/tab-draft';

/** The quote form's pieces: the URL reader, a text field, the attachment and the spam trap. */

/**
 * Reads `?produit=` and what the estimator carries (lib/estimate-params.ts) on the client, so the page
 * itself stays statically generated: from the URL, or from the tab when a plain link led here
 * (lib/quote-context.ts).
 */
export function ProductFromQuery({
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

/** One of the quote's text fields: the message a textarea, the others inputs with their keyboard and autofill. */
export function QuoteTextField({
  name,
  id,
  setting,
  value,
  error,
  wide = false,
  onChange,
  onBlur,
}: {
  name: FieldName;
  id: string;
  setting: ContactFieldSettings;
  value: string;
  error: string | undefined;
  wide?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}) {
  const common = {
    name,
    value,
    placeholder: setting.placeholder,
    maxLength: CONTACT_LIMITS[name],
    autoComplete: AUTOCOMPLETE[name],
    onChange,
    onBlur,
  };
  return (
    <Field
      id={id}
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
}

/**
 * The quote's optional file: its formats and size, a way to remove it, and the word that a restored draft
 * could not keep it (a browser cannot put a file back in a field).
 */
export function AttachmentField({
  id,
  label,
  required,
  file,
  error,
  draftRestored,
  inputRef,
  onChange,
  onRemove,
}: {
  id: string;
  label: string;
  required: boolean;
  file: File | null;
  error: string | undefined;
  draftRestored: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const noticeId = `${id}-draft`;
  const notice = draftRestored && !file;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-2 block font-semibold">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="file"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(helpId, notice && noticeId, error && errorId)}
        onChange={onChange}
        className={clsx(
          'block w-full rounded-lg border border-dashed bg-cream px-4 py-3 text-base text-muted',
          'file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-anthracite file:px-5 file:font-semibold file:text-white hover:file:bg-anthracite-soft',
          error ? 'border-error' : 'border-stone-dark',
        )}
      />
      <p id={helpId} className="mt-2 text-sm text-muted">
        {ACCEPTED_FORMATS_HELP} — {MAX_ATTACHMENT_HELP}
      </p>
      {notice ? (
        <p id={noticeId} className="mt-2 text-sm font-medium text-anthracite" data-testid="draft-file-notice">
          {DRAFT_FILE_NOTICE}
        </p>
      ) : null}
      {file ? (
        <button
          type="button"
          onClick={onRemove}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
        >
          Retirer le fichier
        </button>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * Anti-spam without third parties: a field people never see (robots fill it), and when the form was opened
 * (a form sent within a second or two was not typed by a person). The server reads both.
 */
export function SpamTrap({
  id,
  inputRef,
  startedAt,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  startedAt: number;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Site web (ne pas remplir)</label>
      <input ref={inputRef} id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      <input type="hidden" name="form_started_at" value={startedAt ? String(startedAt) : ''} />
    </div>
  );
}
