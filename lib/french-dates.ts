/**
 * Days and times as the site writes them in French (« mardi 1er décembre », « 9 h 05 », « lundi », « 09:00 »):
 * the due time of a first contact (lib/due-words.ts), the appointments (features/booking/words.ts) and the office
 * hours the back office edits. Pure and without content modules, so that client components can use it.
 */

const NBSP = '\u00a0';
// Days are formatted at noon UTC, so naming them must not shift them into another zone.
const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** « 11 h », « 15 h 30 », « 9 h 05 », with non-breaking spaces, from minutes since midnight. */
export function frenchClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}`;
}

/** « lundi » of an ISO day. */
export const weekdayInFull = (day: string) => weekdayFormat.format(noonOf(day));

/** « mardi 1er décembre » of an ISO day. */
export const dayInFull = (day: string): string => dayInWords(day, { year: false });

/** ISO weekdays, Monday 1. */
export const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1] ?? '';

/** « 09:00 » of minutes since midnight, as an `<input type="time">` shows it. */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const dayFormat = (year: boolean) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
const WITH_YEAR = dayFormat(true);
const WITHOUT_YEAR = dayFormat(false);

/** « mardi 1er décembre 2026 » (or without the year) of an ISO day. */
export function dayInWords(day: string, { year = true }: { year?: boolean } = {}): string {
  const words = (year ? WITH_YEAR : WITHOUT_YEAR).format(new Date(`${day}T12:00:00Z`));
  return words.replace(/^(\S+) 1 /, '$1 1er ');
}
