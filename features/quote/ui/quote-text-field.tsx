import clsx from 'clsx';
import type { ChangeEvent } from 'react';
import { CONTACT_LIMITS, type ContactTextField as FieldName } from '@/lib/contact-rules';
import { Field } from '@/components/forms/field-pieces';
import { AUTOCOMPLETE, INPUT_TYPES, type ContactFieldSettings } from './contact-form-fields';

/** One of the quote's text fields: the message a textarea, the others inputs with their keyboard and autofill. */
export function QuoteTextField({
  name,
  id,
  setting,
  value,
  error,
  wide = false,
  onChange,
  onBlur,
}: {
  name: FieldName;
  id: string;
  setting: ContactFieldSettings;
  value: string;
  error: string | undefined;
  wide?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}) {
  const common = {
    name,
    value,
    placeholder: setting.placeholder,
    maxLength: CONTACT_LIMITS[name],
    autoComplete: AUTOCOMPLETE[name],
    onChange,
    onBlur,
  };
  return (
    <Field
      id={id}
      label={setting.label}
      required={setting.required}
      error={error}
      className={clsx(wide && 'sm:col-span-2')}
    >
      {(control) =>
        name === 'message' ? (
          <textarea {...control} {...common} rows={6} className={clsx(control.className, 'min-h-40 resize-y')} />
        ) : (
          <input
            {...control}
            {...common}
            type={INPUT_TYPES[name] ?? 'text'}
            inputMode={name === 'telephone' ? 'tel' : undefined}
          />
        )
      }
    </Field>
  );
}
