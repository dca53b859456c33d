import { z } from 'zod';
import { fieldErrorsOf } from '@/lib/contact-schema';
import { HOURS_MESSAGES, PERIOD_LIMITS, type FormState } from './hours-form';

/** The zod schemas of the availability forms (features/booking/model/hours-form.ts), for the Server Actions only. */

const clock = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: message })
    .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3)));

const whole = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,4}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));

/** The period form's fields: jour (1–7), debut and fin (HH:MM), duree (minutes), places. */
export const periodSchema = z
  .object({
    jour: whole(1, 7, HOURS_MESSAGES.weekday),
    debut: clock(HOURS_MESSAGES.start),
    fin: clock(HOURS_MESSAGES.end),
    duree: whole(PERIOD_LIMITS.slot.min, PERIOD_LIMITS.slot.max, HOURS_MESSAGES.slot),
    places: whole(PERIOD_LIMITS.capacity.min, PERIOD_LIMITS.capacity.max, HOURS_MESSAGES.capacity),
  })
  // Runs even when a field was refused (its value then may not be a number): each comparison needs its own two.
  .check((ctx) => {
    const { debut, fin, duree } = ctx.value;
    if (typeof debut !== 'number' || typeof fin !== 'number') return;
    if (debut >= fin) ctx.issues.push({ code: 'custom', input: fin, path: ['fin'], message: HOURS_MESSAGES.order });
    else if (Number.isInteger(duree) && fin - debut < duree) {
      ctx.issues.push({ code: 'custom', input: duree, path: ['duree'], message: HOURS_MESSAGES.tooShort(duree) });
    }
  });

export type PeriodInput = z.output<typeof periodSchema>;

/** The closed-day form's fields: jour (YYYY-MM-DD) and libelle. */
export const closureSchema = z.object({
  jour: z
    .string({ error: HOURS_MESSAGES.day })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: HOURS_MESSAGES.day })
    .refine((day) => new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day, { error: HOURS_MESSAGES.day }),
  libelle: z
    .string({ error: HOURS_MESSAGES.label })
    .trim()
    .min(1, { error: HOURS_MESSAGES.label })
    .max(PERIOD_LIMITS.label, { error: HOURS_MESSAGES.label }),
});

/** The typed values of `fields`, as text. */
export function typedValues(form: FormData, fields: readonly string[]): FormState['values'] {
  return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? '')]));
}

/** Parses the form's `fields` with `schema`: the values (and the typed text, for a later refusal), or the state to show again. */
export function readForm<T>(
  schema: z.ZodType<T>,
  form: FormData,
  fields: readonly string[],
): { ok: true; value: T; typed: FormState['values'] } | { ok: false; state: FormState } {
  const typed = typedValues(form, fields);
  const parsed = schema.safeParse(typed);
  return parsed.success
    ? { ok: true, value: parsed.data, typed }
    : { ok: false, state: { errors: fieldErrorsOf(parsed.error), values: typed } };
}
