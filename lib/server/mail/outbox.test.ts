/** @jest-environment node */
import { processOutbox, stopOutboxWorker } from './sender';
import { testBackends } from '@/test/server/backends';
import { freePort, samples, startSmtp, type TestSmtp } from '@/test/server/support';
import { openStorage, type Storage } from '../db/storage';
import { insertLead, type NewLead } from '../leads/store';
import { listOutbox } from './queue-store';

/**
 * The outbox sender against each database: what reaches the SMTP server, how often, and what the
 * queue records. Run on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  nom: 'Dupont',
  prenom: 'Camille',
  email: 'camille@example.ch',
  telephone: '+41 79 123 45 67',
  sujet: 'Pergola',
  message: 'Bonjour',
  isSpam: false,
  outboxKinds: ['company'],
  ...overrides,
});

const messageIdOf = (raw: string) => /^Message-ID: (.+?)\r?$/im.exec(raw)?.[1];

describe.each(testBackends('outbox_test'))('$name outbox', (backend) => {
  let smtp: TestSmtp;
  let storage: Storage;
  const config = () => ({
    ...backend.config(),
    smtpUrl: smtp.url,
    mailTo: ['devis@lumina-terrasses.ch'],
    mailFrom: 'Site <site@lumina-terrasses.ch>',
  });

  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    smtp = await startSmtp();
    storage = await openStorage(backend.config());
  });

  afterAll(async () => {
    stopOutboxWorker();
    await storage.close();
    await smtp.close();
    await backend.cleanup();
    jest.restoreAllMocks();
  });

  beforeEach(() => {
    smtp.mails.length = 0;
  });

  it('sends each lead once to the company, with its attachment and a stable Message-ID, and marks it sent', async () => {
    const id = await insertLead(
      storage,
      lead({ attachment: { filename: 'plan.pdf', mime: 'application/pdf', bytes: samples.pdf() } }),
    );
    expect(await processOutbox({ config: config(), storage: storage })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
      skipped: false,
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual(['devis@lumina-terrasses.ch']);
    expect(smtp.mails[0]?.raw).toContain('filename=plan.pdf');
    expect(messageIdOf(smtp.mails[0]?.raw ?? '')).toMatch(
      new RegExp(`^<lead-${id}-company\\.[0-9a-f]{16}@lumina-terrasses\\.ch>$`),
    );
    expect((await listOutbox(storage, { leadId: id }))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect((await processOutbox({ config: config(), storage: storage })).sent).toBe(0);
  });

  it('two senders at once (two connections) never send the same e-mail twice', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => insertLead(storage, lead())));
    const other = await openStorage(backend.config());
    try {
      const passes = await Promise.all([
        processOutbox({ config: config(), storage: storage }),
        processOutbox({ config: config(), storage: other }),
      ]);
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(8);
    } finally {
      await other.close();
    }
    const sentIds = smtp.mails.map((mail) => messageIdOf(mail.raw));
    expect(new Set(sentIds).size).toBe(8);
    expect(sentIds.map((messageId) => messageId?.replace(/\.[0-9a-f]{16}@/, '@')).sort()).toEqual(
      ids.map((id) => `<lead-${id}-company@lumina-terrasses.ch>`).sort(),
    );
  });

  it('keeps an e-mail the SMTP server did not take, retries it after the backoff, then sends it once', async () => {
    const down = { ...config(), smtpUrl: `smtp://127.0.0.1:${await freePort()}` };
    const id = await insertLead(storage, lead({ sujet: 'Panne SMTP' }));
    const start = Date.now();
    expect(await processOutbox({ config: down, storage: storage })).toMatchObject({ sent: 0, retried: 1 });
    const [row] = await listOutbox(storage, { leadId: id });
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(Date.parse(row?.nextAttemptAt ?? '')).toBeGreaterThanOrEqual(start + 60_000);
    expect(Date.parse(row?.nextAttemptAt ?? '')).toBeLessThan(start + 2 * 60_000);

    expect((await processOutbox({ config: config(), storage: storage })).sent).toBe(0); // not due yet
    const inTwoMinutes = () => new Date(Date.now() + 2 * 60_000);
    expect((await processOutbox({ config: config(), storage: storage, now: inTwoMinutes })).sent).toBe(1);
    expect((await listOutbox(storage, { leadId: id }))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(smtp.mails).toHaveLength(1);
  });
});
