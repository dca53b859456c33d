/** @jest-environment node */
import { getArticles } from '@/lib/content';
import {
  getComment,
  moderateComment,
  publishedComments,
  publishedCounts,
  ReplyRefusedError,
  replyNoticeState,
  replyToComment,
  stopReplyNotices,
  storeComment,
} from './store';
import { processOutbox } from '@/lib/server/mail/sender';
import {
  checkConfirmation,
  confirmSubscription,
  listSubscribers,
  purgeUnconfirmed,
  requestSubscription,
  unsubscribe,
} from '@/features/newsletter/subscriptions';
import { confirmationToken, unsubscribeKey } from '@/features/newsletter/server/tokens';
import { listAudit } from '@/lib/server/staff/audit';
import { erasePersonalData, exportPersonalData, isEmpty } from '@/features/personal-data/server/personal-data';
import { testBackends } from '@/test/server/backends';
import { decodedBody, samples, unfolded } from '@/test/server/support';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';

import { getAttachment, insertLead } from '@/features/quote/leads';
import { freeSlots } from '@/features/booking/server/availability';
import { bookSlot } from '@/features/booking/server/store';
import { listOutbox } from '@/lib/server/mail/queue-store';

/**
 * Comments, newsletter and personal-data requests against each database (SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL): what is published and counted, what is e-mailed, and what an
 * erasure leaves behind.
 */

const SECRET = 'x'.repeat(40);
const [first, second] = getArticles();
const slug = first?.slug ?? 'missing';
const otherSlug = second?.slug ?? 'missing';
const day = 24 * 60 * 60 * 1000;

describe.each(testBackends('community_test'))('$name', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const config = () => ({
    ...mailConfig(backend, env.smtp, 'moderation@lumina-terrasses.ch'),
    newsletterSecret: SECRET,
  });
  const send = () => processOutbox({ config: config(), storage: env.storage });
  const comment = (overrides: Partial<Parameters<typeof storeComment>[1]> = {}, now?: Date) =>
    storeComment(
      env.storage,
      { articleSlug: slug, nom: 'Léa', email: 'lea@example.ch', message: 'Bonjour', status: 'pending', ...overrides },
      now,
    );

  describe('comments', () => {
    it('e-mails the moderators a new comment with its back-office link, not a spam one', async () => {
      const id = await comment({ nom: 'Marc', email: 'marc@example.ch', message: 'Quel délai pour une pergola ?' });
      await comment({ status: 'spam', message: 'https://spam.example' });
      expect(await send()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
      expect(env.smtp.mails).toHaveLength(1);
      const [mail] = env.smtp.mails;
      expect(mail?.to).toEqual(['moderation@lumina-terrasses.ch']);
      const text = decodedBody(mail?.raw ?? '');
      expect(text).toContain(`https://www.lumina-terrasses.ch/equipe/commentaires?id=${id}`);
      expect(text).toContain('Quel délai pour une pergola ?');
      expect(mail?.raw).toMatch(/^Reply-To: Marc <marc@example\.ch>/m);
      expect((await listOutbox(env.storage, { commentIds: [id] })).map((row) => row.status)).toEqual(['sent']);
      expect(await send()).toMatchObject({ sent: 0 });
    });

    it('publishes approved comments only, oldest first, with the company’s replies, and counts them', async () => {
      const before = (await publishedCounts(env.storage))[slug] ?? 0;
      const t0 = new Date('2026-01-01T10:00:00Z');
      const older = await comment({ nom: 'Ancien', message: '<img src=x onerror=alert(1)>' }, t0);
      const newer = await storeComment(
        env.storage,
        { articleSlug: slug, nom: 'Récent', email: 'r@example.ch', message: 'Ligne 1\nLigne 2', status: 'pending' },
        new Date(t0.getTime() + day),
      );
      const hidden = await comment({ nom: 'Pas encore' }, new Date(t0.getTime() + 2 * day));
      await comment({ articleSlug: otherSlug, nom: 'Ailleurs' });
      await moderateComment(env.storage, newer, 'approved', 'test');
      await moderateComment(env.storage, older, 'approved', 'test');
      const { reply } = await replyToComment(env.storage, older, '  Merci, nous vous appelons.  ', 'test');

      const threads = await publishedComments(env.storage, slug);
      const mine = threads.filter((thread) => [older, newer, hidden].includes(thread.id));
      expect(mine.map((thread) => thread.nom)).toEqual(['Ancien', 'Récent']);
      expect(mine[0]).toMatchObject({
        message: '<img src=x onerror=alert(1)>',
        replies: [{ id: reply.id, nom: 'Lumina Terrasses', message: 'Merci, nous vous appelons.' }],
      });
      expect(JSON.stringify(threads)).not.toContain('@example.ch'); // addresses are never published
      expect((await publishedCounts(env.storage))[slug]).toBe(before + 3); // two comments and one reply

      // A comment taken down takes its replies with it, from the page and from the count.
      await moderateComment(env.storage, older, 'rejected', 'test');
      expect((await publishedComments(env.storage, slug)).map((thread) => thread.id)).not.toContain(older);
      expect((await publishedCounts(env.storage))[slug]).toBe(before + 1);
    });

    it('replying approves a pending comment and refuses what cannot be answered', async () => {
      const id = await comment();
      const { approvedComment } = await replyToComment(env.storage, id, 'Bonne question.', 'test');
      expect(approvedComment).toBe(true);
      const { entries } = await listAudit({ targetType: 'comment', targetId: id }, env.storage);
      expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([['test', 'comment.reply']]);
      expect((await getComment(env.storage, id))?.status).toBe('approved');
      const rejected = await comment();
      await moderateComment(env.storage, rejected, 'spam', 'test');
      const { reply } = await replyToComment(env.storage, id, 'Encore.', 'test');
      for (const [target, text, message] of [
        [rejected, 'Non', /refusé \(spam\)/],
        [reply.id, 'Non', /déjà une réponse/],
        [999_999, 'Non', /introuvable/],
        [id, '   ', /vide/],
        [id, 'x'.repeat(3001), /3000 caractères/],
      ] as const) {
        await expect(replyToComment(env.storage, target, text, 'test')).rejects.toThrow(ReplyRefusedError);
        await expect(replyToComment(env.storage, target, text, 'test')).rejects.toThrow(message);
      }
      expect(await moderateComment(env.storage, 999_999, 'approved', 'test')).toBeNull();
    });

    it('a comment decided before its e-mail leaves is not announced', async () => {
      await send();
      env.smtp.mails.length = 0;
      const id = await comment();
      await moderateComment(env.storage, id, 'approved', 'test');
      expect(await send()).toMatchObject({ sent: 0 });
      expect(env.smtp.mails).toHaveLength(0);
      expect(await listOutbox(env.storage, { commentIds: [id] })).toEqual([]);
    });
  });

  describe('reply notices (« Me prévenir d’une réponse »)', () => {
    const notices = () => env.smtp.mails.filter((mail) => !mail.to.includes('moderation@lumina-terrasses.ch'));
    const keyOf = async (id: number) =>
      (await backend.raw(`SELECT reply_notice_key AS k FROM comments WHERE id = ${id}`))[0]?.k as string;

    it('e-mails one notice per reply to a commenter who asked, none to one who did not', async () => {
      await send();
      env.smtp.mails.length = 0;
      const asked = await comment({ nom: 'Alice', email: 'alice@example.ch', notifyReply: true });
      const silent = await comment({ nom: 'Bruno', email: 'bruno@example.ch' });
      await replyToComment(env.storage, asked, 'Oui, dès 12 m².', 'test');
      await replyToComment(env.storage, silent, 'Non, hélas.', 'test');
      await send();
      await send();
      expect(notices().map((mail) => mail.to)).toEqual([['alice@example.ch']]);
      const raw = notices()[0]?.raw ?? '';
      const text = decodedBody(raw);
      const key = await keyOf(asked);
      expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(text).toContain('Oui, dès 12 m².');
      expect(text).toContain(`https://www.lumina-terrasses.ch/conseils/${slug}#commentaires`);
      expect(text).toContain(`https://www.lumina-terrasses.ch/commentaires/desinscription?token=${key}`);
      expect(text).not.toContain('bruno');
      expect(unfolded(raw)).toContain(
        `List-Unsubscribe: <https://www.lumina-terrasses.ch/commentaires/desinscription?token=${key}>`,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(await keyOf(silent)).toBeNull();
    });

    it('stops with the link’s key, a notice already queued included; an unknown key changes nothing', async () => {
      await send();
      env.smtp.mails.length = 0;
      const id = await comment({ email: 'chloe@example.ch', notifyReply: true });
      const key = await keyOf(id);
      expect(await replyNoticeState(env.storage, key)).toBe('actif');
      await replyToComment(env.storage, id, 'Première réponse.', 'test'); // queued, not sent yet
      expect(await stopReplyNotices(env.storage, 'x'.repeat(32))).toBe(false);
      expect(await stopReplyNotices(env.storage, key)).toBe(true);
      expect(await replyNoticeState(env.storage, key)).toBe('arrete');
      await replyToComment(env.storage, id, 'Seconde réponse.', 'test');
      await send();
      expect(notices()).toEqual([]);
      expect(await replyNoticeState(env.storage, 'y'.repeat(32))).toBe('inconnu');
    });

    it('the moderators’ e-mail and the queue say, in words, who asked to be told and at which address', async () => {
      await send();
      env.smtp.mails.length = 0;
      const asked = await comment({ nom: 'Inès', email: 'ines@example.ch', notifyReply: true });
      const silent = await comment({ nom: 'Hugo', email: 'hugo@example.ch' });
      await send();
      const moderation = (id: number) =>
        decodedBody(
          env.smtp.mails.find((mail) => new RegExp(`^X-Comment-Id: ${id}\\r?$`, 'im').test(mail.raw))?.raw ?? '',
        );
      expect(moderation(asked)).toContain(
        'Réponse : A demandé à être prévenu d’une réponse, par e-mail à ines@example.ch\u00a0: publier une réponse la lui envoie.',
      );
      expect(moderation(silent)).toContain('Réponse : N’a pas demandé à être prévenu d’une réponse');
      expect(moderation(silent)).not.toContain('A demandé');

      expect((await getComment(env.storage, asked))?.replyWish).toBe('asked');
      expect((await getComment(env.storage, silent))?.replyWish).toBe('none');
      await stopReplyNotices(env.storage, await keyOf(asked));
      expect((await getComment(env.storage, asked))?.replyWish).toBe('withdrawn');
    });
  });

  describe('newsletter', () => {
    const consentText = 'Nouveautés, une fois par mois au plus.';
    const ask = (email: string, now?: Date) =>
      requestSubscription(env.storage, { email, consentText, ip: '203.0.113.9', secret: SECRET }, now);

    it('confirms with a valid token only, before it expires; lists confirmed addresses only', async () => {
      const now = new Date();
      expect(await ask('paul@example.ch', now)).toEqual({ queued: true });
      expect(await ask('paul@example.ch', now)).toEqual({ queued: false }); // within the resend delay
      expect(await ask('paul@example.ch', new Date(now.getTime() + 11 * 60_000))).toEqual({ queued: true });
      // The second request is queued at its own time, eleven minutes on: not due yet.
      expect(await send()).toMatchObject({ sent: 1 });
      const stored = (await exportPersonalData(env.storage, 'paul@example.ch')).subscription;
      expect(stored).toMatchObject({ consentText, confirmedAt: null, ipHash: expect.any(String) });
      expect(stored?.ipHash).not.toContain('203.0.113.9');
      const subscriber = { id: stored?.id ?? 0, email: 'paul@example.ch' };

      const token = confirmationToken(SECRET, subscriber, now);
      const later = new Date(now.getTime() + 8 * day);
      expect(await checkConfirmation(env.storage, token, SECRET, now)).toBe('pending');
      expect(await checkConfirmation(env.storage, token, SECRET, later)).toBe('expired');
      expect(await checkConfirmation(env.storage, token, 'y'.repeat(40), now)).toBe('invalid');
      expect(
        await checkConfirmation(
          env.storage,
          confirmationToken(SECRET, { ...subscriber, email: 'x@example.ch' }, now),
          SECRET,
          now,
        ),
      ).toBe('invalid');
      expect(await confirmSubscription(env.storage, token, SECRET, null, later)).toBe('expired');
      expect((await listSubscribers(env.storage)).map((s) => s.email)).not.toContain('paul@example.ch');

      expect(await confirmSubscription(env.storage, token, SECRET, '203.0.113.10', now)).toBe('confirmed');
      expect(await checkConfirmation(env.storage, token, SECRET, later)).toBe('confirmed');
      const listed = (await listSubscribers(env.storage)).find((s) => s.email === 'paul@example.ch');
      expect(listed).toMatchObject({
        consentText,
        confirmedAt: expect.any(String),
        requestedAt: expect.any(String),
        unsubscribeUrl: `https://www.lumina-terrasses.ch/newsletter/desinscription?token=${unsubscribeKey(SECRET, 'paul@example.ch')}`,
      });
      expect(await ask('paul@example.ch', new Date(now.getTime() + day))).toEqual({ queued: false });

      expect(await unsubscribe(env.storage, unsubscribeKey(SECRET, 'paul@example.ch'))).toBe(true);
      expect(await unsubscribe(env.storage, unsubscribeKey(SECRET, 'paul@example.ch'))).toBe(false);
      expect((await listSubscribers(env.storage)).map((s) => s.email)).not.toContain('paul@example.ch');
    });

    it('purges requests never confirmed once their time is over', async () => {
      await ask('oubli@example.ch', new Date('2020-01-01T00:00:00Z'));
      const before = new Date('2021-01-01T00:00:00Z');
      expect(await purgeUnconfirmed(env.storage, before, true)).toBe(1);
      expect(await purgeUnconfirmed(env.storage, before)).toBe(1);
      expect((await exportPersonalData(env.storage, 'oubli@example.ch')).subscription).toBeNull();
    });
  });

  describe('personal data', () => {
    it('exports everything stored for an address, then erases all of it and says what, without whose', async () => {
      const address = 'Anne.Rochat@Example.ch';
      const leadId = await insertLead(env.storage, {
        nom: 'Rochat',
        prenom: 'Anne',
        email: address,
        telephone: '+41 79 000 00 00',
        sujet: 'Carport',
        message: 'Devis',
        isSpam: false,
        outboxKinds: ['company'],
        attachment: { filename: 'plan.pdf', mime: 'application/pdf', bytes: samples.pdf() },
      });
      const commentId = await comment({ email: 'anne.rochat@example.ch', nom: 'Anne' });
      await replyToComment(env.storage, commentId, 'Merci Anne.', 'test');
      await requestSubscription(env.storage, { email: 'anne.rochat@example.ch', consentText: 'Texte', secret: SECRET });
      const untouched = await comment({ email: 'autre@example.ch' });
      const now = new Date();
      const [slot] = await freeSlots(env.storage, 'geneve', 'appel', now);
      const booked = await bookSlot(
        env.storage,
        {
          office: 'geneve',
          kind: 'appel',
          startsAt: new Date(slot!.startsAt),
          name: 'Anne Rochat',
          email: address,
          phone: '+41 79 000 00 00',
          leadId,
        },
        now,
      );
      expect(booked.ok).toBe(true);

      const data = await exportPersonalData(env.storage, 'anne.rochat@example.ch');
      expect(data.bookings).toEqual([
        expect.objectContaining({ kind: 'appel', leadId, events: [expect.objectContaining({ type: 'reserve' })] }),
      ]);
      expect(data.leads).toEqual([
        expect.objectContaining({
          id: leadId,
          email: address,
          attachment: { filename: 'plan.pdf', mime: 'application/pdf', size: samples.pdf().length },
          emails: [expect.objectContaining({ kind: 'company', status: 'pending' })],
        }),
      ]);
      expect(JSON.stringify(data)).not.toContain('%PDF'); // names, not the file
      expect(data.comments).toEqual([
        expect.objectContaining({
          id: commentId,
          status: 'approved',
          replies: [expect.objectContaining({ message: 'Merci Anne.' })],
          emails: [expect.objectContaining({ kind: 'comment-moderation' })],
        }),
      ]);
      expect(data.subscription).toMatchObject({
        email: 'anne.rochat@example.ch',
        consentText: 'Texte',
        confirmedAt: null,
        emails: [expect.objectContaining({ kind: 'newsletter-confirmation' })],
      });

      const summary = await erasePersonalData(env.storage, 'ANNE.ROCHAT@example.ch', { actor: 'test' });
      expect(summary).toEqual({
        leads: 1,
        attachments: 1,
        leadEmails: 1,
        comments: 1,
        replies: 1,
        subscriptions: 1,
        communityEmails: 2,
        bookings: 1,
      });
      const { entries: audit } = await listAudit({ targetType: 'personal-data', limit: 1 }, env.storage);
      expect(audit).toMatchObject([{ actor: 'test', action: 'personal-data.erase', details: summary }]);
      expect(JSON.stringify(audit)).not.toMatch(/anne|rochat/i);
      expect(isEmpty(await exportPersonalData(env.storage, address))).toBe(true);
      expect(await getAttachment(env.storage, leadId)).toBeNull();
      expect(await listOutbox(env.storage, { leadId })).toEqual([]);
      const rows = await backend.raw(
        'SELECT count(*) AS n FROM outbox WHERE lead_id IS NULL AND comment_id IS NULL AND subscriber_id IS NULL',
      );
      expect(Number(rows[0]?.n)).toBe(0);
      expect(await getComment(env.storage, untouched)).not.toBeNull();
      expect(await erasePersonalData(env.storage, address, { actor: 'test' })).toMatchObject({
        leads: 0,
        comments: 0,
        subscriptions: 0,
      });
    });
  });
});
