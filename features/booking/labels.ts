import type { OfficeKey } from '@/content/office-hours';
import { dayInWords } from '@/lib/french-dates';
import { frenchClock } from '@/lib/due-words';
import { officeClock } from '@/lib/office-clock';
import { KIND_LABELS } from './words';

/**
 * Appointments as staff read them: kinds, statuses and events in French, and a start in words on
 * the office's own clock (« mardi 1er décembre 2026, 9 h »), whatever the server's or the reader's zone.
 */

/** The kinds' words, the visitor's and staff's alike (words.ts). */
export const BOOKING_KIND_LABELS = KIND_LABELS;
export const BOOKING_STATUS_LABELS = { reserve: 'Réservé', confirme: 'Confirmé', annule: 'Annulé' } as const;

/** « mardi 1er décembre 2026, 9 h », on the office's clock. */
export function bookingWhen(iso: string, office: OfficeKey): string {
  const { day, minutes } = officeClock(iso, office);
  return `${dayInWords(day)}, ${frenchClock(minutes)}`;
}

export interface BookingEventFacts {
  type: 'reserve' | 'confirme' | 'deplace' | 'annule' | 'rappel';
  byStaff: string | null;
  startsAt: string;
  previousStartsAt: string | null;
}

/** Who made an event and what it was, as one line: the visitor when no staff member is named. */
export function bookingEventLine(
  event: BookingEventFacts,
  booking: { office: OfficeKey; kind: keyof typeof BOOKING_KIND_LABELS; name: string },
): { who: string; text: string } {
  const kind = BOOKING_KIND_LABELS[booking.kind].toLowerCase();
  const when = (iso: string) => bookingWhen(iso, booking.office);
  const who = event.byStaff ?? (event.type === 'rappel' ? 'le site' : booking.name);
  switch (event.type) {
    case 'reserve':
      return { who, text: `Rendez-vous réservé (${kind})\u00a0: ${when(event.startsAt)}` };
    case 'confirme':
      return { who, text: `Rendez-vous confirmé (${kind})\u00a0: ${when(event.startsAt)}` };
    case 'deplace':
      return {
        who,
        text: `Rendez-vous déplacé (${kind})\u00a0: ${event.previousStartsAt ? `${when(event.previousStartsAt)} → ` : ''}${when(event.startsAt)}`,
      };
    case 'annule':
      return { who, text: `Rendez-vous annulé (${kind})\u00a0: ${when(event.startsAt)}` };
    case 'rappel':
      return { who, text: `Rappel du rendez-vous envoyé au visiteur (${kind})\u00a0: ${when(event.startsAt)}` };
  }
}
