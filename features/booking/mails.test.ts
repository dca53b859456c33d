/** @jest-environment node */
import { rebookParams } from '@/test/booking-samples';
import { testBackends } from '@/test/server/backends';
import { booked, newBooking } from '@/test/server/bookings';
import { calendarPartsOf, plainTextOf, readInvitation } from '@/test/server/calendar';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { headerOf, type ReceivedMail } from '@/test/server/support';
import { bookingUid } from './server/ics';
import { managePageUrl } from './links';
import { bookingSecret, readLeadBookingToken } from '@/features/quote/booking-link';
import { insertLead } from '@/features/quote/leads';
import { newLead } from '@/test/server/leads';
import { type Booking } from './server/store';
import { cancelBooking, confirmBooking, moveBooking } from './server/changes';
import { processOutbox } from '@/lib/server/mail/sender';

/**
 * The e-mails of an appointment, on each database, as the visitor's and the office's mailboxes
 * receive them, with a clock the test sets: Tuesday 20 October 2026, 10:00 in Geneva, the week before the
 * clocks go back (Sunday 25 October), so that slots lie on both sides of the change.
 */

const NBSP = '\u00a0';
const NOW = '2026-10-20T08:00:00.000Z';
// Monday 26 October, 09:00 in Geneva or Paris (winter time, UTC+1); Friday 23 October, 09:00 (summer time, UTC+2).
const AFTER_CHANGE = '2026-10-26T08:00:00.000Z';
const BEFORE_CHANGE = '2026-10-23T07:00:00.000Z';
const at = (iso: string) => () => new Date(iso);
const later = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();

describe.each(testBackends('booking_mail_test'))('$name', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const send = (now = later(1)) =>
    processOutbox({ config: mailConfig(backend, env.smtp), storage: env.storage, now: at(now) });
  const book = (startsAt: string, overrides: Parameters<typeof newBooking>[1] = {}) =>
    booked(env.storage, newBooking(startsAt, overrides), new Date(NOW));
  const mailsOf = (booking: Booking, event?: string) =>
    env.smtp.mails.filter(
      (mail) =>
        headerOf(mail.raw, 'X-Booking-Id') === String(booking.id) &&
        (event === undefined || headerOf(mail.raw, 'X-Booking-Event') === event),
    );
  const to = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);
  /** The one invitation of an e-mail: its attachment's name, the method announced, and the event ical.js reads. */
  const invitationOf = (mail: ReceivedMail | undefined) => {
    const parts = calendarPartsOf(mail?.raw ?? '');
    expect(parts).toHaveLength(1);
    const [part] = parts;
    return { filename: part?.filename, announced: part?.method, ...readInvitation(part?.ics ?? '') };
  };

  it('after the October change: the visitor and the office each get one e-mail whose invitation starts at 08:00 UTC', async () => {
    const booking = await book(AFTER_CHANGE);
    await send();
    const mails = mailsOf(booking);
    expect(mails).toHaveLength(2);
    const visitor = mails.find(to('claire@example.ch'));
    const office = mails.find(to('geneve@lumina-terrasses.ch'));
    for (const mail of [visitor, office]) {
      expect(invitationOf(mail)).toMatchObject({
        filename: 'rendez-vous.ics',
        announced: 'REQUEST',
        method: 'REQUEST',
        uid: bookingUid(booking),
        sequence: 0,
        start: AFTER_CHANGE,
        end: '2026-10-26T09:00:00.000Z',
        status: 'TENTATIVE',
        organizer: 'mailto:geneve@lumina-terrasses.ch',
        attendees: [{ address: 'mailto:claire@example.ch', name: 'Claire Martin', partstat: 'ACCEPTED' }],
      });
    }

    const visitorRaw = visitor?.raw ?? '';
    expect(headerOf(visitorRaw, 'Subject')).toBe(
      `Lumina Terrasses${NBSP}: votre rendez-vous du lundi 26 octobre 2026 à 9${NBSP}h est réservé`,
    );
    expect(headerOf(visitorRaw, 'Reply-To')).toContain('<geneve@lumina-terrasses.ch>');
    const text = plainTextOf(visitorRaw);
    expect(text).toContain('Bonjour Claire Martin,');
    expect(text).toContain(`Visite gratuite sur place, le lundi 26 octobre 2026 à 9${NBSP}h (1${NBSP}h).`);
    expect(text).toContain('Chêne-Bourg');
    expect(text).toContain(managePageUrl(booking.manageKey));

    const officeRaw = office?.raw ?? '';
    expect(headerOf(officeRaw, 'Reply-To')).toContain('claire@example.ch');
    expect(headerOf(officeRaw, 'Subject')).toBe(
      `Nouveau rendez-vous : Visite gratuite sur place – Claire Martin – lundi 26 octobre 2026 à 9${NBSP}h`,
    );
    const officeText = plainTextOf(officeRaw);
    expect(officeText).toContain(`Le lundi 26 octobre 2026 de 9${NBSP}h à 10${NBSP}h`);
    expect(officeText).toContain('Téléphone : +41 79 123 45 67');
    expect(officeText).toContain('E-mail : claire@example.ch');
    expect(officeText).toContain('Statut : Réservé');
    expect(officeText).toContain(`https://www.lumina-terrasses.ch/equipe/rendez-vous/${booking.id}`);
    // The visitor's key is theirs: the office's e-mail does not carry it.
    expect(officeText).not.toContain(booking.manageKey);
  });

  it('before the change: 09:00 in Geneva is 07:00 UTC', async () => {
    const booking = await book(BEFORE_CHANGE);
    await send();
    const [visitor] = mailsOf(booking).filter(to('claire@example.ch'));
    expect(invitationOf(visitor)).toMatchObject({ start: BEFORE_CHANGE, end: '2026-10-23T08:00:00.000Z' });
    expect(plainTextOf(visitor?.raw ?? '')).toContain(`vendredi 23 octobre 2026 à 9${NBSP}h`);
  });

  it('a move sends a new invitation with the same UID and a higher SEQUENCE; a cancellation sends METHOD:CANCEL', async () => {
    const booking = await book('2026-10-26T09:00:00.000Z');
    await send();
    const moved = await moveBooking(
      env.storage,
      booking.id,
      new Date('2026-10-28T09:00:00.000Z'),
      'visiteur',
      new Date(NOW),
    );
    expect(moved.ok).toBe(true);
    await send(later(2));
    const movedMails = mailsOf(booking, 'deplace');
    expect(movedMails.map((mail) => mail.to).sort()).toEqual([['claire@example.ch'], ['geneve@lumina-terrasses.ch']]);
    for (const mail of movedMails) {
      expect(invitationOf(mail)).toMatchObject({
        method: 'REQUEST',
        uid: bookingUid(booking),
        sequence: 1,
        start: '2026-10-28T09:00:00.000Z',
      });
    }
    const movedText = plainTextOf(movedMails.find(to('claire@example.ch'))?.raw ?? '');
    expect(movedText).toContain(`Votre rendez-vous est déplacé (au lieu du lundi 26 octobre 2026 à 10${NBSP}h).`);
    expect(movedText).toContain(`Visite gratuite sur place, le mercredi 28 octobre 2026 à 10${NBSP}h`);
    expect(movedText).toContain(managePageUrl(booking.manageKey));

    const cancelled = await cancelBooking(env.storage, booking.id, { staff: 'Marie Dupont' }, new Date(later(3)));
    expect(cancelled.ok).toBe(true);
    await send(later(4));
    const cancelMails = mailsOf(booking, 'annule');
    expect(cancelMails).toHaveLength(2);
    for (const mail of cancelMails) {
      expect(invitationOf(mail)).toMatchObject({
        announced: 'CANCEL',
        method: 'CANCEL',
        uid: bookingUid(booking),
        sequence: 2,
        status: 'CANCELLED',
        start: '2026-10-28T09:00:00.000Z',
      });
    }
    const cancelText = plainTextOf(cancelMails.find(to('claire@example.ch'))?.raw ?? '');
    expect(cancelText).toContain('Notre bureau de Chêne-Bourg (Genève) a dû annuler votre rendez-vous.');
    expect(cancelText).toContain(`Il était prévu le mercredi 28 octobre 2026 à 10${NBSP}h.`);
    expect(cancelText).not.toContain('/rendez-vous/gerer');
    // « Choisir un autre moment »: the booking page with the visitor's details as its pre-fill parameters.
    expect(cancelText).toContain(
      'https://www.lumina-terrasses.ch/rendez-vous?type=visite&bureau=geneve&nom=Claire+Martin&email=claire%40example.ch&telephone=%2B41+79+123+45+67&code_postal=1225\n',
    );
    expect(plainTextOf(cancelMails.find(to('geneve@lumina-terrasses.ch'))?.raw ?? '')).toContain(
      'Rendez-vous annulé par Marie Dupont',
    );
  });

  it('a staff confirmation is the visitor’s alone, CONFIRMED', async () => {
    const booking = await book('2026-10-29T08:00:00.000Z');
    await confirmBooking(env.storage, booking.id, 'Marie Dupont', new Date(NOW));
    await send();
    const confirmed = mailsOf(booking, 'confirme');
    expect(confirmed.map((mail) => mail.to)).toEqual([['claire@example.ch']]);
    expect(invitationOf(confirmed[0])).toMatchObject({ method: 'REQUEST', sequence: 1, status: 'CONFIRMED' });
    expect(plainTextOf(confirmed[0]?.raw ?? '')).toContain(
      'Notre bureau de Chêne-Bourg (Genève) confirme votre rendez-vous.',
    );
  });

  it('an e-mail sent after a later change still says what its own event said', async () => {
    // The SMTP server was down while the visitor booked and then cancelled.
    const booking = await book('2026-10-27T08:00:00.000Z');
    await cancelBooking(env.storage, booking.id, 'visiteur', new Date(NOW));
    await send();
    const [reserved] = mailsOf(booking, 'reserve').filter(to('claire@example.ch'));
    expect(invitationOf(reserved)).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'TENTATIVE' });
    expect(plainTextOf(reserved?.raw ?? '')).toContain('Votre rendez-vous est réservé.');
    const [cancelled] = mailsOf(booking, 'annule').filter(to('claire@example.ch'));
    expect(invitationOf(cancelled)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(plainTextOf(cancelled?.raw ?? '')).toContain('Votre rendez-vous est annulé, comme vous l’avez demandé.');
  });

  it('Clermont-Ferrand’s call: on the Paris clock, to the Clermont office, with the visitor’s number', async () => {
    const booking = await book(AFTER_CHANGE, {
      office: 'clermont',
      kind: 'appel',
      phone: '+33 6 12 34 56 78',
      postcode: '63000',
      email: 'paul@example.fr',
      name: 'Paul Durand',
    });
    await send();
    const mails = mailsOf(booking);
    expect(mails.map((mail) => mail.to).sort()).toEqual([['clermont@lumina-terrasses.fr'], ['paul@example.fr']]);
    const visitor = mails.find(to('paul@example.fr'));
    expect(invitationOf(visitor)).toMatchObject({
      start: AFTER_CHANGE,
      end: '2026-10-26T08:20:00.000Z',
      location: 'appel téléphonique au +33 6 12 34 56 78',
    });
    // A call happens on the phone: no office address anywhere in the invitation, the number in its description.
    const { description, location } = invitationOf(visitor);
    expect(description).toContain('vous appelle au +33 6 12 34 56 78');
    expect(`${location}\n${description}`).not.toMatch(/Rue |Avenue |Boulevard |Chêne-Bourg|63000 Clermont/);
    const text = plainTextOf(visitor?.raw ?? '');
    expect(text).toContain(`Appel téléphonique, le lundi 26 octobre 2026 à 9${NBSP}h (20${NBSP}min).`);
    expect(text).toContain(`Un conseiller vous appelle au +33${NBSP}6${NBSP}12${NBSP}34${NBSP}56${NBSP}78.`);
    expect(text).toContain(`Votre bureau${NBSP}: Clermont-Ferrand, +33${NBSP}4${NBSP}73${NBSP}00${NBSP}12${NBSP}34.`);
    expect(plainTextOf(mails.find(to('clermont@lumina-terrasses.fr'))?.raw ?? '')).toContain(
      `Le lundi 26 octobre 2026 de 9${NBSP}h à 9${NBSP}h${NBSP}20`,
    );
  });

  it('an on-site visit takes place at the visitor’s: its address is the LOCATION, in both e-mails with a map link', async () => {
    const booking = await book('2026-10-30T08:00:00.000Z', {
      street: 'Chemin des Vignes 12',
      postcode: '1225',
      town: 'Chêne-Bourg',
    });
    await send();
    const mails = mailsOf(booking);
    const address = 'Chemin des Vignes 12, 1225 Chêne-Bourg';
    const map = 'https://www.openstreetmap.org/search?query=Chemin%20des%20Vignes%2012%2C%201225%20Ch%C3%AAne-Bourg';
    for (const mail of mails) {
      const { location, description } = invitationOf(mail);
      expect(location).toBe(address);
      expect(description).toContain(map);
      // The office is whom to call, not where to go.
      expect(description).not.toContain('Rue de Genève');
    }
    const visitorText = plainTextOf(mails.find(to('claire@example.ch'))?.raw ?? '');
    expect(visitorText).toContain(`Lieu${NBSP}: ${address}`);
    expect(visitorText).toContain(`Plan${NBSP}: ${map}`);
    expect(visitorText).not.toContain('Rue de Genève');
    const officeText = plainTextOf(mails.find(to('geneve@lumina-terrasses.ch'))?.raw ?? '');
    expect(officeText).toContain(`Lieu : ${address}`);
    expect(officeText).toContain(`Plan : ${map}`);

    // Cancelled: the e-mails still say where it was, and the rebook link carries the address and the lead's link.
    await cancelBooking(env.storage, booking.id, 'visiteur', new Date(later(2)));
    await send(later(3));
    const cancelled = mailsOf(booking, 'annule');
    expect(cancelled).toHaveLength(2);
    for (const mail of cancelled) expect(invitationOf(mail).location).toBe(address);
    const cancelText = plainTextOf(cancelled.find(to('claire@example.ch'))?.raw ?? '');
    expect(cancelText).toContain(`Lieu${NBSP}: ${address}`);
    const link = /https:\/\/www\.lumina-terrasses\.ch\/rendez-vous\?\S+/.exec(cancelText)?.[0] ?? '';
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual(rebookParams);
  });

  it('the rebook link of a booking tied to a lead carries a new link to that lead (`demande`)', async () => {
    const leadId = await insertLead(env.storage, newLead());
    const booking = await book('2026-10-30T09:00:00.000Z', {
      street: 'Route d’Annecy 4',
      postcode: '1225',
      town: 'Chêne-Bourg',
      leadId,
    });
    await cancelBooking(env.storage, booking.id, 'visiteur', new Date(NOW));
    await send();
    const [mail] = mailsOf(booking, 'annule').filter(to('claire@example.ch'));
    const link = /https:\/\/www\.lumina-terrasses\.ch\/rendez-vous\?\S+/.exec(plainTextOf(mail?.raw ?? ''))?.[0] ?? '';
    const params = new URL(link).searchParams;
    expect(params.get('rue')).toBe('Route d’Annecy 4');
    const check = readLeadBookingToken(
      bookingSecret(mailConfig(backend, env.smtp)),
      params.get('demande'),
      new Date(NOW),
    );
    expect(check).toEqual({ ok: true, leadId });
  });
});
