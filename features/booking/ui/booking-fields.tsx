import clsx from 'clsx';
import type { ChangeEvent } from 'react';
import { CONTACT_LIMITS } from '@/lib/contact-rules';
import { Field } from '@/components/forms/field-pieces';

/** The visitor's contact fields of a booking, named as the no-JS form posts them. */
export const BOOKING_FIELDS = ['nom', 'email', 'telephone', 'message'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export const BOOKING_FIELD_LABELS: Record<BookingField, string> = {
  nom: 'Nom et prénom',
  email: 'E-mail',
  telephone: 'Téléphone',
  message: 'Message (facultatif)',
};

const SETTINGS: Record<
  BookingField,
  { required: boolean; type?: string; inputMode?: 'tel'; autoComplete: string; placeholder: string }
> = {
  nom: { required: true, autoComplete: 'name', placeholder: 'Camille Dupont' },
  email: { required: true, type: 'email', autoComplete: 'email', placeholder: 'prenom.nom@exemple.ch' },
  telephone: { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+41 79 123 45 67' },
  message: {
    required: false,
    autoComplete: 'off',
    placeholder: 'Accès, étage, ce que vous aimeriez nous montrer…',
  },
};

/**
 * Name, e-mail, phone and an optional message. Controlled by the picker (`values`, `onChange`, errors after blur);
 * plain fields, required by the browser, on the page rendered without JavaScript.
 */
export function BookingFields({
  idPrefix,
  phoneHint,
  values,
  defaults,
  errorFor,
  onChange,
  onBlur,
}: {
  idPrefix: string;
  /** Under the phone: for a call, the number we call. */
  phoneHint?: string;
  values?: Record<BookingField, string>;
  /** The page without JavaScript: what a link's parameters pre-fill (uncontrolled). */
  defaults?: Partial<Record<BookingField, string>>;
  errorFor?: (name: BookingField) => string | undefined;
  onChange?: (name: BookingField, value: string) => void;
  onBlur?: (name: BookingField) => void;
}) {
  const field = (name: BookingField, wide = false) => {
    const setting = SETTINGS[name];
    const common = {
      name,
      placeholder: setting.placeholder,
      autoComplete: setting.autoComplete,
      maxLength: CONTACT_LIMITS[name],
      ...(values && onChange
        ? {
            value: values[name],
            onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              onChange(name, event.target.value),
          }
        : { defaultValue: defaults?.[name] }),
      onBlur: onBlur ? () => onBlur(name) : undefined,
    };
    return (
      <Field
        key={name}
        id={`${idPrefix}-${name}`}
        label={BOOKING_FIELD_LABELS[name]}
        required={setting.required}
        error={errorFor?.(name)}
        hint={name === 'telephone' ? phoneHint : undefined}
        className={clsx(wide && 'sm:col-span-2')}
      >
        {(control) =>
          name === 'message' ? (
            <textarea {...control} {...common} rows={4} className={clsx(control.className, 'min-h-28 resize-y')} />
          ) : (
            <input {...control} {...common} type={setting.type ?? 'text'} inputMode={setting.inputMode} />
          )
        }
      </Field>
    );
  };
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {field('nom', true)}
      {field('email')}
      {field('telephone')}
      {field('message', true)}
    </div>
  );
}
