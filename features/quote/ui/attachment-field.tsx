import clsx from 'clsx';
import type { ChangeEvent, RefObject } from 'react';
import { ACCEPT_ATTRIBUTE, ACCEPTED_FORMATS_HELP, MAX_ATTACHMENT_HELP } from '@/lib/contact-rules';
import { DRAFT_FILE_NOTICE } from '@/lib/tab-draft';
import { FieldError, RequiredMark } from '@/components/forms/field-pieces';

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
