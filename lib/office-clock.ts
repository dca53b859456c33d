import { officeHours, type OfficeKey } from '@/content/office-hours';
import { clockText } from './french-dates';
import { wallClock } from './zoned-time';

/** The office's day and wall-clock time of an instant: « 2026-12-01 » and « 09:00 ». */
export function officeClock(iso: string, office: OfficeKey): { day: string; time: string; minutes: number } {
  const { day, minutes } = wallClock(new Date(iso), officeHours[office].timeZone);
  return { day, time: clockText(minutes), minutes };
}
