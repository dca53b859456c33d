import type { ChangeEvent } from 'react';
import type { OfficeKey } from '@/content/office-hours';
import { KIND_HINTS, KIND_LABELS, KINDS, type Kind } from '@/features/booking/words';
import { Field } from '@/components/forms/field-pieces';
import type { BookingOffice } from './booking-offices';
import { VISIT_ADDRESS_FIELDS, type VisitLineField, type VisitLineName } from '@/features/booking/model/address-fields';
import { AddressField } from './visit-address-fields';

/** The choice's values and, in the picker, what changes them; without handlers the fields are the browser's own. */
export interface ChoiceState {
  kind: Kind;
  /** '' for « D’après le code postal » (the forms without JavaScript: no script moves the select as one types). */
  office: OfficeKey | '';
  postcode: string;
  onKind?: (kind: Kind) => void;
  onOffice?: (office: OfficeKey) => void;
  onPostcode?: (postcode: string) => void;
  onPostcodeBlur?: () => void;
  /** The postcode's error, once the visitor has left the field or sent the form. */
  postcodeError?: string;
  /**
   * A visit's lines (street, town…), asked with the postcode when `kind` is « visite »; left out, the choice
   * has the postcode alone (the static page before JavaScript, which only leads to the slots).
   */
  address?: AddressState;
}

/** A visit's lines under the no-JS form's names, and what changes them. */
export interface AddressState {
  values: Record<VisitLineName, string>;
  onChange?: (name: VisitLineName, text: string) => void;
  onBlur?: (name: VisitLineName) => void;
  errorFor?: (name: VisitLineName) => string | undefined;
}

/** A radio's look: a card with the native radio, 44 px high at least, marked when checked. */
export const choiceCardClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-dark bg-white p-4 has-checked:border-copper-dark has-checked:bg-cream';
export const radioClass = 'mt-0.5 size-5 shrink-0 accent-copper-dark';

/**
 * What the visitor books and with which office: the kind (radios), the project's postcode, which
 * chooses the office, and the office (a select the visitor can change). Field names are the no-JS form's
 * (`type`, `code_postal`, `bureau`): the static page's form sends them to /rendez-vous/creneaux.
 */
export function BookingChoice({
  offices,
  idPrefix,
  state,
  byPostcode = false,
}: {
  offices: readonly BookingOffice[];
  idPrefix: string;
  state: ChoiceState;
  /** Offers « D’après le code postal » first in the select: the server then picks the office from the postcode. */
  byPostcode?: boolean;
}) {
  const { onKind, onOffice, onPostcode, address } = state;
  const visit = state.kind === 'visite' && address !== undefined;
  const kindProps = (kind: Kind) =>
    onKind ? { checked: state.kind === kind, onChange: () => onKind(kind) } : { defaultChecked: state.kind === kind };
  const officeProps = onOffice
    ? {
        value: state.office,
        onChange: (event: ChangeEvent<HTMLSelectElement>) => {
          const chosen = offices.find((office) => office.key === event.target.value);
          if (chosen) onOffice(chosen.key);
        },
      }
    : { defaultValue: state.office };
  const addressField = (input: VisitLineField) => {
    const name = input.form;
    return {
      input,
      idPrefix,
      value: address?.values[name] ?? '',
      onChange: address?.onChange && ((text: string) => address.onChange?.(name, text)),
      onBlur: () => address?.onBlur?.(name),
      error: address?.errorFor?.(name),
    };
  };
  const officeHint = offices.map((office) => `${office.country}\u00a0: bureau de ${office.label}`).join('\u00a0; ');
  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="mb-3 font-semibold">Type de rendez-vous</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {KINDS.map((kind) => (
            <label key={kind} className={choiceCardClass}>
              <input type="radio" name="type" value={kind} className={radioClass} {...kindProps(kind)} />
              <span>
                <span className="block font-semibold">{KIND_LABELS[kind]}</span>
                <span className="mt-1 block text-sm text-muted">{KIND_HINTS[kind]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {visit ? (
        <p className="-mb-2 font-semibold" data-testid="booking-address-intro">
          Où a lieu la visite&nbsp;?
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        {VISIT_ADDRESS_FIELDS.map((field) =>
          field.key !== 'postcode' ? (
            visit ? (
              <AddressField key={field.form} {...addressField(field)} />
            ) : null
          ) : (
            // The visit's postcode, or, for a call, the project's (which chooses the office).
            <AddressField
              key={field.form}
              input={field}
              idPrefix={idPrefix}
              label={visit ? undefined : 'Code postal du projet'}
              required={visit}
              hint={visit ? undefined : officeHint}
              value={state.postcode}
              onChange={onPostcode}
              onBlur={state.onPostcodeBlur}
              error={state.postcodeError}
            />
          ),
        )}
        <Field id={`${idPrefix}-bureau`} label="Bureau" hint={visit ? officeHint : undefined}>
          {(control) => (
            <select {...control} name="bureau" {...officeProps}>
              {byPostcode ? <option value="">D’après le code postal</option> : null}
              {offices.map((office) => (
                <option key={office.key} value={office.key}>
                  {office.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
