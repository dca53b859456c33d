import type { FieldErrors } from '@/lib/contact-schema';

/**
 * The forms of /equipe/rendez-vous/disponibilites: a weekly period of an office and kind, and a
 * closed day. Pure and without zod, so that the client form loads it with the page; the Server Actions check
 * with features/booking/model/hours-schema.ts, on the same limits and French messages (the database's own CHECKs:
 * lib/server/db/migrations/0001-baseline/bookings.ts).
 */

export const PERIOD_LIMITS = { slot: { min: 10, max: 240 }, capacity: { min: 1, max: 20 }, label: 100 } as const;

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

export const PERIOD_FIELDS = ['jour', 'debut', 'fin', 'duree', 'places'] as const;
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
