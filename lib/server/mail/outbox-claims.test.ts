/** @jest-environment node */
import { LEASE_MS, processOutbox, shutdownOutbox } from './sender';
import { sqliteBackend, testBackends } from '@/test/server/backends';
import { headerOf, startSmtp, type TestSmtp } from '@/test/server/support';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { newLead } from '@/test/server/leads';
import { openStorage } from '../db/storage';
import { insertLead } from '@/features/quote/leads';
import { storeComment } from '@/features/comments/server/store';
import { requestSubscription } from '@/features/newsletter/subscriptions';
import { claimOutbox, listOutbox, requeueOutbox } from './queue-store';

/**
 * Who holds an outbox row. A sender claims one row at a time under its
 * own name for a short lease (renewed while it sends); `retry-outbox` and other senders never take
 * a held row; a graceful stop gives its rows back at once; a crashed sender's lease runs out in
 * under a minute; Message-IDs are unique across databases and stable across retries.
 */

const messageIdOf = (raw: string) => /^Message-ID: (.+?)\r?$/im.exec(raw)?.[1];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testBackends('outbox_claims_test'))('$name outbox claims', (backend) => {
  const env = mailSuite(backend, { slow: { delayMs: 150 }, fast: {} });
  const config = (smtp: TestSmtp, storage = backend) => mailConfig(storage, smtp);

  beforeEach(async () => {
    // Each test starts with an empty queue.
    await backend.raw("UPDATE outbox SET status = 'sent'");
  });

  const allMessageIds = () => [...env.slow.mails, ...env.fast.mails].map((mail) => messageIdOf(mail.raw));

  it('retry-outbox while a server sends: every e-mail goes out once (it re-queued claimed rows before)', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => insertLead(env.storage, newLead())));
    const server = processOutbox({ config: config(env.slow), storage: env.storage, owner: 'server' });
    await sleep(200);
    // What `npm run back-office -- retry-outbox` does, from another process.
    const requeued = await requeueOutbox(env.storage, new Date());
    const command = await processOutbox({ config: config(env.fast), storage: env.storage, owner: 'command' });
    const pass = await server;
    expect(pass.sent + command.sent).toBe(6);
    expect(requeued).toBeLessThan(6);
    const sent = allMessageIds();
    expect(sent).toHaveLength(6);
    expect(new Set(sent).size).toBe(6);
    expect(
      (await listOutbox(env.storage)).filter((row) => ids.includes(row.leadId ?? 0)).map((row) => row.status),
    ).toEqual(ids.map(() => 'sent'));
  });

  it('a crashed sender’s claim runs out in under a minute, then another sender takes the row', async () => {
    const id = await insertLead(env.storage, newLead());
    const now = Date.now();
    const [claimed] = await claimOutbox(env.storage, {
      now: new Date(now),
      leaseMs: LEASE_MS,
      limit: 1,
      owner: 'crashed',
    });
    expect(claimed?.leadId).toBe(id);
    expect(LEASE_MS).toBeLessThan(60_000);
    const at = (ms: number) => () => new Date(now + ms);
    expect(
      (await processOutbox({ config: config(env.fast), storage: env.storage, owner: 'next', now: at(10_000) })).sent,
    ).toBe(0);
    expect(await requeueOutbox(env.storage, new Date(now + 10_000))).toBe(0);
    expect(
      (await processOutbox({ config: config(env.fast), storage: env.storage, owner: 'next', now: at(59_000) })).sent,
    ).toBe(1);
    expect(env.fast.mails).toHaveLength(1);
  });

  it('a graceful stop finishes the e-mail being sent, claims nothing more, and leaves the rest due at once', async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => insertLead(env.storage, newLead())));
    const server = processOutbox({ config: config(env.slow), storage: env.storage });
    await sleep(50);
    const stopping = Date.now();
    await shutdownOutbox({ storage: env.storage, waitMs: 5000 });
    expect(Date.now() - stopping).toBeLessThan(1000);
    expect((await server).sent).toBe(1);
    const rows = (await listOutbox(env.storage)).filter((row) => ids.includes(row.leadId ?? 0));
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    for (const row of rows.filter((entry) => entry.status !== 'sent')) {
      expect(Date.parse(row.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
    }
    // Another instance (or the restarted server) sends the rest right away, each once.
    expect((await processOutbox({ config: config(env.fast), storage: env.storage, owner: 'other' })).sent).toBe(3);
    expect(new Set(allMessageIds()).size).toBe(4);
  });

  it('a graceful stop that cannot wait for the SMTP server gives its claim back at once', async () => {
    const hanging = await startSmtp(0, { delayMs: 3000 });
    try {
      const id = await insertLead(env.storage, newLead());
      const server = processOutbox({ config: config(hanging), storage: env.storage });
      await sleep(100);
      await shutdownOutbox({ storage: env.storage, waitMs: 100 });
      const [row] = await listOutbox(env.storage, { leadId: id });
      expect(row?.status).toBe('pending');
      expect(Date.parse(row?.nextAttemptAt ?? '')).toBeLessThanOrEqual(Date.now());
      await server;
    } finally {
      await hanging.close();
    }
  });

  it('every kind keeps its lease while it is sent: a comment notice held by a slow SMTP server stays held', async () => {
    const hanging = await startSmtp(0, { delayMs: 1500 });
    try {
      const commentId = await storeComment(env.storage, {
        articleSlug: 'prix-pergola-suisse-budget',
        nom: 'Léa',
        email: 'lea@example.ch',
        message: 'Bonjour',
        status: 'pending',
      });
      const server = processOutbox({
        config: config(hanging),
        storage: env.storage,
        owner: 'server',
        renewEveryMs: 200,
      });
      await sleep(100);
      const [claimed] = await listOutbox(env.storage, { commentIds: [commentId] });
      expect(claimed).toMatchObject({ kind: 'comment-moderation', claimedBy: 'server', attempts: 1 });
      await sleep(900);
      const [renewed] = await listOutbox(env.storage, { commentIds: [commentId] });
      // The lease now runs from a renewal, later than the claim's; nobody else may take the row.
      expect(Date.parse(renewed?.nextAttemptAt ?? '')).toBeGreaterThan(Date.parse(claimed?.nextAttemptAt ?? ''));
      expect((await processOutbox({ config: config(env.fast), storage: env.storage, owner: 'other' })).sent).toBe(0);
      expect((await server).sent).toBe(1);
      expect((await listOutbox(env.storage, { commentIds: [commentId] }))[0]).toMatchObject({
        status: 'sent',
        claimedBy: null,
      });
      expect(hanging.mails).toHaveLength(1);
      expect(env.fast.mails).toHaveLength(0);
    } finally {
      await hanging.close();
    }
  });

  it('a graceful stop gives back comment notices and newsletter confirmations like a lead’s e-mails', async () => {
    const withSecret = (smtp: TestSmtp) => ({ ...config(smtp), newsletterSecret: 's'.repeat(40) });
    await Promise.all(
      ['Léa', 'Marc'].map((nom) =>
        storeComment(env.storage, {
          articleSlug: 'prix-pergola-suisse-budget',
          nom,
          email: 'lea@example.ch',
          message: 'Bonjour',
          status: 'pending',
        }),
      ),
    );
    const address = `claims-${Date.now()}@example.ch`;
    await requestSubscription(env.storage, { email: address, consentText: 'Oui', secret: 's'.repeat(40) });
    const server = processOutbox({ config: withSecret(env.slow), storage: env.storage });
    await sleep(50);
    await shutdownOutbox({ storage: env.storage, waitMs: 5000 });
    expect((await server).sent).toBe(1);
    const rows = (await listOutbox(env.storage)).filter((row) => row.status === 'pending');
    expect(rows.map((row) => row.kind).sort()).toEqual(['comment-moderation', 'newsletter-confirmation']);
    for (const row of rows) {
      expect(row.claimedBy).toBeNull();
      expect(Date.parse(row.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
    }
    expect((await processOutbox({ config: withSecret(env.fast), storage: env.storage, owner: 'other' })).sent).toBe(2);
    const sent = [...env.slow.mails, ...env.fast.mails];
    expect(sent.map((mail) => mail.to.join()).sort()).toEqual(
      [address, 'devis@lumina-terrasses.ch', 'devis@lumina-terrasses.ch'].sort(),
    );
    // Long Message-IDs are folded onto a second header line: read unfolded.
    expect(new Set(sent.map((mail) => headerOf(mail.raw, 'Message-ID'))).size).toBe(3);
  });

  it('Message-IDs: the same for every copy of one e-mail, unique across databases with the same lead ids', async () => {
    const id = await insertLead(env.storage, newLead());
    await processOutbox({ config: config(env.fast), storage: env.storage, owner: 'a' });
    // The crash docs/operations.md documents: accepted by the SMTP server, not yet marked sent.
    await backend.raw(
      `UPDATE outbox SET status = 'pending', next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE lead_id = ${id}`,
    );
    await processOutbox({ config: config(env.fast), storage: env.storage, owner: 'b' });
    const copies = env.fast.mails.map((mail) => messageIdOf(mail.raw));
    expect(copies).toHaveLength(2);
    expect(copies[1]).toBe(copies[0]);
    expect(copies[0]).toMatch(new RegExp(`^<lead-${id}-company\\.[0-9a-f]{16}@lumina-terrasses\\.ch>$`));

    // A copy of the site on another database (staging, a move to PostgreSQL) numbers its leads from 1 too.
    const elsewhere = sqliteBackend();
    const otherStorage = await openStorage(elsewhere.config());
    try {
      let otherId = 0;
      while (otherId < id) otherId = await insertLead(otherStorage, newLead());
      await processOutbox({ config: config(env.fast, elsewhere), storage: otherStorage });
      const same = env.fast.mails.slice(2).map((mail) => messageIdOf(mail.raw));
      expect(same.some((messageId) => messageId?.startsWith(`<lead-${id}-company.`))).toBe(true);
      expect(same).not.toContain(copies[0]);
    } finally {
      await otherStorage.close();
      await elsewhere.cleanup();
    }
  });
});
