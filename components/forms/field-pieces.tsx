import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * The pieces the site's forms share (quote request, appointment booking): the label with its required mark, the
 * input's look, the error under the field, the summary of what is missing beside the button, the submit button.
 * No hooks: the booking page rendered by the server without JavaScript uses them too.
 */

export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-error">
        *
      </span>
      <span className="sr-only"> (obligatoire)</span>
    </>
  );
}

export const inputClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-lg border bg-white px-4 py-3 text-base text-anthracite placeholder:text-muted/80',
    'transition-colors duration-200 focus:border-copper',
    invalid ? 'border-error' : 'border-stone-dark hover:border-muted',
  );

export const labelClass = 'mb-2 block font-semibold';

/** The error under a field, announced as it appears; its id is the field's `-error`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-error">
      {message}
    </p>
  ) : null;
}

/** What a field's control receives from `Field`: its id, its error's link and its look. */
export type ControlProps = {
  id: string;
  required: boolean;
  'aria-required': boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/** A labelled field: the label (with the required mark), the control `children` draws, its error and a hint. */
export function Field({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = clsx(hint ? hintId : '', error ? errorId : '') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        required,
        'aria-required': required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described,
        className: inputClass(Boolean(error)),
      })}
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** « Les champs marqués * sont obligatoires. » */
export function RequiredNote() {
  return (
    <p className="text-sm text-muted">
      Les champs marqués{' '}
      <span aria-hidden="true" className="text-error">
        *
      </span>
      <span className="sr-only">d’un astérisque</span> sont obligatoires.
    </p>
  );
}

/**
 * Beside the grey button, once the visitor has started: what keeps it grey, named (« Il manque : nom, e-mail
 * valide »). Always in the page, so that screen readers hear it change (aria-live); tapping it shows every message.
 */
export function MissingSummary({
  names,
  onFix,
  testId,
}: {
  names: readonly string[];
  onFix: () => void;
  testId: string;
}) {
  return (
    <p aria-live="polite" className="text-sm sm:text-right" data-testid={testId}>
      {names.length > 0 ? (
        <button
          type="button"
          onClick={onFix}
          className="min-h-11 text-left font-medium text-error-dark underline underline-offset-4 sm:text-right"
        >
          Il manque&nbsp;: {names.join(', ')}
        </button>
      ) : null}
    </p>
  );
}

/** The form's button: grey while the form cannot go, a spinner while it is on its way. */
export function SubmitButton({
  label,
  busy = false,
  blocked = false,
}: {
  label: string;
  busy?: boolean;
  /** Grey and disabled (something is missing); a form without JavaScript leaves it enabled. */
  blocked?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={blocked || busy}
      className={clsx(
        'inline-flex min-h-12 shrink-0 items-center justify-center gap-3 rounded-full px-8 py-3 text-base font-semibold whitespace-nowrap transition-colors duration-200',
        blocked || busy
          ? 'cursor-not-allowed bg-stone-dark text-muted'
          : 'bg-copper-dark text-white hover:bg-copper-deep',
      )}
    >
      {busy ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          Envoi en cours...
        </>
      ) : (
        label
      )}
    </button>
  );
}
