import Holidays from 'date-holidays';
import { officeHours, type OfficeKey } from '@/content/office-hours';
import { addDays, isoWeekday, wallClock, zonedInstant } from './zoned-time';

/**
 * Office time: the opening hours of content/office-hours.ts in each office's own time zone, minus its public
 * holidays. Pure (no database, no server-only), but `date-holidays` carries every country's rules (about 1 MB):
 * a client component gets due times and phrases from the server, and imports lib/due-words.ts at most.
 */

export type PublicHoliday = { /** ISO day, local to the office. */ day: string; name: string };

// The schema demands an opening every week, so only holidays covering a whole year would exhaust this.
const SEARCH_DAYS = 366;

const calendars = new Map<OfficeKey, Holidays>();
const years = new Map<string, PublicHoliday[]>();

function calendar(office: OfficeKey) {
  let found = calendars.get(office);
  if (!found) {
    const { office: place, holidayRegion } = officeHours[office];
    // date-holidays falls back to the national calendar on an unknown region: a typo would lose Geneva's days.
    if (holidayRegion && !new Holidays().getStates(place.countryCode)?.[holidayRegion]) {
      throw new Error(
        `content/office-hours.ts: région ${holidayRegion} inconnue de date-holidays (${place.countryCode})`,
      );
    }
    found = new Holidays(place.countryCode, holidayRegion ?? '', { languages: ['fr'], types: ['public'] });
    calendars.set(office, found);
  }
  return found;
}

function holidaysOf(office: OfficeKey, year: number): PublicHoliday[] {
  const key = `${office}:${year}`;
  let found = years.get(key);
  if (!found) {
    found = calendar(office)
      .getHolidays(year)
      // Bank days (Geneva's 2 January, 26 December) and observances leave the office open.
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ day: holiday.date.slice(0, 10), name: holiday.name }));
    years.set(key, found);
  }
  return found;
}

function isPublicHoliday(office: OfficeKey, day: string) {
  return holidaysOf(office, Number(day.slice(0, 4))).some((holiday) => holiday.day === day);
}

/** The office's public holidays from `fromDay` to `toDay` (ISO days, both included), in date order. */
export function publicHolidays(office: OfficeKey, fromDay: string, toDay: string): PublicHoliday[] {
  const found: PublicHoliday[] = [];
  for (let year = Number(fromDay.slice(0, 4)); year <= Number(toDay.slice(0, 4)); year++) {
    found.push(...holidaysOf(office, year).filter(({ day }) => day >= fromDay && day <= toDay));
  }
  return found.sort((a, b) => a.day.localeCompare(b.day));
}

/** The office's open periods from `from` on, the first one cut at `from` when it has begun. */
function* openPeriods(office: OfficeKey, from: Date) {
  const { timeZone, week } = officeHours[office];
  const firstDay = wallClock(from, timeZone).day;
  for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
    const day = addDays(firstDay, offset);
    if (isPublicHoliday(office, day)) continue;
    for (const period of week[isoWeekday(day) - 1] ?? []) {
      const start = zonedInstant(day, period.start, timeZone);
      const end = zonedInstant(day, period.end, timeZone);
      if (end > from) yield { start: start > from ? start : from, end };
    }
  }
}

function noOpening(office: OfficeKey, from: Date) {
  return new Error(`Bureau ${office} : aucune ouverture dans l’année qui suit ${from.toISOString()}`);
}

/** The first instant at or after `from` when the office is open (`from` itself when it is). */
export function nextOpening(from: Date, office: OfficeKey): Date {
  const first = openPeriods(office, from).next();
  if (first.done) throw noOpening(office, from);
  return first.value.start;
}

/** Whether the office is open at `instant`: a working day, not a public holiday, inside an opening period. */
export function isOpenAt(instant: Date, office: OfficeKey): boolean {
  return nextOpening(instant, office).getTime() === instant.getTime();
}

/**
 * When the first contact of a lead received at `receivedAt` is due: `delayMinutes` of open office time later.
 * A lead received while the office is closed starts counting at the next opening.
 */
export function dueTime(
  receivedAt: Date,
  office: OfficeKey,
  delayMinutes: number = officeHours[office].firstContactMinutes,
): Date {
  if (!Number.isFinite(delayMinutes) || delayMinutes < 0) throw new RangeError(`Délai invalide : ${delayMinutes}`);
  let remaining = delayMinutes * 60_000;
  for (const { start, end } of openPeriods(office, receivedAt)) {
    const length = end.getTime() - start.getTime();
    if (remaining <= length) return new Date(start.getTime() + remaining);
    remaining -= length;
  }
  throw noOpening(office, receivedAt);
}
