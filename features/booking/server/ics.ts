import 'server-only';
import { createEvents, type EventAttributes } from 'ics';
import { officeHours } from '@/content/office-hours';
import { site } from '@/content/site';
import { KIND_LABELS } from '@/features/booking/words';
import { bookingPlace, visitMapHref, type Booking } from '../records';

/**
 * Appointments as iCalendar (RFC 5545), written by the `ics` package: the invitation attached to each
 * appointment e-mail, and each office's calendar feed. Times are written in UTC (…Z), which every calendar
 * shows on its own clock: no time-zone table to keep right across summer time.
 */

const utc = (iso: string): [number, number, number, number, number] => {
  const date = new Date(iso);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
};

/** The UID a calendar files the appointment under: the same across every e-mail and the feed. */
export const bookingUid = (booking: Pick<Booking, 'id' | 'manageKey'>) =>
  `rendez-vous-${booking.id}-${booking.manageKey.slice(0, 12)}@${new URL(site.url).hostname}`;

/**
 * One appointment as an event. `sequence` grows with each change (a move, a cancellation), so that a calendar
 * replaces what it holds; `forOffice` adds the visitor's contact to the description.
 */
export function bookingEvent(booking: Booking, sequence: number, forOffice = false): EventAttributes {
  const office = officeHours[booking.office].office;
  const map = visitMapHref(booking);
  const description = [
    booking.kind === 'appel'
      ? `Un conseiller de ${site.name} vous appelle au ${booking.phone}.`
      : `Un conseiller du bureau de ${office.city} vient voir votre projet sur place et prendre les mesures : ${bookingPlace(booking)}.`,
    ...(map ? [`Plan : ${map}`] : []),
    // The office to call should anything change; its address is not where the appointment happens.
    `Bureau : ${office.label}, ${office.phone}`,
    ...(forOffice
      ? [
          `Client : ${booking.name}, ${booking.phone}, ${booking.email}`,
          booking.postcode && booking.kind === 'appel' ? `NPA / CP : ${booking.postcode}` : '',
        ]
      : []),
    ...(forOffice && booking.message ? [`Message : ${booking.message}`] : []),
  ].filter(Boolean);
  return {
    uid: bookingUid(booking),
    sequence,
    start: utc(booking.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(booking.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: forOffice ? `${KIND_LABELS[booking.kind]} – ${booking.name}` : `${KIND_LABELS[booking.kind]} – ${site.name}`,
    description: description.join('\n'),
    location: bookingPlace(booking),
    status: booking.status === 'annule' ? 'CANCELLED' : booking.status === 'confirme' ? 'CONFIRMED' : 'TENTATIVE',
    organizer: { name: `${site.name} – ${office.city}`, email: office.email },
    // RFC 5546: a REQUEST names who it is for. The visitor booked it, so it is accepted; no RSVP asked, since
    // a calendar's automatic answer would only add mail to the office's inbox.
    attendees: [
      { name: booking.name, email: booking.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' },
    ],
    productId: `-//${site.name}//Rendez-vous//FR`,
  };
}

/** An .ics file of `events`: METHOD:REQUEST for an invitation, CANCEL for a cancellation, PUBLISH for a feed. */
export function calendarFile(
  events: EventAttributes[],
  header: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; calName?: string },
): string {
  const { error, value } = createEvents(events, { productId: `-//${site.name}//Rendez-vous//FR`, ...header });
  if (error || value === null) throw error ?? new Error('calendrier vide');
  return value;
}
