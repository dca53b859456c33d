/** @jest-environment node */
import { processOutbox } from './sender';
import { testBackends } from '@/test/server/backends';
import { freePort, samples } from '@/test/server/support';
import { mailConfig, mailSuite } from '@/test/server/mail-suite';
import { newLead } from '@/test/server/leads';
import { openStorage } from '../db/storage';
import { insertLead } from '@/features/quote/leads';
import { listOutbox } from './queue-store';

/**
 * The outbox sender against each database: what reaches the SMTP server, how often, and what the
 * queue records. Run on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

const messageIdOf = (raw: string) => /^Message-ID: (.+?)\r?$/im.exec(raw)?.[1];

describe.each(testBackends('outbox_test'))('$name outbox', (backend) => {
  const env = mailSuite(backend, { smtp: {} });
  const config = () => mailConfig(backend, env.smtp);

  it('sends each lead once to the company, with its attachment and a stable Message-ID, and marks it sent', async () => {
    const id = await insertLead(
      env.storage,
      newLead({ attachment: { filename: 'plan.pdf', mime: 'application/pdf', bytes: samples.pdf() } }),
    );
    expect(await processOutbox({ config: config(), storage: env.storage })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
      skipped: false,
    });
    expect(env.smtp.mails).toHaveLength(1);
    expect(env.smtp.mails[0]?.to).toEqual(['devis@lumina-terrasses.ch']);
    expect(env.smtp.mails[0]?.raw).toContain('filename=plan.pdf');
    expect(messageIdOf(env.smtp.mails[0]?.raw ?? '')).toMatch(
      new RegExp(`^<lead-${id}-company\\.[0-9a-f]{16}@lumina-terrasses\\.ch>$`),
    );
    expect((await listOutbox(env.storage, { leadId: id }))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect((await processOutbox({ config: config(), storage: env.storage })).sent).toBe(0);
  });

  it('in a process that registered no kind, leaves the rows waiting, sends nothing and fails nothing', async () => {
    const holder = globalThis as unknown as { __luminaMailRegistry?: unknown };
    const registered = holder.__luminaMailRegistry;
    holder.__luminaMailRegistry = { kinds: {}, sweeps: new Map() };
    try {
      const id = await insertLead(env.storage, newLead());
      expect(await processOutbox({ config: config(), storage: env.storage })).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
        skipped: false,
      });
      expect((await listOutbox(env.storage, { leadId: id })).map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 0],
      ]);
    } finally {
      holder.__luminaMailRegistry = registered;
    }
    // Registered again, the next pass sends it.
    expect((await processOutbox({ config: config(), storage: env.storage })).sent).toBe(1);
  });

  it('two senders at once (two connections) never send the same e-mail twice', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => insertLead(env.storage, newLead())));
    const other = await openStorage(backend.config());
    try {
      const passes = await Promise.all([
        processOutbox({ config: config(), storage: env.storage }),
        processOutbox({ config: config(), storage: other }),
      ]);
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(8);
    } finally {
      await other.close();
    }
    const sentIds = env.smtp.mails.map((mail) => messageIdOf(mail.raw));
    expect(new Set(sentIds).size).toBe(8);
    expect(sentIds.map((messageId) => messageId?.replace(/\.[0-9a-f]{16}@/, '@')).sort()).toEqual(
      ids.map((id) => `<lead-${id}-company@lumina-terrasses.ch>`).sort(),
    );
  });

  it('keeps an e-mail the SMTP server did not take, retries it after the backoff, then sends it once', async () => {
    const down = { ...config(), smtpUrl: `smtp://127.0.0.1:${await freePort()}` };
    const id = await insertLead(env.storage, newLead({ sujet: 'Panne SMTP' }));
    const start = Date.now();
    expect(await processOutbox({ config: down, storage: env.storage })).toMatchObject({ sent: 0, retried: 1 });
    const [row] = await listOutbox(env.storage, { leadId: id });
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(Date.parse(row?.nextAttemptAt ?? '')).toBeGreaterThanOrEqual(start + 60_000);
    expect(Date.parse(row?.nextAttemptAt ?? '')).toBeLessThan(start + 2 * 60_000);

    expect((await processOutbox({ config: config(), storage: env.storage })).sent).toBe(0); // not due yet
    const inTwoMinutes = () => new Date(Date.now() + 2 * 60_000);
    expect((await processOutbox({ config: config(), storage: env.storage, now: inTwoMinutes })).sent).toBe(1);
    expect((await listOutbox(env.storage, { leadId: id }))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(env.smtp.mails).toHaveLength(1);
  });
});
