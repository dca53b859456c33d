import { addDays, isoWeekday, wallClock, zonedInstant } from '@/lib/zoned-time';

/**
 * The bookable slots of an office, from its weekly periods and closed days, on its own wall
 * clock: a 09:00 slot is 08:00 UTC in winter and 07:00 UTC in summer, whatever the server's zone. Pure: the
 * server reads periods, closures and bookings from the database and gives them here; tests give a clock.
 */

export interface BookingPeriod {
  /** ISO weekday, Monday 1. */
  weekday: number;
  /** Minutes since midnight on the office's wall clock. */
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  capacity: number;
}

export interface Slot {
  /** ISO instants (UTC). */
  startsAt: string;
  endsAt: string;
  /** The office's local day and time, e.g. 2026-12-01 and 09:00. */
  day: string;
  time: string;
  capacity: number;
  /** Seats left. */
  free: number;
}

/** How far ahead a visitor sees slots: the next three weeks. */
export const BOOKING_DAYS = 21;
/** A slot closer than this cannot be booked, and an appointment this close can no longer be cancelled or moved. */
export const NOTICE_HOURS = 12;
/** How long before an appointment its reminder goes (none for one booked or moved closer than that). */
export const REMINDER_HOURS = 24;

/**
 * What `reminded_at` starts as when an appointment is booked or moved at `now`: already done when it starts
 * within REMINDER_HOURS, since its confirmation has just left and a reminder right after it would only repeat it.
 */
export const remindedAtFor = (startsAt: string, now: Date): string | null =>
  new Date(startsAt).getTime() - now.getTime() < REMINDER_HOURS * 3_600_000 ? now.toISOString() : null;

export interface SlotQuery {
  periods: readonly BookingPeriod[];
  /** ISO days the office takes no appointment (holidays, absences). */
  closedDays: ReadonlySet<string>;
  timeZone: string;
  now: Date;
  /** Seats already held per start instant (ISO). */
  taken?: ReadonlyMap<string, number>;
  /** Days from the office's today (default BOOKING_DAYS). */
  days?: number;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every slot of the window, full ones included (free 0), in time order; none before now + NOTICE_HOURS. */
export function slotsOf({ periods, closedDays, timeZone, now, taken, days = BOOKING_DAYS }: SlotQuery): Slot[] {
  const earliest = now.getTime() + NOTICE_HOURS * 3_600_000;
  const today = wallClock(now, timeZone).day;
  const slots: Slot[] = [];
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(today, offset);
    if (closedDays.has(day)) continue;
    const weekday = isoWeekday(day);
    const ofDay = periods.filter((period) => period.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute);
    for (const period of ofDay) {
      for (
        let start = period.startMinute;
        start + period.slotMinutes <= period.endMinute;
        start += period.slotMinutes
      ) {
        const startsAt = zonedInstant(day, start, timeZone);
        if (startsAt.getTime() < earliest) continue;
        const key = startsAt.toISOString();
        slots.push({
          startsAt: key,
          endsAt: zonedInstant(day, start + period.slotMinutes, timeZone).toISOString(),
          day,
          time: hhmm(start),
          capacity: period.capacity,
          free: Math.max(0, period.capacity - (taken?.get(key) ?? 0)),
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** Why a start instant cannot be booked, or the slot it is. */
export type SlotCheck =
  { ok: true; slot: Slot } | { ok: false; reason: 'passe' | 'ferme' | 'hors-horaires' | 'complet' };

/** Checks a requested start against the window (the same rules as the list the visitor saw). */
export function checkSlot(query: SlotQuery, startsAt: Date): SlotCheck {
  if (startsAt.getTime() < query.now.getTime() + NOTICE_HOURS * 3_600_000) return { ok: false, reason: 'passe' };
  const day = wallClock(startsAt, query.timeZone).day;
  if (query.closedDays.has(day)) return { ok: false, reason: 'ferme' };
  const slot = slotsOf(query).find((candidate) => candidate.startsAt === startsAt.toISOString());
  if (!slot) return { ok: false, reason: 'hors-horaires' };
  return slot.free > 0 ? { ok: true, slot } : { ok: false, reason: 'complet' };
}
