import { CONTACT_MESSAGES } from '@/lib/contact-rules';
import type { FieldErrors } from '@/lib/contact-schema';
import type { FormRules } from '@/components/forms/use-form-engine';

type ContactFieldsSchema = ReturnType<FormRules['buildContactFieldsSchema']>;

/**
 * What the quote form holds that the server would refuse, by field, with the server's own rules: the text
 * fields (the subject a product page suggests counts as written), the file's name and size, the project's fields.
 */
export function quoteErrors(
  rules: FormRules,
  schema: ContactFieldsSchema,
  form: {
    values: Record<string, string>;
    subjectHint: string | null;
    file: File | null;
    fileRequired: boolean;
    /** The project's fields as sent, or null when the form has none. */
    project: Record<string, string> | null;
  },
): FieldErrors {
  const { values, subjectHint, file } = form;
  const result = schema.safeParse(subjectHint && !values.sujet?.trim() ? { ...values, sujet: subjectHint } : values);
  const errors = result.success ? {} : rules.fieldErrorsOf(result.error);
  if (file) {
    const meta = rules.attachmentMetaSchema.safeParse({ name: file.name, size: file.size });
    if (!meta.success) errors.file = meta.error.issues[0]?.message;
  } else if (form.fileRequired) {
    errors.file = CONTACT_MESSAGES.fileRequired;
  }
  if (form.project) {
    const details = rules.projectFieldsSchema.safeParse(form.project);
    if (!details.success) Object.assign(errors, rules.fieldErrorsOf(details.error));
  }
  return errors;
}
