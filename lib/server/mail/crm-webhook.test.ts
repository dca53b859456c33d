/** @jest-environment node */
import { testBackends } from '@/test/server/backends';
import { startCrmReceiver, validSignature, type ReceivedPost } from '@/test/server/crm-receiver';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { booked, newBooking } from '@/test/server/bookings';
import { newLead } from '@/test/server/leads';
import { freePort, samples } from '@/test/server/support';
import type { SiteConfig } from '../config';
import { openStorage } from '../db/storage';
import { markNotSpam } from '@/features/quote/server/mail-actions';
import { getLead, insertLead, leadOutboxKinds } from '@/features/quote/leads';
import { deliverCrmWebhook } from './crm-webhook';
import { listOutbox } from './queue-store';
import { processOutbox } from './sender';

/**
 * The CRM hook through the mail queue, on each database: what a receiver started here gets (checked with
 * node:crypto as a receiver would), how often, what the queue records, and that the lead's e-mails never
 * wait for it. The secret and the hook's token must appear in no log line and no stored error.
 */

const SECRET = 'test-secret-0123456789-abcdefghijklmnop';
const TOKEN = 'tok3n-in-the-path';

const logged: string[] = [];

describe.each(testBackends('crm_hook_test'))('$name CRM hook', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const receiver = startCrmReceiver(`/hooks/catch/${TOKEN}`);
  beforeAll(async () => {
    await receiver.listening;
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '));
      });
    }
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.state.answers = [];
  });

  const config = (): SiteConfig => ({
    ...mailConfig(backend, env.smtp),
    crmWebhook: { url: receiver.url(), secret: SECRET },
  });
  const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
  const hookRow = async (leadId: number) =>
    (await listOutbox(env.storage, { leadId })).find((row) => row.kind === 'crm-webhook');

  it('posts a new lead once, signed, with the attachment named but not sent, and never again after a 200', async () => {
    const before = Math.floor(Date.now() / 1000);
    const id = await insertLead(
      env.storage,
      newLead({
        outboxKinds: leadOutboxKinds(config()),
        produit: 'pergolas-bioclimatique',
        attachment: { filename: 'plan.pdf', mime: 'application/pdf', bytes: samples.pdf() },
      }),
    );
    // The company e-mail, the visitor's acknowledgement and the hook.
    expect(await processOutbox({ config: config(), storage: env.storage })).toMatchObject({ sent: 3, retried: 0 });
    expect(env.smtp.mails.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([['devis@lumina-terrasses.ch'], ['camille@example.ch']]),
    );
    expect(env.smtp.mails).toHaveLength(2);
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    if (!post) throw new Error('nothing received');
    expect(validSignature(post, SECRET)).toBe(true);
    expect(validSignature(post, `${SECRET}x`)).toBe(false);
    expect(Number(post.headers['x-lumina-timestamp'])).toBeGreaterThanOrEqual(before);
    expect(post.headers['content-type']).toBe('application/json');
    expect(post.headers['idempotency-key']).toMatch(new RegExp(`^lead-${id}\\.[0-9a-f]{16}$`));
    const payload = JSON.parse(post.body);
    expect(payload).toMatchObject({
      event: 'lead.created',
      id,
      deliveryId: post.headers['idempotency-key'],
      contact: { nom: 'Dupont', prenom: 'Camille', email: 'camille@example.ch', telephone: '+41791234567' }, // E.164
      request: { sujet: 'Pergola', message: 'Bonjour', produit: 'pergolas-bioclimatique' },
      attachment: { name: 'plan.pdf', mime: 'application/pdf', size: samples.pdf().length },
    });
    expect(Date.parse(payload.receivedAt)).not.toBeNaN();
    expect(post.body).not.toContain(samples.pdf().toString('base64'));
    expect(post.body).not.toContain('%PDF');
    expect(JSON.stringify(post)).not.toContain(SECRET);
    expect(await hookRow(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

    // A day later (its lead's reminder may go then): nothing more to the CRM.
    await processOutbox({ config: config(), storage: env.storage, now: later(24 * 60) });
    expect(receiver.received).toHaveLength(1);
  });

  it('posts it again after a 500 once the backoff is over, with the same idempotency key, and the e-mail does not wait', async () => {
    receiver.state.answers = [500];
    const id = await insertLead(env.storage, newLead({ outboxKinds: leadOutboxKinds(config()) }));
    const start = Date.now();
    expect(await processOutbox({ config: config(), storage: env.storage })).toMatchObject({ sent: 1, retried: 1 });
    expect(env.smtp.mails).toHaveLength(1);
    const row = await hookRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'le CRM a répondu HTTP 500' });
    expect(Date.parse(row?.nextAttemptAt ?? '')).toBeGreaterThanOrEqual(start + 60_000);

    expect((await processOutbox({ config: config(), storage: env.storage })).sent).toBe(0); // not due yet
    expect((await processOutbox({ config: config(), storage: env.storage, now: later(2) })).sent).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every((post) => validSignature(post, SECRET))).toBe(true);
    expect(receiver.received[1]?.headers['idempotency-key']).toBe(receiver.received[0]?.headers['idempotency-key']);
    expect(await hookRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // A day later (its lead's reminder may go then): nothing more to the CRM.
    await processOutbox({ config: config(), storage: env.storage, now: later(24 * 60) });
    expect(receiver.received).toHaveLength(2);
    // The company e-mail went once (the reminder aside).
    expect(env.smtp.mails.filter((mail) => /^X-Lead-Id: /im.test(mail.raw))).toHaveLength(1);
  });

  it('delivers a pending post after a restart (storage closed and opened again, another sender)', async () => {
    receiver.state.answers = [503];
    const id = await insertLead(env.storage, newLead({ outboxKinds: leadOutboxKinds(config()) }));
    expect(await processOutbox({ config: config(), storage: env.storage })).toMatchObject({ retried: 1 });
    // A new process: its own connection to the database, its own sender name.
    const reopened = await openStorage(backend.config());
    try {
      const pass = await processOutbox({ config: config(), storage: reopened, now: later(2), owner: 'restarted' });
      expect(pass).toMatchObject({ sent: 1, retried: 0 });
    } finally {
      await reopened.close();
    }
    expect(receiver.received).toHaveLength(2);
    expect(validSignature(receiver.received[1] as ReceivedPost, SECRET)).toBe(true);
    expect(await hookRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never holds up e-mails: while the CRM does not answer, the next leads’ e-mails go out', async () => {
    let release = () => {};
    receiver.state.hold = new Promise<void>((resolve) => (release = resolve));
    try {
      await insertLead(env.storage, newLead({ outboxKinds: leadOutboxKinds(config()) }));
      await insertLead(env.storage, newLead({ outboxKinds: leadOutboxKinds(config()) }));
      const pass = processOutbox({ config: config(), storage: env.storage });
      const deadline = Date.now() + 5000;
      while (env.smtp.mails.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(env.smtp.mails).toHaveLength(2);
      expect(receiver.received).toHaveLength(1); // the first post, still unanswered
      release();
      expect(await pass).toMatchObject({ sent: 4, retried: 0 });
      expect(receiver.received).toHaveLength(2);
    } finally {
      receiver.state.hold = null;
      release();
    }
  });

  it('gives up a post refused (4xx) three times, but keeps trying after a 429', async () => {
    receiver.state.answers = [429, 400, 400, 400];
    const id = await insertLead(env.storage, newLead({ outboxKinds: leadOutboxKinds(config()) }));
    const statuses = [];
    for (let minutes = 0; minutes <= 4 * 24 * 60; minutes += 24 * 60) {
      await processOutbox({ config: config(), storage: env.storage, now: later(minutes) });
      statuses.push((await hookRow(id))?.status);
    }
    expect(statuses).toEqual(['pending', 'pending', 'failed', 'failed', 'failed']);
    expect(receiver.received).toHaveLength(3);
    expect((await hookRow(id))?.lastError).toBe('le CRM a répondu HTTP 400');
  });

  it('keeps a post the CRM could not be reached for, with an error naming neither the address nor the secret', async () => {
    const down = {
      ...config(),
      crmWebhook: { url: `http://127.0.0.1:${await freePort()}/x/${TOKEN}`, secret: SECRET },
    };
    const id = await insertLead(env.storage, newLead({ outboxKinds: leadOutboxKinds(down) }));
    expect(await processOutbox({ config: down, storage: env.storage })).toMatchObject({ sent: 1, retried: 1 });
    const row = await hookRow(id);
    expect(row?.lastError).toBe('CRM injoignable (ECONNREFUSED)');
    const stored = await backend.raw('select last_error from outbox');
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
  });

  it('gives up waiting for a CRM that does not answer, and says so without the address', async () => {
    let release = () => {};
    receiver.state.hold = new Promise<void>((resolve) => (release = resolve));
    try {
      const id = await insertLead(env.storage, newLead({ outboxKinds: leadOutboxKinds(config()) }));
      const [row] = (await listOutbox(env.storage, { leadId: id })).filter((r) => r.kind === 'crm-webhook');
      if (!row) throw new Error('not queued');
      const context = { config: config(), store: '0123456789abcdef', now: new Date() };
      await expect(deliverCrmWebhook(env.storage, row, context, 200)).rejects.toThrow(
        'pas de réponse du CRM en 0.2\u00a0s',
      );
      expect(receiver.received).toHaveLength(1);
    } finally {
      receiver.state.hold = null;
      release();
    }
    await processOutbox({ config: config(), storage: env.storage });
  });

  it('queues nothing for the CRM when the hook is not configured', async () => {
    const unconfigured = mailConfig(backend, env.smtp);
    expect(unconfigured.crmWebhook).toBeNull();
    const id = await insertLead(env.storage, newLead({ outboxKinds: leadOutboxKinds(unconfigured) }));
    expect((await listOutbox(env.storage, { leadId: id })).map((row) => row.kind)).toEqual(['company']);
    await processOutbox({ config: unconfigured, storage: env.storage });
    expect(receiver.received).toHaveLength(0);
  });

  it('wrote neither the secret nor the hook’s token in any log line', () => {
    expect(logged.some((line) => line.includes('CRM'))).toBe(true);
    expect(logged.filter((line) => line.includes(SECRET) || line.includes(TOKEN))).toEqual([]);
  });
});

/**
 * A booking tied to a lead reaches the CRM as `booking.created` (queued with the booking, signed as a
 * lead's post), and « Pas un spam » queues the hook a spam never had.
 */
describe.each(testBackends('crm_booking_test'))('$name CRM hook of bookings and « Pas un spam »', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const receiver = startCrmReceiver('/hooks/bookings');
  beforeAll(() => receiver.listening);
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.received.length = 0;
  });
  // Tuesday 20 October 2026, 10:00 in Geneva; the visit is on Monday 26 October, 09:00.
  const NOW = new Date('2026-10-20T08:00:00.000Z');
  const START = '2026-10-26T08:00:00.000Z';
  const config = (): SiteConfig => ({
    ...mailConfig(backend, env.smtp),
    crmWebhook: { url: receiver.url(), secret: SECRET },
  });
  const address = { street: 'Chemin des Vignes 12', postcode: '1225', town: 'Chêne-Bourg' };

  it('posts a visit tied to a lead once, signed, with its address and the lead’s id; none without a lead', async () => {
    const leadId = await insertLead(env.storage, newLead());
    const booking = await booked(env.storage, newBooking(START, { ...address, leadId }), NOW, { crmHook: true });
    const stranger = await booked(
      env.storage,
      newBooking('2026-10-26T09:00:00.000Z', { ...address, email: 'x@example.ch' }),
      NOW,
      { crmHook: true },
    );
    await processOutbox({ config: config(), storage: env.storage, now: () => new Date(NOW.getTime() + 60_000) });
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    if (!post) throw new Error('nothing received');
    expect(validSignature(post, SECRET)).toBe(true);
    expect(validSignature(post, `${SECRET}x`)).toBe(false);
    expect(post.headers['idempotency-key']).toMatch(new RegExp(`^booking-${booking.id}\\.[0-9a-f]{16}$`));
    expect(JSON.parse(post.body)).toEqual({
      event: 'booking.created',
      id: booking.id,
      deliveryId: post.headers['idempotency-key'],
      leadId,
      bookedAt: NOW.toISOString(),
      booking: {
        type: 'visite',
        typeNom: 'Visite gratuite sur place',
        debut: START,
        fin: '2026-10-26T09:00:00.000Z',
        bureau: 'geneve',
        bureauNom: 'Chêne-Bourg (Genève)',
        statut: 'reserve',
      },
      contact: { nom: 'Claire Martin', email: 'claire@example.ch', telephone: '+41791234567' }, // E.164
      lieu: {
        rue: 'Chemin des Vignes 12',
        codePostal: '1225',
        localite: 'Chêne-Bourg',
        adresse: 'Chemin des Vignes 12, 1225 Chêne-Bourg',
        plan: 'https://www.openstreetmap.org/search?query=Chemin%20des%20Vignes%2012%2C%201225%20Ch%C3%AAne-Bourg',
      },
      appel: null,
      message: null,
    });
    expect(JSON.stringify(post)).not.toContain(SECRET);
    expect(post.body).not.toContain(booking.manageKey);
    // The booking without a lead went to nobody; its e-mails did.
    expect(post.body).not.toContain(`"id":${stranger.id},`);
    const rows = await listOutbox(env.storage, {});
    expect(rows.filter((row) => row.kind === 'crm-booking')).toHaveLength(1);
    // The visit's lead was contacted: its first-contact clock stopped when it was booked.
    expect((await getLead(env.storage, leadId))?.firstContactAt).toBe(NOW.toISOString());
  });

  it('queues nothing for the CRM when the hook is not configured', async () => {
    const hooks = async () => (await listOutbox(env.storage, {})).filter((row) => row.kind === 'crm-booking').length;
    const before = await hooks();
    const leadId = await insertLead(env.storage, newLead());
    await booked(env.storage, newBooking('2026-10-27T08:00:00.000Z', { ...address, leadId }), NOW);
    expect(await hooks()).toBe(before);
  });

  it('« Pas un spam » queues the CRM hook with the company e-mail, once however often it is pressed', async () => {
    const id = await insertLead(env.storage, newLead({ isSpam: true, outboxKinds: leadOutboxKinds(config()) }));
    expect((await listOutbox(env.storage, { leadId: id })).map((row) => row.kind)).toEqual([]);
    expect(await markNotSpam(env.storage, id, { crmHook: true })).toEqual({ found: true, wasSpam: true });
    expect((await listOutbox(env.storage, { leadId: id })).map((row) => row.kind).sort()).toEqual([
      'company',
      'crm-webhook',
    ]);
    await processOutbox({ config: config(), storage: env.storage });
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({ event: 'lead.created', id });
    expect(await markNotSpam(env.storage, id, { crmHook: true })).toEqual({ found: true, wasSpam: false });
    expect((await listOutbox(env.storage, { leadId: id })).filter((row) => row.kind === 'crm-webhook')).toHaveLength(1);

    // Without the hook configured, only the e-mail.
    const other = await insertLead(env.storage, newLead({ isSpam: true, outboxKinds: ['company'] }));
    await markNotSpam(env.storage, other);
    expect((await listOutbox(env.storage, { leadId: other })).map((row) => row.kind)).toEqual(['company']);
  });
});
