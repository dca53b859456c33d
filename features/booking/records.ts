import 'server-only';
import type { Selectable } from 'kysely';
import { isOfficeKey, type OfficeKey } from '@/content/office-hours';
import { isoOrNull, isoText } from '@/lib/server/db/storage-call';
import type { BookingEventType, Database } from '@/lib/server/db/tables';
import { mapHref, visitAddressText, type VisitAddress, type VisitLines } from './model/address';
import { VISIT_LINE_FIELDS, type VisitLineKey } from './model/address-fields';

/**
 * An appointment as the rest of the site reads it (the CRM hook, a person's data, a quote's reply templates):
 * its shape, its rows read, and where it happens. Public: the other features import this module, never the
 * booking's server/ folder.
 */

/**
 * A booking as the site reads it: the row's columns kept as they are, the instants as ISO text, the rest renamed,
 * and a visit's lines (street, town…) out of `visit_address`, each under its JSON name.
 */
export interface Booking
  extends
    Pick<
      Selectable<Database['bookings']>,
      'id' | 'kind' | 'status' | 'name' | 'email' | 'phone' | 'postcode' | 'message'
    >,
    VisitLines {
  office: OfficeKey;
  startsAt: string;
  endsAt: string;
  leadId: number | null;
  manageKey: string;
  remindedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BookingEvent {
  id: number;
  bookingId: number;
  type: BookingEventType;
  byStaff: string | null;
  startsAt: string;
  previousStartsAt: string | null;
  createdAt: string;
}

/** The lines of `source` (which may hold anything else), the absent ones null. */
export const visitLines = (source: Partial<Record<VisitLineKey, string | null | undefined>>): VisitLines =>
  Object.fromEntries(VISIT_LINE_FIELDS.map(({ key }) => [key, source[key] ?? null])) as VisitLines;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A visit's lines as `bookings.visit_address` keeps them: JSON of those given, null when there is none (a call). */
export function visitAddressColumn(lines: VisitLines): string | null {
  const given = Object.entries(lines).filter(([, value]) => value !== null);
  return given.length > 0 ? JSON.stringify(Object.fromEntries(given)) : null;
}

/** `visit_address` read back: the lines it names (any other key dropped); anything but text refused. */
function readVisitAddress(id: number, column: string | null): VisitLines {
  const lines = visitLines({});
  if (column === null) return lines;
  let parsed: unknown;
  try {
    parsed = JSON.parse(column);
  } catch {
    parsed = null;
  }
  if (!isRecord(parsed)) throw new Error(`Rendez-vous ${id} : adresse illisible`);
  for (const { key } of VISIT_LINE_FIELDS) {
    const value = parsed[key];
    if (typeof value === 'string') lines[key] = value;
    else if (value !== undefined && value !== null)
      throw new Error(`Rendez-vous ${id} : ligne d’adresse ${key} illisible`);
  }
  return lines;
}

export function toBooking(row: Selectable<Database['bookings']>): Booking {
  if (!isOfficeKey(row.office)) throw new Error(`Rendez-vous ${row.id} : bureau inconnu ${row.office}`);
  return {
    id: row.id,
    office: row.office,
    kind: row.kind,
    startsAt: new Date(isoText(row.starts_at)).toISOString(),
    endsAt: new Date(isoText(row.ends_at)).toISOString(),
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    ...readVisitAddress(row.id, row.visit_address),
    message: row.message,
    leadId: row.lead_id,
    manageKey: row.manage_key,
    remindedAt: isoOrNull(row.reminded_at),
    createdAt: isoText(row.created_at),
    updatedAt: isoText(row.updated_at),
  };
}

export function toEvent(row: Selectable<Database['booking_events']>): BookingEvent {
  return {
    id: row.id,
    bookingId: row.booking_id,
    type: row.type,
    byStaff: row.by_staff,
    startsAt: new Date(isoText(row.starts_at)).toISOString(),
    previousStartsAt: row.previous_starts_at === null ? null : new Date(isoText(row.previous_starts_at)).toISOString(),
    createdAt: isoText(row.created_at),
  };
}

export type Place = Pick<Booking, 'kind' | 'phone' | 'postcode' | VisitLineKey>;

/** A visit's address as typed (« Chemin des Vignes 12, 1225 Chêne-Bourg »); null for a call, or without a street. */
export function visitAddress(booking: Place): string | null {
  if (booking.kind !== 'visite' || !booking.street) return null;
  const lines = Object.fromEntries(VISIT_LINE_FIELDS.map(({ key }) => [key, booking[key] ?? '']));
  return visitAddressText({ ...lines, postcode: booking.postcode ?? '' } as VisitAddress);
}

/** The address of a visit on OpenStreetMap (features/booking/model/address.ts says why); null when there is none. */
export function visitMapHref(booking: Place): string | null {
  const address = visitAddress(booking);
  return address ? mapHref(address) : null;
}

/**
 * Where it happens: the visitor's address for a visit, « appel téléphonique » and the number for a call. Never
 * the office's: nobody meets there. A visit without a street (the column allows it) shows its postcode only.
 */
export function bookingPlace(booking: Place): string {
  if (booking.kind === 'appel') return `appel téléphonique au ${booking.phone}`;
  return (
    visitAddress(booking) ??
    (booking.postcode ? `code postal ${booking.postcode} (adresse à préciser)` : 'adresse à préciser')
  );
}
