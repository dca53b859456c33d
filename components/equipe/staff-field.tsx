import type { ComponentProps, ReactNode } from 'react';
import { staffInput, staffLabel } from './staff-ui';

/**
 * A labelled field of the back-office's forms. Apart from staff-fields.tsx: the client forms (sign-in,
 * password, second factor) import only these, not the selects and action buttons of the server pages.
 */
export function StaffField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={staffLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled input whose field name is its id unless `name` says otherwise. */
export function StaffInput({
  id,
  label,
  className,
  ...input
}: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <StaffField id={id} label={label} className={className}>
      <input id={id} name={id} className={staffInput} {...input} />
    </StaffField>
  );
}

/** A labelled textarea whose field name is its id unless `name` says otherwise; `hint` goes under it. */
export function StaffTextarea({
  id,
  label,
  className,
  hint,
  ...textarea
}: { id: string; label: string; hint?: ReactNode } & ComponentProps<'textarea'>) {
  return (
    <StaffField id={id} label={label} className={className}>
      <textarea id={id} name={id} className={staffInput} {...textarea} />
      {hint}
    </StaffField>
  );
}
