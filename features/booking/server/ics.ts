import 'server-only';
import { createEvents, type EventAttributes } from 'ics';
import { officeHours } from '@/content/office-hours';
import { site } from '@/content/site';
import { mapHref, visitAddressOf } from '@/features/booking/model/address';
import { KIND_LABELS } from '@/features/booking/model/words';
import type { Booking } from './store';

/**
 * Appointments as iCalendar (RFC 5545), written by the `ics` package: the invitation attached to each
 * appointment e-mail, and each office's calendar feed. Times are written in UTC (…Z), which every calendar
 * shows on its own clock: no time-zone table to keep right across summer time.
 */

type Place = Pick<Booking, 'kind' | 'phone' | 'postcode' | 'street' | 'town'>;

/** A visit's address as typed (« Chemin des Vignes 12, 1225 Chêne-Bourg »); null for a call, or without a street. */
export const visitAddress = (booking: Place): string | null => visitAddressOf(booking);

/** The address of a visit on OpenStreetMap (features/booking/model/address.ts says why); null when there is none. */
export function visitMapHref(booking: Place): string | null {
  const address = visitAddress(booking);
  return address ? mapHref(address) : null;
}

/**
 * Where it happens: the visitor's address for a visit, « appel téléphonique » and the number for a call. Never
 * the office's: nobody meets there. A visit without a street (the column allows it) shows its postcode only.
 */
export function bookingPlace(booking: Place): string {
  if (booking.kind === 'appel') return `appel téléphonique au ${booking.phone}`;
  return (
    visitAddress(booking) ??
    (booking.postcode ? `code postal ${booking.postcode} (adresse à préciser)` : 'adresse à préciser')
  );
}

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
