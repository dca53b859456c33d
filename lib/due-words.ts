import { officeHours, type OfficeKey } from '@/content/office-hours';
import { addDays, wallClock } from './zoned-time';

/**
 * The due time of a first contact as a visitor reads it (« nous vous appelons d’ici demain 11 h »), on the
 * office's wall clock. Apart from lib/office-hours.ts so that a client component can word a due time without
 * the holiday rules of every country.
 */

const NBSP = '\u00a0';
// Days are formatted at noon UTC, so naming them must not shift them into another zone.
const weekdayName = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });

/** « 11 h », « 15 h 30 », « 9 h 05 », with non-breaking spaces, from minutes since midnight. */
export function frenchClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}`;
}

/** « mardi 1er décembre »: an ISO day of the coming weeks, in full without its year. */
export function dayInFull(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const date = noon.getUTCDate();
  return `${weekdayName.format(noon)} ${date === 1 ? '1er' : date} ${monthName.format(noon)}`;
}

function dayInWords(day: string, today: string) {
  if (day === today) return 'aujourd’hui';
  if (day === addDays(today, 1)) return 'demain';
  // Past a week, or before today, a weekday alone would name the wrong day.
  if (day > today && day < addDays(today, 7)) return weekdayName.format(new Date(`${day}T12:00:00Z`));
  return `le ${dayInFull(day)}`;
}

/** « d’ici aujourd’hui 15 h 30 », « d’ici demain 11 h », « d’ici lundi 10 h », « d’ici le mardi 1er juin 9 h ». */
export function dueInWords(due: Date, now: Date, office: OfficeKey): string {
  const zone = officeHours[office].timeZone;
  const { day, minutes } = wallClock(due, zone);
  return `d’ici ${dayInWords(day, wallClock(now, zone).day)} ${frenchClock(minutes)}`;
}
