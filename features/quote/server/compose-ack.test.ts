/** @jest-environment node */
import { productNames } from '@/lib/product-lookup';
import { NO_PROJECT_DETAILS } from '@/lib/project-details';
import { testBackends } from '@/test/server/backends';
import { newLead } from '@/test/server/leads';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { headerOf, textOf, type ReceivedMail } from '@/test/server/support';
import { bookingSecret, readLeadBookingToken } from '@/features/quote/booking-link';
import { readConfig } from '@/lib/server/config';
import { insertLead, leadOutboxKinds } from '../leads';
import { greeting } from '@/lib/server/mail/greeting';
import { listOutbox } from '@/lib/server/mail/queue-store';
import { processOutbox } from '@/lib/server/mail/sender';

/**
 * The visitor's acknowledgement, on each database, as the visitor's mailbox receives it, with a clock
 * the test sets: a lead received on Monday 23 November 2026 at 16:30 in Geneva (15:30 UTC) has one office hour
 * left that day, so it is due on Tuesday at 9:00.
 */

const NBSP = '\u00a0';
const MONDAY_LATE = '2026-11-23T15:30:00.000Z';
const MARKER = 'MARQUEUR-VISITEUR';
const at = (iso: string) => () => new Date(iso);
const later = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

describe.each(testBackends('ack_test'))('$name acknowledgement', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const kinds = leadOutboxKinds(readConfig({}));
  const send = (now: string) =>
    processOutbox({ config: mailConfig(backend, env.smtp), storage: env.storage, now: at(now) });
  const acks = (id: number): ReceivedMail[] =>
    env.smtp.mails.filter((mail) => (headerOf(mail.raw, 'Message-ID') ?? '').startsWith(`<lead-${id}-ack.`));
  const ackRows = async (id: number) => (await listOutbox(env.storage, { leadId: id })).filter((r) => r.kind === 'ack');
  // Each test has its own address: the one-per-hour rule must not link them.
  let n = 0;
  const address = () => `visiteur${++n}@example.ch`;

  it('says the request arrived with its reference, the product and sizes, when we call, and the office’s phone', async () => {
    const email = address();
    const id = await insertLead(
      env.storage,
      newLead({
        email,
        produit: 'pergolas-bioclimatique',
        project: { ...NO_PROJECT_DETAILS, largeurCm: 450, profondeurCm: 300, codePostal: '1225', pays: 'CH' },
        outboxKinds: kinds,
        receivedAt: MONDAY_LATE,
      }),
    );
    await send(later(MONDAY_LATE, 1));
    const [ack] = acks(id);
    expect(ack?.to).toEqual([email]);
    const raw = ack?.raw ?? '';
    expect(headerOf(raw, 'Subject')).toBe(`Lumina Terrasses${NBSP}: votre demande n°${NBSP}${id} est bien reçue`);
    expect(headerOf(raw, 'Message-ID')).toMatch(new RegExp(`^<lead-${id}-ack\\.[0-9a-f]{16}@lumina-terrasses\\.ch>$`));
    // The company e-mail alone carries X-Lead-Id (the e2e mailbox files e-mails by it).
    expect(headerOf(raw, 'X-Lead-Id')).toBeUndefined();
    const text = textOf(raw);
    expect(text).toContain('Bonjour Camille,');
    expect(text).toContain(`Sa référence${NBSP}: n°${NBSP}${id}.`);
    expect(text).toContain(
      `Votre choix${NBSP}: ${productNames['pergolas-bioclimatique']}, 4,5 × 3${NBSP}m (13,5${NBSP}m²).`,
    );
    expect(text).toContain(`Un conseiller vous appelle d’ici demain 9${NBSP}h.`);
    expect(text).toContain(`Chêne-Bourg (Genève) répond au +41${NBSP}22${NBSP}700${NBSP}12${NBSP}34.`);
    // « Réserver une visite »: the booking page with a link tied to this request, which the booking API accepts.
    const link = /Réserver une visite[^\n]*\n(https:\/\/www\.lumina-terrasses\.ch\/rendez-vous\?demande=(\S+))\n/.exec(
      text,
    );
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[2] ?? '');
    const secret = bookingSecret(mailConfig(backend, env.smtp));
    expect(readLeadBookingToken(secret, token, new Date(later(MONDAY_LATE, 60)))).toEqual({ ok: true, leadId: id });
    // The company's own e-mail still goes, with its header.
    expect(env.smtp.mails.filter((mail) => headerOf(mail.raw, 'X-Lead-Id') === String(id))).toHaveLength(1);
  });

  it('gives the French office’s phone for a French lead, and the usual delay once the due time has passed', async () => {
    const id = await insertLead(
      env.storage,
      newLead({
        email: address(),
        project: { ...NO_PROJECT_DETAILS, codePostal: '63000', pays: 'FR', contactPrefere: 'email' },
        outboxKinds: kinds,
        receivedAt: MONDAY_LATE,
      }),
    );
    // Sent on Wednesday (the SMTP server was down): « d’ici demain » would be false.
    await send(later(MONDAY_LATE, 2 * 24 * 60));
    const text = textOf(acks(id)[0]?.raw ?? '');
    expect(text).toContain(`Un conseiller vous écrit sous 48${NBSP}h les jours ouvrables.`);
    expect(text).toContain(`Clermont-Ferrand répond au +33${NBSP}4${NBSP}73${NBSP}00${NBSP}12${NBSP}34.`);
    expect(text).not.toContain('Votre choix');
  });

  it('falls back to the usual delay for a lead with no due time', async () => {
    const id = await insertLead(
      env.storage,
      newLead({ email: address(), outboxKinds: kinds, receivedAt: MONDAY_LATE }),
    );
    await backend.raw(`UPDATE leads SET due_at = NULL WHERE id = ${id}`);
    await send(later(MONDAY_LATE, 1));
    expect(textOf(acks(id)[0]?.raw ?? '')).toContain(`Un conseiller vous appelle sous 48${NBSP}h les jours ouvrables.`);
  });

  it('never repeats what the visitor wrote: a name with a link gets « Bonjour, » alone', async () => {
    const id = await insertLead(
      env.storage,
      newLead({
        email: address(),
        prenom: `Gagnez sur www.${MARKER}.example`,
        nom: `${MARKER} nom`,
        societe: `${MARKER} société`,
        sujet: `${MARKER} sujet http://spam.example/sujet`,
        message: `${MARKER} message http://spam.example/message`,
        outboxKinds: kinds,
        receivedAt: MONDAY_LATE,
      }),
    );
    await send(later(MONDAY_LATE, 1));
    const raw = acks(id)[0]?.raw ?? '';
    const text = textOf(raw);
    expect(text.split('\n')[0]).toBe('Bonjour,');
    for (const written of [MARKER, 'spam.example', 'Gagnez']) {
      expect(`${headerOf(raw, 'Subject')}\n${text}`).not.toContain(written);
    }
  });

  it('greets by the first name only when it is one', () => {
    expect(greeting('  Jean-Pierre ')).toBe('Bonjour Jean-Pierre,');
    expect(greeting('Anne-Marie d’Ornano')).toBe('Bonjour Anne-Marie d’Ornano,');
    expect(greeting('J.-P.')).toBe('Bonjour J.-P.,');
    for (const hostile of [
      '',
      '   ',
      'Camille http://spam.example',
      'www.gains',
      'voir spam.example',
      'ecrivez a moi@spam.example',
      'Appelez 0900 123 456',
      'A'.repeat(41),
      '<b>Camille</b>',
    ]) {
      expect(greeting(hostile)).toBe('Bonjour,');
    }
  });

  it('sends one acknowledgement per address and hour, whatever its case; a second an hour later', async () => {
    const email = address();
    const first = await insertLead(env.storage, newLead({ email, outboxKinds: kinds, receivedAt: MONDAY_LATE }));
    const second = await insertLead(
      env.storage,
      newLead({ email: email.toUpperCase(), outboxKinds: kinds, receivedAt: later(MONDAY_LATE, 59) }),
    );
    const third = await insertLead(
      env.storage,
      newLead({ email, outboxKinds: kinds, receivedAt: later(MONDAY_LATE, 60) }),
    );
    expect([await ackRows(first), await ackRows(second), await ackRows(third)].map((rows) => rows.length)).toEqual([
      1, 0, 1,
    ]);
    await send(later(MONDAY_LATE, 61));
    expect(env.smtp.mails.filter((mail) => mail.to[0]?.toLowerCase() === email)).toHaveLength(2);
    expect([acks(first).length, acks(second).length, acks(third).length]).toEqual([1, 0, 1]);
  });

  it('takes turns when two requests from one address arrive at once', async () => {
    const email = address();
    const ids = await Promise.all(
      [0, 1, 2].map(() => insertLead(env.storage, newLead({ email, outboxKinds: kinds, receivedAt: MONDAY_LATE }))),
    );
    const counts = await Promise.all(ids.map(async (id) => (await ackRows(id)).length));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
  });

  it('sends none for a spam or a lead « à vérifier », nor with MAIL_ACK=0', async () => {
    const spam = await insertLead(
      env.storage,
      newLead({ email: address(), isSpam: true, spamReason: 'honeypot', outboxKinds: kinds, receivedAt: MONDAY_LATE }),
    );
    const review = await insertLead(
      env.storage,
      newLead({ email: address(), needsReview: true, outboxKinds: kinds, receivedAt: MONDAY_LATE }),
    );
    const off = await insertLead(
      env.storage,
      newLead({
        email: address(),
        outboxKinds: leadOutboxKinds(readConfig({ MAIL_ACK: '0' })),
        receivedAt: MONDAY_LATE,
      }),
    );
    await send(later(MONDAY_LATE, 1));
    for (const id of [spam, review, off]) {
      expect(await ackRows(id)).toEqual([]);
      expect(acks(id)).toEqual([]);
    }
    // The lead « à vérifier » and the one without acknowledgement still reach the company.
    const company = env.smtp.mails.map((mail) => headerOf(mail.raw, 'X-Lead-Id'));
    expect(company).toEqual(expect.arrayContaining([String(review), String(off)]));
  });

  it('drops an acknowledgement queued before its lead was flagged « à vérifier »', async () => {
    const id = await insertLead(
      env.storage,
      newLead({ email: address(), outboxKinds: kinds, receivedAt: MONDAY_LATE }),
    );
    await backend.raw(`UPDATE leads SET needs_review = ${backend.name === 'SQLite' ? 1 : 'true'} WHERE id = ${id}`);
    await send(later(MONDAY_LATE, 1));
    expect(acks(id)).toEqual([]);
    expect(await ackRows(id)).toEqual([]);
  });
});
