import 'server-only';
import { postRequest } from './support';

/** Requests of the booking API (issue 23), as the booking pages send them. */

export const visitor = {
  name: 'Claire Martin',
  email: 'claire.martin@example.ch',
  phone: '+41 79 123 45 67',
  postcode: '1225',
};

/** A valid booking of `startsAt` (a visit at Chêne-Bourg unless overridden). */
export const bookingOf = (startsAt: string, overrides: Record<string, unknown> = {}) => ({
  office: 'geneve',
  kind: 'visite',
  startsAt,
  ...visitor,
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
