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

export function StreetField({ idPrefix, ...control }: AddressControl & { idPrefix: string }) {
  return (
    <Field id={`${idPrefix}-rue`} label="Rue et numéro" required error={control.error} className="sm:col-span-2">
      {(props) => (
        <input
          {...props}
          name="rue"
          type="text"
          autoComplete="street-address"
          maxLength={VISIT_ADDRESS_LIMITS.street}
          placeholder={'Ex.\u00a0: Chemin des Vignes 12'}
          {...bound(control)}
        />
      )}
    </Field>
  );
}

/** The postcode: the visit's, or, for a call, the project's (which chooses the office). */
export function PostcodeField({
  idPrefix,
  label = 'Code postal',
  required = true,
  hint,
  ...control
}: AddressControl & { idPrefix: string; label?: string; required?: boolean; hint?: string }) {
  return (
    <Field id={`${idPrefix}-code-postal`} label={label} required={required} error={control.error} hint={hint}>
      {(props) => (
        <input
          {...props}
          name="code_postal"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder={'Ex.\u00a0: 1225'}
          {...bound(control)}
        />
      )}
    </Field>
  );
}

export function TownField({ idPrefix, ...control }: AddressControl & { idPrefix: string }) {
  return (
    <Field id={`${idPrefix}-localite`} label="Localité" required error={control.error}>
      {(props) => (
        <input
          {...props}
          name="localite"
          type="text"
          autoComplete="address-level2"
          maxLength={VISIT_ADDRESS_LIMITS.town}
          placeholder={'Ex.\u00a0: Chêne-Bourg'}
          {...bound(control)}
        />
      )}
    </Field>
  );
}

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
