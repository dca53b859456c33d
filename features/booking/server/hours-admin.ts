import 'server-only';
import { officeHours, type OfficeKey } from '@/content/office-hours';
import { HOURS_MESSAGES } from '@/features/booking/model/hours-form';
import { clockText, weekdayName } from '@/lib/french-dates';
import type { PeriodInput } from '@/features/booking/model/hours-schema';
import type { FieldErrors } from '@/lib/contact-schema';
import { addDays, wallClock, zonedInstant } from '@/lib/zoned-time';
import type { OpenDatabase } from '@/lib/server/db/database';
import { onStorage } from '@/lib/server/db/storage-call';
import type { BookingKind } from '@/lib/server/db/tables';
import { listHours, type Closure, type HoursRow } from './availability';
import { isOfficeKey } from '@/content/office-hours';

/**
 * What staff change at /equipe/rendez-vous/disponibilites: the weekly periods of each office and
 * kind, and its closed days. The public slots read the same tables (availability.ts), so a change shows there
 * at the next request. Appointments already booked keep their time: a closed day or a shorter period does not
 * cancel anyone, the page says how many are left to move.
 */

export type Refused = { ok: false; errors: FieldErrors };

/** A period of the same office, kind and day that `period` would overlap (two slots at once would be one too many). */
async function overlapping(
  storage: OpenDatabase,
  office: OfficeKey,
  kind: BookingKind,
  period: PeriodInput,
  exceptId: number | null,
): Promise<HoursRow | undefined> {
  const hours = await listHours(storage, office);
  return hours.find(
    (row) =>
      row.kind === kind &&
      row.id !== exceptId &&
      row.weekday === period.jour &&
      row.startMinute < period.fin &&
      period.debut < row.endMinute,
  );
}

const overlapMessage = (row: HoursRow) =>
  `Cette plage chevauche celle du ${weekdayName(row.weekday)} de ${clockText(row.startMinute)} à ${clockText(row.endMinute)}.`;

const columns = (period: PeriodInput) => ({
  weekday: period.jour,
  start_minute: period.debut,
  end_minute: period.fin,
  slot_minutes: period.duree,
  capacity: period.places,
});

export async function getPeriod(storage: OpenDatabase, id: number): Promise<HoursRow | null> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db.selectFrom('booking_hours').select('office').where('id', '=', id).executeTakeFirst();
    if (!row || !isOfficeKey(row.office)) return null;
    return (await listHours(storage, row.office)).find((period) => period.id === id) ?? null;
  });
}

/** Adds a weekly period to an office and kind; refused when it overlaps another of the same day. */
export async function addPeriod(
  storage: OpenDatabase,
  office: OfficeKey,
  kind: BookingKind,
  period: PeriodInput,
): Promise<{ ok: true; id: number } | Refused> {
  const clash = await overlapping(storage, office, kind, period, null);
  if (clash) return { ok: false, errors: { debut: overlapMessage(clash) } };
  const row = await onStorage(storage, 'Écriture', (db) =>
    db
      .insertInto('booking_hours')
      .values({ office, kind, ...columns(period) })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return { ok: true, id: row.id };
}

/** Changes a period (its office and kind stay); null when it no longer exists. */
export async function updatePeriod(
  storage: OpenDatabase,
  id: number,
  period: PeriodInput,
): Promise<{ ok: true; before: HoursRow } | Refused | null> {
  const before = await getPeriod(storage, id);
  if (!before) return null;
  const clash = await overlapping(storage, before.office, before.kind, period, id);
  if (clash) return { ok: false, errors: { debut: overlapMessage(clash) } };
  await onStorage(storage, 'Écriture', (db) =>
    db.updateTable('booking_hours').set(columns(period)).where('id', '=', id).execute(),
  );
  return { ok: true, before };
}

/** Deletes a period; the row it was, or null when it was already gone. */
export async function deletePeriod(storage: OpenDatabase, id: number): Promise<HoursRow | null> {
  const before = await getPeriod(storage, id);
  if (!before) return null;
  await onStorage(storage, 'Écriture', (db) => db.deleteFrom('booking_hours').where('id', '=', id).execute());
  return before;
}

/** Appointments still held on an office's day (its own clock), which a closure leaves to staff. */
export function bookingsOnDay(storage: OpenDatabase, office: OfficeKey, day: string): Promise<number> {
  const zone = officeHours[office].timeZone;
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('held'))
      .where('office', '=', office)
      .where('status', '<>', 'annule')
      .where('starts_at', '>=', zonedInstant(day, 0, zone).toISOString())
      .where('starts_at', '<', zonedInstant(addDays(day, 1), 0, zone).toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.held);
  });
}

/**
 * Closes an office on a day (staff's own closure); refused for a past day or a day already closed. `held`:
 * the appointments already booked that day.
 */
export async function addClosure(
  storage: OpenDatabase,
  office: OfficeKey,
  closure: { jour: string; libelle: string },
  now: Date,
): Promise<{ ok: true; id: number; held: number } | Refused> {
  if (closure.jour < wallClock(now, officeHours[office].timeZone).day) {
    return { ok: false, errors: { jour: HOURS_MESSAGES.past } };
  }
  const inserted = await onStorage(storage, 'Écriture', async (db) => {
    const row = await db
      .insertInto('booking_closures')
      .values({ office, day: closure.jour, label: closure.libelle, origin: 'equipe' })
      .onConflict((oc) => oc.columns(['office', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return row;
    const existing = await db
      .selectFrom('booking_closures')
      .select('label')
      .where('office', '=', office)
      .where('day', '=', closure.jour)
      .executeTakeFirst();
    return { taken: existing?.label ?? '' };
  });
  if ('taken' in inserted) {
    return { ok: false, errors: { jour: `Ce jour est déjà fermé («\u00a0${inserted.taken}\u00a0»).` } };
  }
  return { ok: true, id: inserted.id, held: await bookingsOnDay(storage, office, closure.jour) };
}

/** Opens a closed day again (a public holiday included); the closure it was, or null when already gone. */
export async function deleteClosure(storage: OpenDatabase, id: number): Promise<Closure | null> {
  return onStorage(storage, 'Écriture', async (db) => {
    const row = await db.selectFrom('booking_closures').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || !isOfficeKey(row.office)) return null;
    await db.deleteFrom('booking_closures').where('id', '=', id).execute();
    return { ...row, office: row.office };
  });
}
