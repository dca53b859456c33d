import type { OfficeKey } from '@/content/office-hours';
import type { Kind } from '@/features/booking/words';
import { readBookAnswer } from './booking-answers';
import type { PickerText } from './booking-form-fields';

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
      ...(request.kind === 'visite' ? { street: optional(text.rue), town: optional(text.localite) } : {}),
      message: optional(text.message),
      demande: request.token ?? undefined,
    }),
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, answer: readBookAnswer(response.status, body, timeZone) };
}
