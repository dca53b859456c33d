import type { OfficeKey } from '@/content/office-hours';
import { BOOKING_MANAGE_PAGE, sitePath } from '@/lib/paths';
import { BOOKING_FORM_FIELDS } from '@/features/booking/model/rules';
import { tidyVisitAddress, visitAddressText } from '@/features/booking/model/address';
import { addressOfForm, VISIT_LINE_FIELDS, type VisitAddressName } from '@/features/booking/model/address-fields';
import { type Kind, slotAt, slotDays, type SlotDay } from '@/features/booking/words';
import { isInstant, isRecord, textOf } from './booking-answers';
import type { BookingField } from './booking-fields';
import type { PickerText } from './booking-form-fields';
import type { Booked } from './booking-sent';

/**
 * What the booking form sends and reads back, and the views of the answer (booking-sent.tsx): loaded when the
 * visitor sends, so none of it weighs on the page's first load.
 */

export { BookingConfirmation, TakenSlot } from './booking-sent';

export type BookingRequest = {
  office: OfficeKey;
  kind: Kind;
  startsAt: string;
  /** The form's fields, under the no-JS form's names; the API's JSON has its own. */
  text: PickerText;
  token: string | null;
};

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** POST /api/rendez-vous; the answer read for the picker, or null when it is not one of the API's. */
export async function sendBooking(request: BookingRequest, timeZone: string) {
  const { text } = request;
  const response = await fetch('/api/rendez-vous', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      office: request.office,
      kind: request.kind,
      startsAt: request.startsAt,
      name: text.nom.trim(),
      email: text.email.trim(),
      phone: text.telephone.trim(),
      postcode: optional(text.code_postal),
      // A call has no address: what a visit's fields kept is not sent.
      ...(request.kind === 'visite'
        ? Object.fromEntries(VISIT_LINE_FIELDS.map(({ key, form }) => [key, optional(text[form])]))
        : {}),
      message: optional(text.message),
      demande: request.token ?? undefined,
    }),
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, answer: readBookAnswer(response.status, body, timeZone) };
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

/** What a booking accepted (or kept in the journal, 202: no place nor link yet) leaves in the form's place. */
export function bookedOf(
  answer: Extract<BookAnswer, { outcome: 'booked' | 'pending' }>,
  { text, ...rest }: Pick<Booked, 'kind' | 'office' | 'startsAt' | 'height'> & { text: PickerText },
): Booked {
  const chosen = { ...rest, address: visitAddressText(tidyVisitAddress(addressOfForm(text))) };
  return answer.outcome === 'booked'
    ? { ...chosen, title: 'Rendez-vous réservé', ...answer }
    : { ...chosen, title: 'Demande de rendez-vous enregistrée', ...answer, place: null, manageHref: null };
}
