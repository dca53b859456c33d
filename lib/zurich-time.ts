import { addDays, isoWeekday, wallClock, zonedInstant } from './zoned-time';

/**
 * Swiss calendar days for the back-office (filters, « aujourd’hui », « cette semaine »): the
 * company works in Geneva time, whatever the server's time zone.
 */
const ZONE = 'Europe/Zurich';

/** The Zurich calendar day (YYYY-MM-DD) of an instant. */
export function zurichDay(instant: Date = new Date()): string {
  return wallClock(instant, ZONE).day;
}

/** The instant a Zurich day begins, `plusDays` later. */
export function zurichDayStart(day: string, plusDays = 0): Date {
  return zonedInstant(addDays(day, plusDays), 0, ZONE);
}

/** The Monday that starts the Zurich week of `instant`. */
export function zurichWeekStart(instant: Date = new Date()): Date {
  const day = zurichDay(instant);
  return zurichDayStart(day, 1 - isoWeekday(day));
}

/** « 24.11.2026 14:05 », Swiss time. */
export function frenchDateTime(iso: string) {
  return new Intl.DateTimeFormat('fr-CH', { dateStyle: 'short', timeStyle: 'short', timeZone: ZONE }).format(
    new Date(iso),
  );
}
