import 'server-only';
import { isOfficeKey, officeHours, OFFICE_KEYS, type OfficeKey } from '@/content/office-hours';
import { slotsOf, type BookingPeriod, type Slot } from '@/features/booking/model/slots';
import { publicHolidays } from '@/lib/office-hours';
import { addDays, wallClock } from '@/lib/zoned-time';
import type { OpenDatabase } from '@/lib/server/db/database';
import { isoText, onStorage } from '@/lib/server/db/storage-call';
import type { BookingKind } from '@/lib/server/db/tables';

/**
 * When each office takes appointments: weekly periods per kind and closed days, both set by staff
 * in /equipe/rendez-vous/disponibilites; public holidays are preloaded two years ahead (preloadHolidays).
 */

export interface HoursRow extends BookingPeriod {
  id: number;
  office: OfficeKey;
  kind: BookingKind;
}

export interface Closure {
  id: number;
  office: OfficeKey;
  day: string;
  label: string;
  origin: 'ferie' | 'equipe';
}

export function listHours(storage: OpenDatabase, office?: OfficeKey): Promise<HoursRow[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('booking_hours')
      .selectAll()
      .$if(office !== undefined, (qb) => qb.where('office', '=', office ?? ''))
      .orderBy('office')
      .orderBy('kind')
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute();
    return rows
      .filter((row) => isOfficeKey(row.office))
      .map((row) => ({
        id: row.id,
        office: row.office as OfficeKey,
        kind: row.kind,
        weekday: row.weekday,
        startMinute: row.start_minute,
        endMinute: row.end_minute,
        slotMinutes: row.slot_minutes,
        capacity: row.capacity,
      }));
  });
}

/** Closed days of an office from `fromDay` on (all when left out), in date order. */
export function listClosures(storage: OpenDatabase, office: OfficeKey, fromDay?: string): Promise<Closure[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('booking_closures')
      .selectAll()
      .where('office', '=', office)
      .$if(fromDay !== undefined, (qb) => qb.where('day', '>=', fromDay ?? ''))
      .orderBy('day')
      .execute();
    return rows.map((row) => ({ ...row, office }));
  });
}

/** How many years of public holidays are kept loaded ahead. */
const HOLIDAY_YEARS = 2;
const holidaysLoadedKey = (office: OfficeKey) => `booking_holidays_until:${office}`;

/**
 * Loads each office's public holidays up to two years ahead, once per day range: a holiday staff deleted
 * stays deleted (the meta row remembers how far the load went), a new year is added when it comes in range.
 */
export function preloadHolidays(storage: OpenDatabase, now: Date): Promise<number> {
  return onStorage(storage, 'Écriture', async (db) => {
    let added = 0;
    for (const office of OFFICE_KEYS) {
      const today = wallClock(now, officeHours[office].timeZone).day;
      const until = addDays(today, HOLIDAY_YEARS * 366);
      const key = holidaysLoadedKey(office);
      const loaded = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
      const from = loaded ? addDays(loaded.value, 1) : today;
      if (from > until) continue;
      const holidays = publicHolidays(office, from, until);
      await db.transaction().execute(async (trx) => {
        for (const holiday of holidays) {
          const result = await trx
            .insertInto('booking_closures')
            .values({ office, day: holiday.day, label: holiday.name, origin: 'ferie' })
            .onConflict((oc) => oc.columns(['office', 'day']).doNothing())
            .executeTakeFirst();
          added += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
        await trx
          .insertInto('meta')
          .values({ key, value: until })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: until }))
          .execute();
      });
    }
    return added;
  });
}

/** Seats held per start instant (ISO) of an office and kind from `from` on: the rows not cancelled. */
export function takenSeats(
  storage: OpenDatabase,
  office: OfficeKey,
  kind: BookingKind,
  from: Date,
): Promise<Map<string, number>> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('bookings')
      .select(['starts_at', (eb) => eb.fn.countAll<number | string | bigint>().as('held')])
      .where('office', '=', office)
      .where('kind', '=', kind)
      .where('status', '<>', 'annule')
      .where('starts_at', '>=', from.toISOString())
      .groupBy('starts_at')
      .execute();
    return new Map(rows.map((row) => [new Date(isoText(row.starts_at)).toISOString(), Number(row.held)]));
  });
}

/** What the slot rules need of an office and kind, read from the database at `now`. */
export async function slotQuery(storage: OpenDatabase, office: OfficeKey, kind: BookingKind, now: Date) {
  const today = wallClock(now, officeHours[office].timeZone).day;
  const [hours, closures, taken] = await Promise.all([
    listHours(storage, office),
    listClosures(storage, office, today),
    takenSeats(storage, office, kind, now),
  ]);
  return {
    periods: hours.filter((row) => row.kind === kind),
    closedDays: new Set(closures.map((closure) => closure.day)),
    timeZone: officeHours[office].timeZone,
    now,
    taken,
  };
}

/** The slots a visitor can book: the next three weeks, with a seat left. */
export async function freeSlots(
  storage: OpenDatabase,
  office: OfficeKey,
  kind: BookingKind,
  now: Date,
): Promise<Slot[]> {
  return slotsOf(await slotQuery(storage, office, kind, now)).filter((slot) => slot.free > 0);
}
