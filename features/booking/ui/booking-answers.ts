import { dayInFull } from '@/lib/french-dates';
import type { SlotDay } from '@/features/booking/words';
import type { VisitAddressKey } from '@/features/booking/model/address-fields';

/**
 * What the picker reads of the booking API's answers, checked field by field:
 * the page must not trust a shape it did not check, and zod stays out of its first load. The answer to a
 * booking is read by booking-send.ts, loaded with the send.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const textOf = (value: unknown, max = 300) => (typeof value === 'string' ? value.slice(0, max) : undefined);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;
export const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

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
