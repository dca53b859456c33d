import { BOOKING_KIND_KEYS, type BookingKindKey } from './model/rules';
import { dayInFull, frenchClock } from '@/lib/french-dates';
import { wallClock } from '@/lib/zoned-time';

/**
 * How the site words appointments, in the browser (features/booking/ui/booking-picker.tsx) and in the
 * pages the server renders: the kinds, the slots grouped by day (the refusals: features/booking/model/rules.ts). Pure and without content modules
 * (zod), so that the picker loads it with the page.
 */

/** The kinds a visitor books (BOOKING_KIND_KEYS), under the short names of the booking components. */
export const KINDS = BOOKING_KIND_KEYS;
export type Kind = BookingKindKey;
export const isKind = (value: unknown): value is Kind =>
  typeof value === 'string' && (KINDS as readonly string[]).includes(value);

export const KIND_LABELS: Record<Kind, string> = {
  visite: 'Visite gratuite sur place',
  appel: 'Appel téléphonique',
};
export const KIND_HINTS: Record<Kind, string> = {
  visite: 'Un conseiller vient voir votre terrasse et prendre les mesures (1\u00a0h environ).',
  appel: 'Un conseiller vous appelle pour parler de votre projet (20\u00a0minutes).',
};

/** A slot as lists show it: its instant and its time on the office's clock ('HH:MM'). */
export interface ShownSlot {
  startsAt: string;
  time: string;
}
export interface SlotDay {
  /** ISO day on the office's clock. */
  day: string;
  /** « mardi 1er décembre » */
  label: string;
  slots: ShownSlot[];
}

/** « 9 h », « 14 h 20 » of a slot's 'HH:MM'. */
export const timeText = (time: string) => frenchClock(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));

/** The office's day and 'HH:MM' of an instant. */
export function slotAt(startsAt: string, timeZone: string): ShownSlot & { day: string } {
  const { day, minutes } = wallClock(new Date(startsAt), timeZone);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { startsAt: new Date(startsAt).toISOString(), day, time };
}

/** « mardi 1er décembre à 9 h » of an instant, on the office's clock. */
export function slotInWords(startsAt: string, timeZone: string): string {
  const slot = slotAt(startsAt, timeZone);
  return `${dayInFull(slot.day)} à ${timeText(slot.time)}`;
}

/** Slots in time order (as slotsOf gives them, `day` on the office's clock), grouped under their day. */
export function slotDays(slots: readonly (ShownSlot & { day: string })[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const { startsAt, day, time } of slots) {
    const last = days.at(-1);
    if (last?.day === day) last.slots.push({ startsAt, time });
    else days.push({ day, label: dayInFull(day), slots: [{ startsAt, time }] });
  }
  return days;
}
