import 'server-only';
import { officeHours, type OfficeKey } from '@/content/office-hours';
import { phoneText, site } from '@/content/site';
import { NOTICE_HOURS } from '@/features/booking/model/slots';
import { KIND_LABELS } from '@/features/booking/words';
import { frenchClock } from '@/lib/due-words';
import { wallClock } from '@/lib/zoned-time';
import { bookingPlace, visitMapHref } from './records';
import { bookingEvent, calendarFile } from './server/ics';
import { managePageUrl, rebookPageUrl } from './links';
import { bookingSecret, leadBookingToken } from '@/features/quote/booking-link';
import { toBooking, toEvent, type Booking, type BookingEvent } from './server/store';
import type { OpenDatabase } from '@/lib/server/db/database';
import type { BookingEventType, BookingStatus } from '@/lib/server/db/tables';
import { greeting } from '@/lib/server/mail/greeting';
import type { OutboxRow } from '@/lib/server/mail/queue-store';
import { domainOf, GoneError, oneLine, type ComposeContext, type Composer } from '@/lib/server/mail/transport';

/**
 * The e-mails of an appointment, one per booking_events row: to the visitor (kind
 * `booking-visitor`) and to the office (`booking-office`), each with the appointment as an .ics invitation
 * (REQUEST, or CANCEL once cancelled) whose SEQUENCE counts the booking's earlier events, so that a calendar
 * replaces what an older e-mail put there. Each says what its event says: an e-mail read after a later change
 * (a « réservé » sent once the visitor has cancelled) still gives the time and status of its own event.
 * Dates are words on the office's wall clock (« lundi 26 octobre 2026 à 9 h »); the .ics carries UTC.
 */

const NBSP = '\u00a0';
const STATUS_WORDS: Record<BookingStatus, string> = { reserve: 'Réservé', confirme: 'Confirmé', annule: 'Annulé' };

// Days are formatted at noon UTC from the office's own day, so naming them must not shift them into another zone.
const longDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const officeClock = (iso: string, office: OfficeKey) => wallClock(new Date(iso), officeHours[office].timeZone);

/** « lundi 26 octobre 2026 », « mardi 1er décembre 2026 ». */
const dayInWords = (day: string) =>
  longDay
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');

/** « lundi 26 octobre 2026 à 9 h », « mardi 1er décembre 2026 à 14 h 20 », on the office's clock. */
export function appointmentWhen(iso: string, office: OfficeKey): string {
  const { day, minutes } = officeClock(iso, office);
  return `${dayInWords(day)} à ${frenchClock(minutes)}`;
}

/** « lundi 26 octobre 2026 de 9 h à 10 h », on the office's clock. */
function appointmentSpan(booking: Booking): string {
  const start = officeClock(booking.startsAt, booking.office);
  const end = officeClock(booking.endsAt, booking.office);
  return `${dayInWords(start.day)} de ${frenchClock(start.minutes)} à ${frenchClock(end.minutes)}`;
}

/** « 1 h », « 20 min », « 1 h 30 ». */
function duration(booking: Booking): string {
  const minutes = Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000);
  return minutes < 60 ? `${minutes}${NBSP}min` : frenchClock(minutes);
}

/** An event and the appointment as that event left it. */
interface Occasion {
  event: BookingEvent;
  /** Its time and status after the event (what is stored now may have changed since). */
  booking: Booking;
  /** How many events of the booking came before this one: the invitation's SEQUENCE. */
  sequence: number;
}

async function occasionOf(storage: OpenDatabase, row: OutboxRow): Promise<Occasion> {
  const eventRow = await storage.db
    .selectFrom('booking_events')
    .selectAll()
    .where('id', '=', row.bookingEventId ?? -1)
    .executeTakeFirst();
  if (!eventRow) throw new GoneError(`événement de rendez-vous ${row.bookingEventId} introuvable`);
  const event = toEvent(eventRow);
  const bookingRow = await storage.db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', event.bookingId)
    .executeTakeFirst();
  if (!bookingRow) throw new GoneError(`rendez-vous ${event.bookingId} introuvable`);
  const earlier = await storage.db
    .selectFrom('booking_events')
    .select('type')
    .where('booking_id', '=', event.bookingId)
    .where('id', '<', event.id)
    .execute();
  const stored = toBooking(bookingRow);
  const length = Date.parse(stored.endsAt) - Date.parse(stored.startsAt);
  const confirmed = event.type === 'confirme' || earlier.some((earlierEvent) => earlierEvent.type === 'confirme');
  const status: BookingStatus = event.type === 'annule' ? 'annule' : confirmed ? 'confirme' : 'reserve';
  return {
    event,
    booking: {
      ...stored,
      startsAt: event.startsAt,
      endsAt: new Date(Date.parse(event.startsAt) + length).toISOString(),
      status,
    },
    sequence: earlier.length,
  };
}

/** The invitation, as nodemailer sends a calendar event: a text/calendar alternative and a `rendez-vous.ics` attachment. */
function invitation({ event, booking, sequence }: Occasion, forOffice: boolean) {
  const method = event.type === 'annule' ? 'CANCEL' : 'REQUEST';
  return {
    filename: 'rendez-vous.ics',
    method,
    content: calendarFile([bookingEvent(booking, sequence, forOffice)], { method }),
  };
}

/** What both e-mails of an event share: sender, Message-ID (the same on every attempt), headers. */
function envelope(occasion: Occasion, row: OutboxRow, mailFrom: string) {
  const { booking, event } = occasion;
  return {
    from: mailFrom,
    messageId: `<${row.messageId ?? `booking-${row.id}`}@${domainOf(mailFrom)}>`,
    // Mail filters (and the e2e mailbox) find an appointment's e-mails by these.
    headers: { 'X-Booking-Id': String(booking.id), 'X-Booking-Event': event.type },
  };
}

const VISITOR_SUBJECTS: Record<BookingEventType, (when: string) => string> = {
  reserve: (when) => `votre rendez-vous du ${when} est réservé`,
  confirme: (when) => `votre rendez-vous du ${when} est confirmé`,
  deplace: (when) => `votre rendez-vous est déplacé au ${when}`,
  annule: (when) => `votre rendez-vous du ${when} est annulé`,
  rappel: (when) => `rappel de votre rendez-vous du ${when}`,
};

function visitorOpening({ event, booking }: Occasion): string {
  const office = officeHours[booking.office].office;
  const byOffice = event.byStaff !== null;
  switch (event.type) {
    case 'reserve':
      return 'Votre rendez-vous est réservé.';
    case 'confirme':
      return `Notre bureau de ${office.label} confirme votre rendez-vous.`;
    case 'deplace': {
      const before = event.previousStartsAt
        ? ` (au lieu du ${appointmentWhen(event.previousStartsAt, booking.office)})`
        : '';
      return byOffice
        ? `Notre bureau de ${office.label} a déplacé votre rendez-vous${before}.`
        : `Votre rendez-vous est déplacé${before}.`;
    }
    case 'annule':
      return byOffice
        ? `Notre bureau de ${office.label} a dû annuler votre rendez-vous. Nous vous prions de nous en excuser.`
        : 'Votre rendez-vous est annulé, comme vous l’avez demandé.';
    case 'rappel':
      return 'Nous vous rappelons votre rendez-vous.';
  }
}

/** Where: the visit's address and its map, or the number a call goes to. */
function placeLines(booking: Booking, nbsp: string): string[] {
  if (booking.kind === 'appel') return [`Un conseiller vous appelle au ${phoneText(booking.phone)}.`];
  const map = visitMapHref(booking);
  return [`Lieu${nbsp}: ${bookingPlace(booking)}`, ...(map ? [`Plan${nbsp}: ${map}`] : [])];
}

/** What, when and where, as the visitor reads it. */
function visitorDetails(booking: Booking): string[] {
  const office = officeHours[booking.office].office;
  return [
    `${KIND_LABELS[booking.kind]}, le ${appointmentWhen(booking.startsAt, booking.office)} (${duration(booking)}).`,
    ...placeLines(booking, NBSP),
    `Votre bureau${NBSP}: ${office.label}, ${phoneText(office.phone)}.`,
  ];
}

/** The rebook link of a cancellation, with the visitor's details and, tied to a lead, a fresh link to it. */
function rebookLink(booking: Booking, config: ComposeContext['config'], now: Date): string {
  const token = booking.leadId !== null ? leadBookingToken(bookingSecret(config), booking.leadId, now) : undefined;
  return rebookPageUrl(booking, token);
}

function visitorClosing({ event, booking }: Occasion, rebook: string): string[] {
  const office = officeHours[booking.office].office;
  if (event.type === 'annule') {
    return [
      'L’annulation jointe (rendez-vous.ics) le retire de votre agenda.',
      '',
      `Pour choisir un autre moment (vos coordonnées sont déjà remplies)${NBSP}:`,
      rebook,
    ];
  }
  return [
    'L’invitation jointe (rendez-vous.ics) l’inscrit dans votre agenda.',
    '',
    `Pour le déplacer ou l’annuler, jusqu’à ${NOTICE_HOURS}${NBSP}h avant${NBSP}:`,
    managePageUrl(booking.manageKey),
    `Ensuite, appelez-nous au ${phoneText(office.phone)}.`,
    ...(event.type === 'reserve'
      ? [
          '',
          `Si vous n’avez pas pris ce rendez-vous, annulez-le avec ce lien${NBSP}: une autre personne a saisi votre adresse par erreur.`,
        ]
      : []),
  ];
}

/** The visitor's e-mail of an event, to the address they gave, Reply-To their office. */
export const composeBookingVisitor: Composer = async (storage, row, { config, now }) => {
  const occasion = await occasionOf(storage, row);
  const { booking, event } = occasion;
  const office = officeHours[booking.office].office;
  const when = appointmentWhen(booking.startsAt, booking.office);
  return {
    ...envelope(occasion, row, config.mailFrom),
    to: booking.email,
    replyTo: { name: `${site.name} – ${office.city}`, address: office.email },
    subject: `${site.name}${NBSP}: ${VISITOR_SUBJECTS[event.type](when)}`,
    icalEvent: invitation(occasion, false),
    text: [
      greeting(booking.name),
      '',
      visitorOpening(occasion),
      '',
      ...(event.type === 'annule'
        ? [
            `Il était prévu le ${when}${booking.kind === 'appel' ? ' (appel téléphonique)' : ''}.`,
            ...placeLines(booking, NBSP),
          ]
        : visitorDetails(booking)),
      '',
      ...visitorClosing(occasion, event.type === 'annule' ? rebookLink(booking, config, now) : ''),
      '',
      site.name,
    ].join('\n'),
  };
};

const OFFICE_SUBJECTS: Record<BookingEventType, string> = {
  reserve: 'Nouveau rendez-vous',
  confirme: 'Rendez-vous confirmé',
  deplace: 'Rendez-vous déplacé',
  annule: 'Rendez-vous annulé',
  rappel: 'Rappel de rendez-vous',
};

function officeHeadline({ event }: Occasion): string {
  const by = event.byStaff === null ? 'par le visiteur' : `par ${oneLine(event.byStaff)}`;
  switch (event.type) {
    case 'reserve':
      return 'Nouveau rendez-vous pris sur le site.';
    case 'confirme':
      return `Rendez-vous confirmé ${by}.`;
    case 'deplace':
      return `Rendez-vous déplacé ${by}.`;
    case 'annule':
      return `Rendez-vous annulé ${by} : le créneau est de nouveau libre.`;
    case 'rappel':
      return 'Rappel envoyé au visiteur.';
  }
}

/**
 * The office's e-mail of an event, to the office's own address (content/office-hours.ts): each office takes its
 * appointments, and MAIL_TO is the inbox of quote requests. Reply-To the visitor, with what staff need to call.
 */
export const composeBookingOffice: Composer = async (storage, row, { config }) => {
  const occasion = await occasionOf(storage, row);
  const { booking, event } = occasion;
  // The reminder is the visitor's alone; a row queued for the office by mistake has no purpose.
  if (event.type === 'rappel') return null;
  const office = officeHours[booking.office].office;
  const name = oneLine(booking.name);
  const when = appointmentWhen(booking.startsAt, booking.office);
  return {
    ...envelope(occasion, row, config.mailFrom),
    to: office.email,
    replyTo: { name, address: booking.email },
    subject: oneLine(`${OFFICE_SUBJECTS[event.type]} : ${KIND_LABELS[booking.kind]} – ${name} – ${when}`).slice(0, 250),
    icalEvent: invitation(occasion, true),
    text: [
      officeHeadline(occasion),
      '',
      `${KIND_LABELS[booking.kind]}, bureau de ${office.label}`,
      `Le ${appointmentSpan(booking)}`,
      ...(event.previousStartsAt ? [`Au lieu du ${appointmentWhen(event.previousStartsAt, booking.office)}`] : []),
      ...(booking.kind === 'appel' ? [`Lieu : ${bookingPlace(booking)}`] : placeLines(booking, ' ')),
      `Statut : ${STATUS_WORDS[booking.status]}`,
      '',
      `Nom : ${name}`,
      `Téléphone : ${oneLine(booking.phone)}`,
      `E-mail : ${booking.email}`,
      `NPA / CP : ${booking.postcode ? oneLine(booking.postcode) : '—'}`,
      ...(booking.leadId !== null
        ? [`Demande de devis : n° ${booking.leadId}, ${site.url}/equipe/demandes/${booking.leadId}`]
        : []),
      '',
      'Message :',
      booking.message ?? '—',
      '',
      `Ouvrir le rendez-vous (n° ${booking.id}) : ${site.url}/equipe/rendez-vous/${booking.id}`,
    ].join('\n'),
  };
};
