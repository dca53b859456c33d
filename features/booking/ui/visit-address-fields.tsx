import type { ChangeEvent } from 'react';
import { VISIT_ADDRESS_LIMITS } from '@/features/booking/model/address';
import { Field } from '@/components/forms/field-pieces';

/**
 * A visit's address fields, one markup for the picker (features/booking/ui/booking-choice.tsx, controlled)
 * and the page without JavaScript (/rendez-vous/creneaux, the browser's own fields, required by it and checked
 * again by the API). Names are the no-JS form's: `rue`, `code_postal`, `localite`.
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

type AddressInput = {
  idSuffix: string;
  label: string;
  autoComplete: string;
  maxLength: number;
  placeholder: string;
  /** Across both columns. */
  wide?: boolean;
  /** The phone's digit keyboard. */
  numeric?: boolean;
};

/** The address's inputs, under the no-JS form's names: one entry a field, read by the picker and the no-JS page. */
const ADDRESS_INPUTS = {
  rue: {
    idSuffix: 'rue',
    label: 'Rue et numéro',
    autoComplete: 'street-address',
    maxLength: VISIT_ADDRESS_LIMITS.street,
    placeholder: 'Ex.\u00a0: Chemin des Vignes 12',
    wide: true,
  },
  code_postal: {
    idSuffix: 'code-postal',
    label: 'Code postal',
    autoComplete: 'postal-code',
    maxLength: 10,
    placeholder: 'Ex.\u00a0: 1225',
    numeric: true,
  },
  localite: {
    idSuffix: 'localite',
    label: 'Localité',
    autoComplete: 'address-level2',
    maxLength: VISIT_ADDRESS_LIMITS.town,
    placeholder: 'Ex.\u00a0: Chêne-Bourg',
  },
} as const satisfies Record<string, AddressInput>;

type FieldProps = AddressControl & { idPrefix: string; label?: string; required?: boolean; hint?: string };

function AddressField({
  name,
  idPrefix,
  label,
  required = true,
  hint,
  ...control
}: FieldProps & { name: keyof typeof ADDRESS_INPUTS }) {
  const input: AddressInput = ADDRESS_INPUTS[name];
  return (
    <Field
      id={`${idPrefix}-${input.idSuffix}`}
      label={label ?? input.label}
      required={required}
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

export const StreetField = (props: FieldProps) => <AddressField name="rue" {...props} />;
/** The postcode: the visit's, or, for a call, the project's (which chooses the office). */
export const PostcodeField = (props: FieldProps) => <AddressField name="code_postal" {...props} />;
export const TownField = (props: FieldProps) => <AddressField name="localite" {...props} />;

/** The three of them on the page without JavaScript, filled with what the link or the previous form gave. */
export function VisitAddressFields({
  idPrefix,
  street,
  postcode,
  town,
}: {
  idPrefix: string;
  street: string;
  postcode: string;
  town: string;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <StreetField idPrefix={idPrefix} value={street} />
      <PostcodeField idPrefix={idPrefix} value={postcode} />
      <TownField idPrefix={idPrefix} value={town} />
    </div>
  );
}
