import { officeHours, type OfficeKey } from '@/content/office-hours';
import { clockText } from './booking-hours-form';
import { frenchClock } from './due-words';
import { wallClock } from './zoned-time';

/**
 * Appointments as staff read them (issue 23): statuses and events in French, and a start in words on the
 * office's own clock (« mardi 1er décembre 2026, 9 h »), whatever the server's or the reader's zone.
 */

export const BOOKING_STATUS_LABELS = { reserve: 'Réservé', confirme: 'Confirmé', annule: 'Annulé' } as const;

const NAMED_DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « mardi 1er décembre 2026 » of an ISO day. */
export function dayInWords(day: string): string {
  const words = NAMED_DAY.format(new Date(`${day}T12:00:00Z`));
  return words.replace(/^(\S+) 1 /, '$1 1er ');
}

/** The office's day and wall-clock time of an instant: « 2026-12-01 » and « 09:00 ». */
export function officeClock(iso: string, office: OfficeKey): { day: string; time: string; minutes: number } {
  const { day, minutes } = wallClock(new Date(iso), officeHours[office].timeZone);
  return { day, time: clockText(minutes), minutes };
}

/** « mardi 1er décembre 2026, 9 h », on the office's clock. */
export function bookingWhen(iso: string, office: OfficeKey): string {
  const { day, minutes } = officeClock(iso, office);
  return `${dayInWords(day)}, ${frenchClock(minutes)}`;
}
