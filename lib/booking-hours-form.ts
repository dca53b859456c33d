import { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from './contact-schema';

/**
 * The forms of /equipe/rendez-vous/disponibilites (issue 23): a weekly period of an office and kind, and a
 * closed day. Pure, so that the client form (its state) and the Server Actions (the check) share one set of
 * rules and French messages; the limits are the database's own CHECKs (migration 0014).
 */

export const PERIOD_LIMITS = { slot: { min: 10, max: 240 }, capacity: { min: 1, max: 20 }, label: 100 } as const;

/** ISO weekdays, Monday 1. */
export const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1] ?? '';

/** « 09:00 » of minutes since midnight, as an `<input type="time">` shows it. */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const HOURS_MESSAGES = {
  weekday: 'Choisissez un jour de la semaine.',
  start: 'Heure de début au format HH:MM (par exemple 09:00).',
  end: 'Heure de fin au format HH:MM (par exemple 12:00).',
  order: 'La fin doit suivre le début.',
  slot: `Durée d’un créneau\u00a0: de ${PERIOD_LIMITS.slot.min} à ${PERIOD_LIMITS.slot.max} minutes.`,
  capacity: `Places par créneau\u00a0: de ${PERIOD_LIMITS.capacity.min} à ${PERIOD_LIMITS.capacity.max}.`,
  tooShort: (slot: number) => `La plage est plus courte qu’un créneau de ${slot}\u00a0min.`,
  day: 'Choisissez une date.',
  past: 'Cette date est déjà passée.',
  label: `Donnez un libellé, ${PERIOD_LIMITS.label} caractères au plus (par exemple «\u00a0Formation\u00a0»).`,
} as const;

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
export const PERIOD_FIELDS = ['jour', 'debut', 'fin', 'duree', 'places'] as const;

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
export const CLOSURE_FIELDS = ['jour', 'libelle'] as const;

/**
 * What a refused form shows again: each field's message and what was typed. The page's form starts from
 * EMPTY_FORM; a success does not come back here (the action sends the browser back to the page).
 */
export interface FormState {
  errors: FieldErrors;
  values: Partial<Record<string, string>>;
}
export const EMPTY_FORM: FormState = { errors: {}, values: {} };

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
