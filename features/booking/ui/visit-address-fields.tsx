import type { ChangeEvent } from 'react';
import {
  VISIT_ADDRESS_FIELDS,
  type AddressFieldSpec,
  type VisitAddressName,
} from '@/features/booking/model/address-fields';
import { Field } from '@/components/forms/field-pieces';

/**
 * A visit's address fields, one markup for the picker (features/booking/ui/booking-choice.tsx, controlled)
 * and the page without JavaScript (/rendez-vous/creneaux, the browser's own fields, required by it and checked
 * again by the API). Each is an entry of features/booking/model/address-fields.ts, under its no-JS name.
 */

/** A field's value and, in the picker, what changes it; without `onChange` the field is the browser's. */
export interface AddressControl {
  value: string;
  onChange?: (text: string) => void;
  onBlur?: () => void;
  error?: string;
}

const bound = ({ value, onChange, onBlur }: AddressControl) =>
  onChange
    ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value), onBlur }
    : { defaultValue: value };

type FieldProps = AddressControl & { idPrefix: string; label?: string; required?: boolean; hint?: string };

/**
 * One field of the address, an entry of the table under its no-JS name: required when the entry has a `missing`
 * message, unless `required` says otherwise.
 */
export function AddressField({
  input,
  idPrefix,
  label,
  required,
  hint,
  ...control
}: FieldProps & { input: AddressFieldSpec }) {
  const name = input.form;
  return (
    <Field
      id={`${idPrefix}-${name.replace('_', '-')}`}
      label={label ?? input.label}
      required={required ?? Boolean(input.missing)}
      error={control.error}
      hint={hint}
      className={input.wide ? 'sm:col-span-2' : undefined}
    >
      {(props) => (
        <input
          {...props}
          name={name}
          type="text"
          inputMode={input.numeric ? 'numeric' : undefined}
          autoComplete={input.autoComplete}
          maxLength={input.maxLength}
          placeholder={input.placeholder}
          {...bound(control)}
        />
      )}
    </Field>
  );
}

/** All of them on the page without JavaScript, filled with what the link or the previous form gave. */
export function VisitAddressFields({
  idPrefix,
  values,
}: {
  idPrefix: string;
  values: Record<VisitAddressName, string>;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {VISIT_ADDRESS_FIELDS.map((field) => (
        <AddressField key={field.form} input={field} idPrefix={idPrefix} value={values[field.form]} />
      ))}
    </div>
  );
}
