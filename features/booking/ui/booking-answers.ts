import { dayInFull } from '@/lib/french-dates';
import { slotAt, slotDays, type SlotDay } from '@/features/booking/words';
import { BOOKING_MANAGE_PAGE, sitePath } from '@/lib/paths';
import { BOOKING_FORM_FIELDS } from '@/features/booking/model/rules';
import type { VisitAddressKey, VisitAddressName } from '@/features/booking/model/address-fields';
import type { BookingField } from './booking-fields';

/**
 * What the picker reads of the booking API's answers, checked field by field:
 * the page must not trust a shape it did not check, and zod stays out of its first load.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown, max = 300) => (typeof value === 'string' ? value.slice(0, max) : undefined);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The lead's contact, from a quote request's booking link (`?demande=`), and a visit's address: the postcode and
 * town from the quote request, every field from a rebook link.
 */
export interface Prefill extends Partial<Record<VisitAddressKey, string>> {
  name?: string;
  email?: string;
  phone?: string;
  office?: string;
}

/** GET /api/rendez-vous/creneaux: the free slots by day, and the lead's contact when the link carried one. */
export function readSlotsAnswer(body: unknown): { days: SlotDay[]; prefill: Prefill | null } | null {
  if (!isRecord(body) || body.success !== true || !Array.isArray(body.days)) return null;
  const days: SlotDay[] = [];
  for (const entry of body.days) {
    if (!isRecord(entry) || typeof entry.day !== 'string' || !ISO_DAY.test(entry.day) || !Array.isArray(entry.slots))
      return null;
    const slots = entry.slots.flatMap((slot) =>
      isRecord(slot) && isInstant(slot.startsAt) && typeof slot.time === 'string' && CLOCK.test(slot.time)
        ? slot.free === 0
          ? []
          : [{ startsAt: new Date(slot.startsAt).toISOString(), time: slot.time }]
        : [],
    );
    if (slots.length > 0) days.push({ day: entry.day, label: dayInFull(entry.day), slots });
  }
  const prefill = isRecord(body.prefill)
    ? {
        name: textOf(body.prefill.name),
        email: textOf(body.prefill.email),
        phone: textOf(body.prefill.phone),
        postcode: textOf(body.prefill.postcode, 10),
        town: textOf(body.prefill.town, 100),
        office: textOf(body.prefill.office, 20),
      }
    : null;
  return { days, prefill };
}

/** A refusal's errors by the form's field (the API may name them as its JSON or as the no-JS form does). */
export type FormErrors = Partial<Record<BookingField | 'creneau' | VisitAddressName, string>>;
/** The form's names that carry no field of their own to mark. */
const UNSHOWN = ['bureau', 'type', 'demande'];
/** Each field under both its names, the API's JSON one and the form's (BOOKING_FORM_FIELDS, the one table of both). */
const ERROR_FIELDS = new Map(
  Object.entries(BOOKING_FORM_FIELDS).flatMap(([form, json]) =>
    UNSHOWN.includes(form)
      ? []
      : [[json, form as keyof FormErrors] as const, [form, form as keyof FormErrors] as const],
  ),
);

function errorsOf(value: unknown): FormErrors {
  const errors: FormErrors = {};
  if (!isRecord(value)) return errors;
  for (const [key, message] of Object.entries(value)) {
    const field = ERROR_FIELDS.get(key);
    const text = textOf(message);
    if (field && text) errors[field] = text;
  }
  return errors;
}

/** What the answer to POST /api/rendez-vous means for the picker; null when it is not one of the API's. */
export type BookAnswer =
  | { outcome: 'booked'; message: string; place: string | null; manageHref: string | null }
  /** 202: the database was down, the booking waits in the journal; the e-mail confirms it later. */
  | { outcome: 'pending'; message: string }
  /** 409: the slot was taken meanwhile; the next free ones. */
  | { outcome: 'taken'; message: string; next: SlotDay[] }
  | { outcome: 'refused'; status: number; message: string; errors: FormErrors };

export function readBookAnswer(status: number, body: unknown, timeZone: string): BookAnswer | null {
  if (!isRecord(body) || typeof body.success !== 'boolean' || typeof body.message !== 'string') return null;
  const message = body.message.slice(0, 500);
  if (body.success && status === 202) return { outcome: 'pending', message };
  if (body.success && status >= 200 && status < 300) {
    const booking = isRecord(body.booking) ? body.booking : {};
    return {
      outcome: 'booked',
      message,
      place: textOf(booking.place) ?? null,
      manageHref: sitePath(booking.manageUrl, BOOKING_MANAGE_PAGE, 'cle'),
    };
  }
  if (body.success) return null;
  if (status === 409 && Array.isArray(body.next)) {
    const next = body.next.flatMap((slot) =>
      isRecord(slot) && isInstant(slot.startsAt) ? [slotAt(slot.startsAt, timeZone)] : [],
    );
    return { outcome: 'taken', message, next: slotDays(next) };
  }
  return { outcome: 'refused', status, message, errors: errorsOf(body.errors) };
}
