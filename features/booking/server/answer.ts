import 'server-only';
import { officeHours, type OfficeKey } from '@/content/office-hours';
import { phoneText } from '@/content/site';
import { refusalMessage, type BookingRefusalReason } from '@/features/booking/model/rules';
import type { Slot } from '@/features/booking/model/slots';
import { KIND_LABELS, slotAt, slotInWords } from '@/features/booking/words';
import { dayInFull } from '@/lib/due-words';
import { bookingPlace } from '../records';
import { managePageUrl } from '../links';
import type { Booking, BookingRefusal } from './store';

/**
 * What the booking API answers, in the shapes the booking pages read: slots grouped by the office's
 * days, an appointment's summary, a refusal with its status and the next free slots.
 */

export interface SlotDay {
  /** The office's day (ISO) and in words: 2026-12-01, « mardi 1er décembre ». */
  day: string;
  label: string;
  slots: { startsAt: string; time: string; free: number }[];
}

/** The slots by day, in time order (slotsOf's order). */
export function slotDays(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    let last = days.at(-1);
    if (last?.day !== slot.day) {
      last = { day: slot.day, label: dayInFull(slot.day), slots: [] };
      days.push(last);
    }
    last.slots.push({ startsAt: slot.startsAt, time: slot.time, free: slot.free });
  }
  return days;
}

export interface NextSlot {
  startsAt: string;
  day: string;
  label: string;
  time: string;
  free: number;
}

const nextSlot = (slot: Slot): NextSlot => ({
  startsAt: slot.startsAt,
  day: slot.day,
  label: dayInFull(slot.day),
  time: slot.time,
  free: slot.free,
});

export interface BookingSummary {
  office: OfficeKey;
  /** « Chêne-Bourg (Genève) », « Clermont-Ferrand ». */
  officeLabel: string;
  kind: Booking['kind'];
  /** « Visite gratuite sur place », « Appel téléphonique ». */
  kindLabel: string;
  status: Booking['status'];
  startsAt: string;
  endsAt: string;
  /** On the office's clock: 2026-12-01, « mardi 1er décembre », 09:00. */
  day: string;
  label: string;
  time: string;
  /** The office's address for a visit, « appel téléphonique au … » for a call. */
  place: string;
  /** The visitor's page to cancel or move it. */
  manageUrl: string;
}

export function bookingSummary(booking: Booking): BookingSummary {
  const { day, time } = slotAt(booking.startsAt, officeHours[booking.office].timeZone);
  return {
    office: booking.office,
    officeLabel: officeHours[booking.office].office.label,
    kind: booking.kind,
    kindLabel: KIND_LABELS[booking.kind],
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    day,
    label: dayInFull(day),
    time,
    place: bookingPlace(booking),
    manageUrl: managePageUrl(booking.manageKey),
  };
}

/** « le mardi 1er décembre à 9 h », on the office's clock. */
export const whenInWords = (booking: Pick<Booking, 'office' | 'startsAt'>): string =>
  `le ${slotInWords(booking.startsAt, officeHours[booking.office].timeZone)}`;

/** The office's phone as the site writes it (no-break spaces). */
export const officePhone = (office: OfficeKey) => phoneText(officeHours[office].office.phone);

/** A refusal's French message, « trop-tard » with the office's phone. */
export const refusalFor = (reason: BookingRefusalReason, office: OfficeKey) =>
  refusalMessage(reason, officePhone(office));

/** The HTTP status of each refusal. */
export const REFUSAL_STATUS: Record<BookingRefusalReason, number> = {
  passe: 422,
  ferme: 422,
  'hors-horaires': 422,
  complet: 409,
  'trop-tard': 409,
  annule: 409,
  introuvable: 404,
};

export function refusalBody(refusal: BookingRefusal, office: OfficeKey) {
  return {
    success: false,
    message: refusalFor(refusal.reason, office),
    reason: refusal.reason,
    next: refusal.next.map(nextSlot),
  };
}
