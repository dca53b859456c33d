import clsx from 'clsx';
import type { ReactNode } from 'react';
import { productNames } from '@/lib/product-lookup';
import { StaffField } from './staff-field';
import { staffButton, staffInput } from './staff-ui';

/** The back-office's server-side form pieces: a labelled select, a filter form's pieces, a one-button action form (fields: staff-field.tsx). */

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

/** A filter's product choice: every catalogue product, plus the stored ones no longer in it, by French name. */
export function ProductSelect({ stored, defaultValue }: { stored: readonly string[]; defaultValue: string }) {
  const products = [...new Set([...Object.keys(productNames), ...stored])]
    .filter(Boolean)
    .sort((a, b) => (productNames[a] ?? a).localeCompare(productNames[b] ?? b, 'fr'));
  return (
    <StaffSelect
      id="produit"
      label="Produit"
      any="Tous"
      defaultValue={defaultValue}
      options={products.map((key) => [key, productNames[key] ?? key] as const)}
    />
  );
}

/** A filter form's « Du » and « Au » days (fields du and au). */
export function DateRangeFields({ from, to }: { from: string; to: string }) {
  return (
    <>
      <StaffField id="du" label="Du">
        <input id="du" name="du" type="date" defaultValue={from} className={staffInput} />
      </StaffField>
      <StaffField id="au" label="Au">
        <input id="au" name="au" type="date" defaultValue={to} className={staffInput} />
      </StaffField>
    </>
  );
}

/** A filter form's two buttons: submit, and back to the unfiltered page. */
export function FilterButtons({ resetHref, className }: { resetHref: string; className?: string }) {
  return (
    <div className={clsx('flex items-end gap-2', className)}>
      <button type="submit" className={staffButton('primary')}>
        Filtrer
      </button>
      <a href={resetHref} className={staffButton('secondary')}>
        Réinitialiser
      </a>
    </div>
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
