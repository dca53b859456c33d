/** @jest-environment node */
import { headerOf, textOf } from '@/test/server/support';
import { newLead } from '@/test/server/leads';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { testBackends } from '@/test/server/backends';
import { asServer } from '@/test/server/as-server';
import { listOutbox } from '@/lib/server/mail/queue-store';
import { processOutbox } from '@/lib/server/mail/sender';
import { listAudit } from '@/lib/server/staff/audit';
import { erasePersonalData, exportPersonalData } from '@/features/personal-data/server/personal-data';
import { getFollowUp, updateFollowUp } from './follow-up';
import { listLeadReplies, sendLeadReply, type ReplyDraft } from './replies';
import { REPLY_REFUSALS } from './server/reply-rules';
import { fillTemplate, listReplyTemplates, saveReplyTemplate } from './server/reply-templates';
import { replyToLead } from './server/staff-actions';
import { getLead, insertLead } from './leads';

/**
 * Replies from the lead page on both databases, delivered to a local SMTP server:
 * what the visitor receives, what the lead's page and journal then show, what is refused.
 */

// A Server Action reads the request's headers: here a same-site request carrying no session cookie.
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000' }),
}));

const MARIE = { email: 'marie.dupont@lumina-terrasses.ch', name: 'Marie Dupont' };
const draft = (overrides: Partial<ReplyDraft> = {}): ReplyDraft => ({
  author: MARIE,
  replyTo: 'conseil@lumina-terrasses.ch',
  subject: '',
  body: 'Bonjour Camille,\n\nPouvez-vous nous envoyer deux photos de la terrasse ?',
  ...overrides,
});

describe.each(testBackends('replies_test'))('$name replies to a lead', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const send = () => processOutbox({ config: mailConfig(backend, env.smtp), storage: env.storage });
  const lead = (overrides: Parameters<typeof newLead>[0] = {}) =>
    insertLead(env.storage, newLead({ email: 'camille@example.ch', outboxKinds: [], ...overrides }));
  const plain = (raw: string) => textOf(raw).replace(/\r\n/g, '\n').trimEnd();
  const replyRows = async (leadId: number) =>
    (await listOutbox(env.storage, { leadId })).filter((row) => row.kind === 'lead-reply');

  it('reaches the visitor from the staff member’s name, with the Reply-To, subject, text and signature', async () => {
    const id = await lead();
    const outcome = await sendLeadReply(
      env.storage,
      id,
      draft({ body: 'Bonjour\u0007 Camille,\r\n\u001b[2JMerci\u0000 !\n<b>pas du HTML</b>' }),
    );
    expect(outcome).toMatchObject({ status: 'queued' });
    expect((await replyRows(id)).map((row) => row.status)).toEqual(['pending']);
    expect(await send()).toMatchObject({ sent: 1, failed: 0 });

    expect(env.smtp.mails).toHaveLength(1);
    const [mail] = env.smtp.mails;
    expect(mail?.to).toEqual(['camille@example.ch']);
    expect(mail?.from).toBe('site@lumina-terrasses.ch');
    const raw = mail?.raw ?? '';
    expect(headerOf(raw, 'From')).toBe('Marie Dupont – Lumina Terrasses <site@lumina-terrasses.ch>');
    expect(headerOf(raw, 'Reply-To')).toBe('conseil@lumina-terrasses.ch');
    expect(headerOf(raw, 'Subject')).toBe(`Votre demande de devis n°\u00a0${id} – Lumina Terrasses`);
    expect(headerOf(raw, 'Content-Type')).toMatch(/^text\/plain/);
    expect(headerOf(raw, 'X-Lead-Reply-Id')).toBe(`${id}.${outcome.status === 'queued' ? outcome.replyId : 0}`);
    expect(raw).not.toMatch(/text\/html/);
    expect(plain(raw)).toBe(
      [
        'Bonjour Camille,',
        '[2JMerci !',
        '<b>pas du HTML</b>',
        '',
        '-- ',
        'Marie Dupont',
        'Lumina Terrasses',
        '+41 22 700 12 34',
        'https://www.lumina-terrasses.ch',
      ].join('\n'),
    );
    expect((await replyRows(id)).map((row) => row.status)).toEqual(['sent']);
    expect(await listLeadReplies(env.storage, id)).toMatchObject([
      { authorName: 'Marie Dupont', authorEmail: MARIE.email, replyTo: 'conseil@lumina-terrasses.ch' },
    ]);
    // The person's data export holds the reply and its e-mail.
    const exported = await exportPersonalData(env.storage, 'camille@example.ch');
    expect(exported.leads.find((entry) => entry.id === id)).toMatchObject({
      emails: [{ kind: 'lead-reply', status: 'sent' }],
      replies: [{ body: expect.stringContaining('<b>pas du HTML</b>') }],
    });
  });

  it('sends two replies as two e-mails, each with its own subject and state', async () => {
    const id = await lead();
    await backend.raw(`UPDATE leads SET code_postal = '63000', pays = 'FR' WHERE id = ${id}`);
    await sendLeadReply(env.storage, id, draft({ subject: 'Première', body: 'Un' }));
    await sendLeadReply(env.storage, id, draft({ subject: 'Seconde', body: 'Deux' }));
    expect(await send()).toMatchObject({ sent: 2 });
    expect(env.smtp.mails.map((mail) => headerOf(mail.raw, 'Subject')).sort()).toEqual(['Première', 'Seconde']);
    // The office of the visitor's country signs.
    expect(plain(env.smtp.mails[0]?.raw ?? '')).toContain('+33 4 73 00 12 34');
    expect((await replyRows(id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect((await listLeadReplies(env.storage, id)).map((reply) => reply.subject)).toEqual(['Première', 'Seconde']);

    // Erased with their lead (privacy erasure, retention purge): replies and their e-mails alike, counted.
    await backend.raw(`UPDATE leads SET email = 'effacer@example.ch' WHERE id = ${id}`);
    const before = await backend.raw("SELECT id FROM outbox WHERE kind = 'lead-reply'");
    expect(await erasePersonalData(env.storage, 'effacer@example.ch', { actor: MARIE.email })).toMatchObject({
      leads: 1,
      leadEmails: 2,
    });
    expect(await listLeadReplies(env.storage, id)).toEqual([]);
    expect(await backend.raw("SELECT id FROM outbox WHERE kind = 'lead-reply'")).toHaveLength(before.length - 2);
  });

  it('refuses an empty or over-long text, or subject, in French, and queues nothing', async () => {
    const id = await lead();
    const cases = [
      [draft({ body: '  \n\t ' }), REPLY_REFUSALS.vide],
      [draft({ body: 'a'.repeat(5001) }), REPLY_REFUSALS['trop-long']],
      [draft({ subject: 's'.repeat(201) }), REPLY_REFUSALS['objet-trop-long']],
    ] as const;
    for (const [refused, message] of cases) {
      expect(await sendLeadReply(env.storage, id, refused)).toEqual({
        status: 'refused',
        reason: expect.any(String),
        message,
      });
    }
    expect(REPLY_REFUSALS.vide).toBe('Le texte est vide\u00a0: rien n’a été envoyé ni enregistré.');
    expect(REPLY_REFUSALS['trop-long']).toMatch(/^Le texte dépasse 5.000 caractères/);
    // 5,000 characters are accepted.
    expect(await sendLeadReply(env.storage, id, draft({ body: 'a'.repeat(5000) }))).toMatchObject({ status: 'queued' });
    expect(await replyRows(id)).toHaveLength(1);
    expect((await getFollowUp(env.storage, id)).status).toBe('contacte');
  });

  it('refuses a spam lead and a lead without address; an unknown lead is not found', async () => {
    const spam = await lead({ isSpam: true, spamReason: 'honeypot' });
    const erased = await lead();
    await backend.raw(`UPDATE leads SET email = '' WHERE id = ${erased}`);
    expect(await sendLeadReply(env.storage, spam, draft())).toMatchObject({ reason: 'spam' });
    expect(await sendLeadReply(env.storage, erased, draft())).toMatchObject({
      message: REPLY_REFUSALS['sans-adresse'],
    });
    expect(await sendLeadReply(env.storage, 999_999, draft())).toEqual({ status: 'not-found' });
    expect([...(await replyRows(spam)), ...(await replyRows(erased))]).toEqual([]);
    expect((await getFollowUp(env.storage, spam)).status).toBe('nouveau');
  });

  it('moves the follow-up from « nouveau » to « contacté » once, audited, and never back from a later status', async () => {
    const id = await lead();
    expect((await getLead(env.storage, id))?.firstContactAt).toBeNull();
    expect(await sendLeadReply(env.storage, id, draft())).toMatchObject({
      statusChanged: { from: 'nouveau', to: 'contacte' },
    });
    // A reply is the first contact: the clock stops, and a second reply keeps that time.
    const firstContact = (await getLead(env.storage, id))?.firstContactAt;
    expect(firstContact).toEqual(expect.any(String));
    expect(await sendLeadReply(env.storage, id, draft())).toMatchObject({ statusChanged: null });
    expect((await getLead(env.storage, id))?.firstContactAt).toBe(firstContact);
    const followUp = await getFollowUp(env.storage, id);
    expect(followUp).toMatchObject({ status: 'contacte', updatedBy: MARIE.email });
    const { entries } = await listAudit({ targetType: 'lead', targetId: id }, env.storage);
    expect(entries.map((entry) => entry.action).reverse()).toEqual(['lead.reply', 'lead.status', 'lead.reply']);
    expect(entries.find((entry) => entry.action === 'lead.status')).toMatchObject({
      actor: MARIE.email,
      details: { from: 'nouveau', to: 'contacte' },
    });

    const quoted = await lead();
    await updateFollowUp(env.storage, quoted, { status: 'devis_envoye', author: MARIE.email });
    expect(await sendLeadReply(env.storage, quoted, draft())).toMatchObject({ statusChanged: null });
    expect((await getFollowUp(env.storage, quoted)).status).toBe('devis_envoye');
  });

  it('seeds three templates, fills their placeholders, and keeps an edit, audited', async () => {
    const templates = await listReplyTemplates(env.storage);
    expect(templates.map((template) => template.key)).toEqual(['devis', 'photos', 'visite']);
    const photos = templates.find((template) => template.key === 'photos');
    const lead = { id: 42, prenom: 'Camille', nom: 'Dupont', produit: 'carports-v' };
    const facts = { ...lead, sizes: null, photo: false, visit: null, bookingUrl: 'https://example.ch/rendez-vous' };
    expect(fillTemplate(photos?.body ?? '', facts)).toMatch(
      /^Bonjour Camille,\n\nMerci .* n°\u00a042 concernant votre carport en V\./,
    );

    const edit = { subject: 'Photos pour {reference}', body: 'Bonjour {prenom},\nDes photos ?' };
    expect(await saveReplyTemplate(env.storage, 'photos', edit, MARIE.email)).toEqual({ status: 'saved' });
    expect((await listReplyTemplates(env.storage)).find((template) => template.key === 'photos')).toMatchObject({
      ...edit,
      updatedBy: MARIE.email,
    });
    const { entries } = await listAudit({ targetType: 'template', targetId: 'photos' }, env.storage);
    expect(entries).toMatchObject([{ action: 'template.edit', actor: MARIE.email }]);

    expect(await saveReplyTemplate(env.storage, 'photos', { subject: '', body: ' ' }, MARIE.email)).toMatchObject({
      message: REPLY_REFUSALS.vide,
    });
    expect(await saveReplyTemplate(env.storage, 'nope', edit, MARIE.email)).toEqual({ status: 'not-found' });
  });

  it('refuses the Server Action without a staff session: sign-in page, nothing stored or queued', async () => {
    const id = await lead();
    const form = new FormData();
    form.set('texte', 'Sans session');
    await expect(asServer(backend, () => replyToLead(id, form))).rejects.toMatchObject({
      digest: expect.stringContaining('/equipe/connexion'),
    });
    expect(await listLeadReplies(env.storage, id)).toEqual([]);
    expect(await replyRows(id)).toEqual([]);
  });
});
