'use client';
import { useActionState, type ComponentProps } from 'react';
import { EMPTY_FORM, PERIOD_LIMITS, type FormState } from '@/features/booking/model/hours-form';
import { WEEKDAY_NAMES } from '@/lib/french-dates';
import { StaffField } from '@/components/equipe/staff-field';
import { staffButton, staffInput } from '@/components/equipe/staff-ui';

/**
 * The forms of /equipe/rendez-vous/disponibilites: a weekly period (add or edit) and a closed day. Each posts
 * to its Server Action through useActionState, so that a refusal comes back with a French message next to
 * each field and what was typed, with or without JavaScript; a success reloads the page with the change.
 */

type FormAction = (previous: FormState, form: FormData) => Promise<FormState>;

/** A labelled input, its message under it and tied to it (aria-describedby); what was typed comes back. */
function Field({
  id,
  name,
  label,
  state,
  defaultValue,
  ...input
}: { id: string; name: string; label: string; state: FormState } & ComponentProps<'input'>) {
  const error = state.errors[name];
  const describedBy = error ? `${id}-erreur` : undefined;
  return (
    <StaffField id={id} label={label}>
      <input
        id={id}
        name={name}
        className={staffInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={state.values[name] ?? defaultValue}
        {...input}
      />
      <FieldError id={describedBy} message={error} />
    </StaffField>
  );
}

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-error-dark">
      {message}
    </p>
  ) : null;
}

export interface PeriodValues {
  jour: string;
  debut: string;
  fin: string;
  duree: string;
  places: string;
}

/** A weekly period: day, start, end, slot length, seats; `prefix` keeps its fields' ids apart on the page. */
export function BookingPeriodForm({
  action,
  initial,
  prefix,
  legend,
  submitLabel,
}: {
  action: FormAction;
  initial: PeriodValues;
  prefix: string;
  legend: string;
  submitLabel: string;
}) {
  const [state, formAction, busy] = useActionState(action, EMPTY_FORM);
  const value = (name: keyof PeriodValues) => state.values[name] ?? initial[name];
  const dayError = state.errors.jour;
  return (
    <form action={formAction} noValidate>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <legend className="sr-only">{legend}</legend>
        <StaffField id={`${prefix}-jour`} label="Jour">
          {/* React applies a select's defaultValue once: a new key brings back the day that was typed. */}
          <select
            key={value('jour')}
            id={`${prefix}-jour`}
            name="jour"
            defaultValue={value('jour')}
            className={staffInput}
            aria-invalid={dayError ? true : undefined}
            aria-describedby={dayError ? `${prefix}-jour-erreur` : undefined}
          >
            {WEEKDAY_NAMES.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
          <FieldError id={`${prefix}-jour-erreur`} message={dayError} />
        </StaffField>
        <Field
          id={`${prefix}-debut`}
          name="debut"
          label="Début"
          type="time"
          state={state}
          defaultValue={value('debut')}
          required
        />
        <Field
          id={`${prefix}-fin`}
          name="fin"
          label="Fin"
          type="time"
          state={state}
          defaultValue={value('fin')}
          required
        />
        <Field
          id={`${prefix}-duree`}
          name="duree"
          label="Créneau (min)"
          type="number"
          inputMode="numeric"
          min={PERIOD_LIMITS.slot.min}
          max={PERIOD_LIMITS.slot.max}
          state={state}
          defaultValue={value('duree')}
          required
        />
        <Field
          id={`${prefix}-places`}
          name="places"
          label="Places"
          type="number"
          inputMode="numeric"
          min={PERIOD_LIMITS.capacity.min}
          max={PERIOD_LIMITS.capacity.max}
          state={state}
          defaultValue={value('places')}
          required
        />
        <div className="flex items-end">
          <button type="submit" className={staffButton('primary', 'w-full')} disabled={busy}>
            {busy ? 'Enregistrement…' : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** A closed day: the date and a label staff will recognise (« Formation », « Salon de l’habitat »). */
export function BookingClosureForm({ action, today }: { action: FormAction; today: string }) {
  const [state, formAction, busy] = useActionState(action, EMPTY_FORM);
  return (
    <form action={formAction} noValidate className="grid gap-3 sm:grid-cols-[12rem_1fr_auto]">
      <Field id="fermeture-jour" name="jour" label="Jour" type="date" min={today} state={state} required />
      <Field
        id="fermeture-libelle"
        name="libelle"
        label="Libellé"
        maxLength={PERIOD_LIMITS.label}
        placeholder="Formation, salon, absence…"
        state={state}
        required
      />
      <div className="flex items-end">
        <button type="submit" className={staffButton('primary', 'w-full')} disabled={busy}>
          {busy ? 'Enregistrement…' : 'Fermer ce jour'}
        </button>
      </div>
    </form>
  );
}
