/**
 * Wall-clock time in a named time zone (Europe/Zurich, Europe/Paris), from Intl alone: the zone's rules,
 * summer time included, come from the runtime's time-zone database, never from an offset table here.
 * Days are ISO strings (YYYY-MM-DD) so that they compare and sort as text.
 */

// Building a DateTimeFormat costs far more than using one, and the office-hours loops call these per day.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string) {
  let found = formats.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(zone, found);
  }
  return found;
}

function parts(instant: Date, zone: string) {
  const named = Object.fromEntries(
    format(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(named.year),
    month: Number(named.month),
    day: Number(named.day),
    hour: Number(named.hour),
    minute: Number(named.minute),
  };
}

/** Minutes `zone` is ahead of UTC at `instant` (Zurich: 60 in winter, 120 in summer). */
export function offsetMinutes(instant: Date, zone: string): number {
  const p = parts(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The local day of `instant` in `zone` and the minutes since that day's midnight on the wall clock. */
export function wallClock(instant: Date, zone: string): { day: string; minutes: number } {
  const p = parts(instant, zone);
  const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { day, minutes: p.hour * 60 + p.minute };
}

/**
 * The instant the wall clock of `zone` shows `minutes` past midnight on `day`. The offset is read twice: the
 * first guess may sit on the other side of a clock change. A time the spring change skips maps to the hour after.
 */
export function zonedInstant(day: string, minutes: number, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date) + minutes * 60_000;
  const guess = asUtc - offsetMinutes(new Date(asUtc), zone) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(guess), zone) * 60_000);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}
