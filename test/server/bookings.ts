import 'server-only';
import type { OpenDatabase } from '@/lib/server/db/database';
import type { BookingSummary, NextSlot, SlotDay } from '@/features/booking/server/answer';
import { bookSlot, type Booking, type NewBooking } from '@/features/booking/server/store';
import { visitPlace, visitor } from '../booking-samples';
import { postRequest } from './support';

/** Appointments in the tests: stored directly, or asked of the booking API as the pages ask. */

export { visitor, visitPlace } from '../booking-samples';

/** A visit to Chêne-Bourg as the booking form stores it, at `startsAt`; each test overrides what it looks at. */
export const newBooking = (startsAt: string, overrides: Partial<NewBooking> = {}): NewBooking => ({
  office: 'geneve',
  kind: 'visite',
  startsAt: new Date(startsAt),
  ...visitor,
  ...overrides,
});

/** Books it at `now`, or fails the test with the refusal. */
export async function booked(
  storage: OpenDatabase,
  booking: NewBooking,
  now: Date,
  options: { crmHook?: boolean } = {},
): Promise<Booking> {
  const result = await bookSlot(storage, booking, now, options);
  if (!result.ok) throw new Error(`réservation refusée : ${result.reason}`);
  return result.booking;
}

/** The same visit as POST /api/rendez-vous's JSON. */
export const bookingOf = (startsAt: string, overrides: Record<string, unknown> = {}) => ({
  office: 'geneve',
  kind: 'visite',
  startsAt,
  ...visitor,
  ...visitPlace,
  ...overrides,
});

export const jsonPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postRequest(path, JSON.stringify(body), { 'content-type': 'application/json', ...headers });

/** A form posted by a browser without JavaScript. */
export const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postRequest(path, new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  });

export const getRequest = (path: string) => new Request(`http://localhost${path}`);

export interface SlotsBody {
  success: boolean;
  message: string;
  office: string;
  kind: string;
  timeZone: string;
  days: { day: string; label: string; slots: { startsAt: string; time: string; free: number }[] }[];
  prefill?: Record<string, unknown>;
}

/** The start instants a slots answer lists. */
export const startsOf = (body: SlotsBody) => body.days.flatMap((day) => day.slots.map((slot) => slot.startsAt));

/** What POST /api/rendez-vous and GET or POST /api/rendez-vous/gerer answer; each test reads its part. */
export interface BookingAnswer {
  success: boolean;
  message: string;
  reason?: string;
  errors?: Record<string, string>;
  next?: NextSlot[];
  booking?: BookingSummary;
  prefill?: Record<string, unknown>;
  mayChange?: boolean;
  days?: SlotDay[];
}

/** The answer's body, once its status is the one expected (and `success` true below 300, false above). */
export async function bookingAnswer(response: Response, status: number): Promise<BookingAnswer> {
  const body = (await response.json()) as BookingAnswer;
  expect({ status: response.status, body }).toMatchObject({ status, body: { success: status < 300 } });
  return body;
}
