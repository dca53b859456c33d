import { officeHours, type OfficeKey } from '@/content/office-hours';
import { dayInFull, frenchClock, weekdayInFull } from './french-dates';
import { addDays, wallClock } from './zoned-time';

/**
 * The due time of a first contact as a visitor reads it (« nous vous appelons d’ici demain 11 h »), on the
 * office's wall clock. Apart from lib/office-hours.ts so that a client component can word a due time without
 * the holiday rules of every country.
 */

// Also the appointments' words (features/booking/server/answer.ts): written in lib/french-dates.ts, which client components load.
export { dayInFull, frenchClock };

function dayInWords(day: string, today: string) {
  if (day === today) return 'aujourd’hui';
  if (day === addDays(today, 1)) return 'demain';
  // Past a week, or before today, a weekday alone would name the wrong day.
  if (day > today && day < addDays(today, 7)) return weekdayInFull(day);
  return `le ${dayInFull(day)}`;
}

/** « d’ici aujourd’hui 15 h 30 », « d’ici demain 11 h », « d’ici lundi 10 h », « d’ici le mardi 1er juin 9 h ». */
export function dueInWords(due: Date, now: Date, office: OfficeKey): string {
  const zone = officeHours[office].timeZone;
  const { day, minutes } = wallClock(due, zone);
  return `d’ici ${dayInWords(day, wallClock(now, zone).day)} ${frenchClock(minutes)}`;
}
