import 'server-only';
import { officeHours } from '@/content/office-hours';
import { BOOKING_KIND_LABELS, BOOKING_STATUS_LABELS } from '@/features/booking/labels';
import { officeClock } from '@/lib/office-clock';
import { bookingPhone } from '@/lib/phone-number';
import { csvDocument } from '@/lib/csv';
import { VISIT_ADDRESS_FIELDS } from '@/features/booking/model/address-fields';
import type { Booking } from './store';

/**
 * The CSV of appointments (/equipe/api/rendez-vous/export): the leads' format (BOM, « ; », CRLF, every cell
 * protected against formula injection), the day and times on the office's clock, the instant in UTC beside.
 */
const COLUMNS: [string, (booking: Booking) => unknown][] = [
  ['id', (b) => b.id],
  ['bureau', (b) => officeHours[b.office].office.city],
  ['type', (b) => BOOKING_KIND_LABELS[b.kind]],
  ['date', (b) => officeClock(b.startsAt, b.office).day],
  ['heure', (b) => officeClock(b.startsAt, b.office).time],
  ['fin', (b) => officeClock(b.endsAt, b.office).time],
  ['fuseau', (b) => officeHours[b.office].timeZone],
  ['debut_utc', (b) => b.startsAt],
  ['statut', (b) => BOOKING_STATUS_LABELS[b.status]],
  ['nom', (b) => b.name],
  ['email', (b) => b.email],
  ['telephone', (b) => bookingPhone(b, officeHours[b.office].office.countryCode).e164 ?? b.phone],
  // Where a visit takes place, under the form's names (the postcode is a call's too); the lines empty for a call.
  ...VISIT_ADDRESS_FIELDS.map(({ key, form }): [string, (booking: Booking) => unknown] => [form, (b) => b[key]]),
  ['message', (b) => b.message],
  ['demande', (b) => b.leadId],
  ['reserve_le', (b) => b.createdAt],
  ['modifie_le', (b) => b.updatedAt],
];

export const bookingsCsv = (bookings: readonly Booking[]) => csvDocument(COLUMNS, bookings);
