/**
 * Swiss calendar days for the back-office (filters, « aujourd’hui », « cette semaine »): the
 * company works in Geneva time, whatever the server's time zone.
 */
const ZONE = 'Europe/Zurich';

/** Minutes Zurich is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The Zurich calendar day (YYYY-MM-DD) of an instant. */
export function zurichDay(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
}

/** The instant a Zurich day begins, `plusDays` later. */
export function zurichDayStart(day: string, plusDays = 0): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + plusDays);
  const midnightUtc = Date.UTC(noon.getUTCFullYear(), noon.getUTCMonth(), noon.getUTCDate());
  // The offset at midnight, not at noon: they differ on the two days the clocks change (at 2 or 3 a.m.).
  const guess = new Date(midnightUtc - offsetMinutes(noon) * 60_000);
  return new Date(midnightUtc - offsetMinutes(guess) * 60_000);
}

/** The Monday that starts the Zurich week of `instant`. */
export function zurichWeekStart(instant: Date = new Date()): Date {
  const day = zurichDay(instant);
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return zurichDayStart(day, -weekday);
}

/** « 24.11.2026 14:05 », Swiss time. */
export function frenchDateTime(iso: string) {
  return new Intl.DateTimeFormat('fr-CH', { dateStyle: 'short', timeStyle: 'short', timeZone: ZONE }).format(
    new Date(iso),
  );
}
