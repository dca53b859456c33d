import type { ReactNode } from 'react';
import { StaffField } from './staff-field';
import { staffButton, staffInput } from './staff-ui';

/** The back-office's server-side form pieces: a labelled select, a one-button action form (fields: staff-field.tsx). */

/** A select whose field name is its id; `any` adds a first, empty choice (a filter's « Tous »). */
export function StaffSelect({
  id,
  label,
  options,
  defaultValue,
  any,
}: {
  id: string;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
  defaultValue?: string;
  any?: string;
}) {
  return (
    <StaffField id={id} label={label}>
      <select id={id} name={id} defaultValue={defaultValue} className={staffInput}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </StaffField>
  );
}

/** One button posting to a Server Action, with its hidden fields; works without JavaScript. */
export function ActionButton({
  action,
  fields = {},
  variant = 'secondary',
  className,
  ariaLabel,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  fields?: Record<string, string>;
  variant?: Parameters<typeof staffButton>[0];
  className?: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  return (
    <form action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className ?? staffButton(variant)} aria-label={ariaLabel}>
        {children}
      </button>
    </form>
  );
}
