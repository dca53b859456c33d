/** @jest-environment node */
import { loadDatabaseFixture, testBackends, type Backend } from '@/test/server/backends';
import { decodedBody, headerOf, startSmtp, type TestSmtp } from '@/test/server/support';
import { exportPersonalData } from '../privacy/personal-data';
import { processOutbox, stopOutboxWorker } from '../mail/sender';
import { listOutbox, requeueOutbox, type OutboxRow } from '../mail/queue-store';
import { MIGRATION_NAMES } from './migrator';
import { MAIL_TARGETS } from './tables';
import { openStorage, type Storage } from './storage';

/**
 * Upgrading a database of schema 0005-project-details, which had two mail queues (`outbox` for the
 * leads, `community_mail` for comments and the newsletter), to the one queue of 0006-one-mail-queue:
 * every e-mail waiting then is sent once, never twice and never lost. The fixtures (v5.sqlite,
 * v5.postgres.sql) were written by the code of 0005 (test/fixtures/db/make-v5-fixture.sh), at T0, the
 * moment the old site stopped: e-mails due, held by the old senders (lease until T0 + 30 s and T0 + 40 s),
 * given up (failed) and already sent, in both queues.
 */

const T0 = Date.parse('2026-11-25T10:00:00.000Z');
const at = (offset: number) => () => new Date(T0 + offset);
const SECRET = 'fixture-newsletter-secret-of-more-than-32-chars';
const messageIdOf = (raw: string) => headerOf(raw, 'Message-ID');

const loadFixture = (backend: Backend) => loadDatabaseFixture(backend, 'v5', 'lumina_v5_fixture');

/** The old queues' rows as the old code wrote them, with timestamps as ISO text on both databases. */
async function rows(backend: Backend, table: string) {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  return (await backend.raw(`SELECT * FROM ${table} ORDER BY id`)).map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)])),
  );
}

// The sender runs against a real SMTP server and waits out a lease: seconds on a loaded machine, not 5.
jest.setTimeout(30_000);

describe.each(testBackends('upgrade_v5_test'))('$name: upgrading schema 0005 (two mail queues)', (backend) => {
  let smtp: TestSmtp;
  let storage: Storage;
  let oldOutbox: Record<string, unknown>[];
  let oldCommunity: Record<string, unknown>[];
  const config = () => ({
    ...backend.config(),
    smtpUrl: smtp.url,
    mailTo: ['devis@lumina-terrasses.ch'],
    mailFrom: 'Site <site@lumina-terrasses.ch>',
    newsletterSecret: SECRET,
  });
  const send = (offset: number, owner?: string, on = storage) =>
    processOutbox({ config: config(), storage: on, now: at(offset), owner });
  /** What each e-mail received was about, and to whom it went. */
  const delivered = () =>
    smtp.mails.map((mail) => {
      const lead = headerOf(mail.raw, 'X-Lead-Id');
      const comment = headerOf(mail.raw, 'X-Comment-Id');
      const about = lead
        ? `lead ${lead}`
        : comment
          ? `comment ${comment}`
          : /confirmez votre inscription/.test(headerOf(mail.raw, 'Subject') ?? '')
            ? 'newsletter'
            : /Nous avons bien reçu votre demande/.test(decodedBody(mail.raw))
              ? 'ack'
              : 'unknown';
      return `${about} → ${mail.to.join(', ')}`;
    });

  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    smtp = await startSmtp();
    await loadFixture(backend);
    oldOutbox = await rows(backend, 'outbox');
    oldCommunity = await rows(backend, 'community_mail');
    storage = await openStorage(backend.config());
  });

  afterAll(async () => {
    stopOutboxWorker();
    await storage?.close();
    await smtp.close();
    await backend.cleanup();
    jest.restoreAllMocks();
  });

  it('moves every e-mail of both queues into the one queue, each in its state, and drops community_mail', async () => {
    expect(oldOutbox.map((row) => [row.kind, row.status])).toEqual([
      ['company', 'sent'],
      ['ack', 'sent'],
      ['company', 'pending'],
      ['company', 'pending'],
      ['ack', 'pending'],
      ['company', 'failed'],
    ]);
    expect(oldCommunity).toHaveLength(6);
    expect((await backend.raw('SELECT name FROM kysely_migration ORDER BY name')).map((row) => row.name)).toEqual(
      MIGRATION_NAMES,
    );
    expect(MIGRATION_NAMES).toContain('0006-one-mail-queue');
    const gone =
      backend.name === 'SQLite'
        ? "SELECT name FROM sqlite_master WHERE name = 'community_mail'"
        : "SELECT to_regclass('community_mail') AS name";
    expect((await backend.raw(gone)).filter((row) => row.name)).toEqual([]);
    expect((await backend.raw('SELECT kind FROM mail_kinds ORDER BY kind')).map((row) => row.kind)).toEqual(
      Object.keys(MAIL_TARGETS).sort(),
    );

    const queue = await listOutbox(storage);
    expect(queue).toHaveLength(12);
    // The lead e-mails: same ids, every value kept; queued when their lead was stored.
    const leadDates = new Map(
      (await rows(backend, 'leads')).map((lead) => [lead.id as number, lead.created_at as string]),
    );
    for (const old of oldOutbox) {
      const row = queue.find((entry) => entry.id === old.id) as OutboxRow;
      expect(row).toEqual({
        id: old.id,
        kind: old.kind,
        leadId: old.lead_id,
        commentId: null,
        subscriberId: null,
        replyId: null,
        staffLinkId: null,
        bookingEventId: null,
        staffLockAlertId: null,
        messageId: null,
        status: old.status,
        attempts: old.attempts,
        nextAttemptAt: old.next_attempt_at,
        lastError: old.last_error,
        sentAt: old.sent_at,
        claimedBy: old.claimed_by,
        queuedAt: leadDates.get(old.lead_id as number),
      });
    }
    // The community e-mails follow, in their order, each with its state, Message-ID and dates.
    const moved = queue.filter((row) => row.leadId === null);
    expect(Math.min(...moved.map((row) => row.id))).toBeGreaterThan(
      Math.max(...oldOutbox.map((row) => row.id as number)),
    );
    expect(moved).toEqual(
      oldCommunity.map((old) => ({
        id: expect.any(Number),
        kind: old.kind,
        leadId: null,
        commentId: old.comment_id,
        subscriberId: old.subscriber_id,
        replyId: null,
        staffLinkId: null,
        bookingEventId: null,
        staffLockAlertId: null,
        messageId: old.message_id,
        status: old.status,
        attempts: old.attempts,
        nextAttemptAt: old.next_attempt_at,
        lastError: old.last_error,
        sentAt: old.sent_at,
        claimedBy: null,
        queuedAt: old.created_at,
      })),
    );

    // Personal-data requests and the back-office still see the e-mails already sent or given up.
    const anne = await exportPersonalData(storage, 'anne@example.ch');
    expect(anne.subscription?.emails).toMatchObject([{ kind: 'newsletter-confirmation', status: 'sent' }]);
    const zoe = await exportPersonalData(storage, 'zoe@example.ch');
    expect(zoe.subscription?.emails).toMatchObject([{ status: 'failed', lastError: '550 5.1.1 unknown user' }]);
    const marc = await exportPersonalData(storage, 'marc@example.ch');
    expect(marc.comments[0]?.emails).toMatchObject([{ kind: 'comment-moderation', status: 'sent' }]);
    const camille = await exportPersonalData(storage, 'camille@example.ch');
    expect(camille.leads[0]?.emails.map((row) => [row.kind, row.status])).toEqual([
      ['company', 'sent'],
      ['ack', 'sent'],
    ]);
  });

  it('sends each waiting e-mail once: the sent ones never, the held ones after their lease, the failed ones when requeued', async () => {
    const [{ value: store } = {}] = await backend.raw("SELECT value FROM meta WHERE key = 'store_id'");

    // Just after the upgrade: the four due e-mails, nothing else; a second pass (or sender) finds nothing.
    expect(await send(1000)).toMatchObject({ sent: 4, retried: 0, failed: 0 });
    expect(delivered().sort()).toEqual([
      'ack → lea@example.fr', // lead 3's acknowledgement
      'comment 1 → devis@lumina-terrasses.ch',
      'lead 2 → devis@lumina-terrasses.ch',
      'newsletter → paul@example.ch',
    ]);
    expect(smtp.mails.find((mail) => headerOf(mail.raw, 'X-Lead-Id') === '2')?.raw).toContain('filename=plan.pdf');
    expect(await send(1000, 'second-sender')).toMatchObject({ sent: 0 });

    // The e-mails the old senders held wait for their lease (until T0 + 30 s and T0 + 40 s) ...
    expect(await send(29_000)).toMatchObject({ sent: 0 });
    // ... then two senders at once (two connections) send each of them once.
    const other = await openStorage(backend.config());
    try {
      const passes = await Promise.all([send(41_000, 'a', storage), send(41_000, 'b', other)]);
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(2);
    } finally {
      await other.close();
    }
    expect(delivered().slice(4).sort()).toEqual([
      'comment 3 → devis@lumina-terrasses.ch',
      'lead 3 → devis@lumina-terrasses.ch',
    ]);
    expect(await send(60_000)).toMatchObject({ sent: 0 });

    // Given up before the upgrade: sent only once requeued (`npm run leads -- retry-outbox`).
    expect(await requeueOutbox(storage, at(61_000)())).toBe(2);
    expect(await send(61_000)).toMatchObject({ sent: 2 });
    expect(delivered().slice(6).sort()).toEqual(['lead 4 → devis@lumina-terrasses.ch', 'newsletter → zoe@example.ch']);
    expect(await send(120_000)).toMatchObject({ sent: 0 });

    // Every waiting e-mail once, none of those sent before the upgrade again.
    expect(smtp.mails).toHaveLength(8);
    const ids = smtp.mails.map((mail) => messageIdOf(mail.raw));
    expect(new Set(ids).size).toBe(8);
    // Each under the Message-ID the old code gave it: a copy the old server may have sent stays one e-mail.
    expect(ids).toContain(`<lead-3-company.${store}@lumina-terrasses.ch>`);
    for (const old of oldCommunity) {
      const expected = `<${old.message_id}@lumina-terrasses.ch>`;
      if (old.status === 'sent') expect(ids).not.toContain(expected);
      else expect(ids).toContain(expected);
    }
    expect(
      (await listOutbox(storage)).map((row) => [row.kind, row.leadId ?? row.commentId ?? row.subscriberId, row.status]),
    ).toEqual([
      ['company', 1, 'sent'],
      ['ack', 1, 'sent'],
      ['company', 2, 'sent'],
      ['company', 3, 'sent'],
      ['ack', 3, 'sent'],
      ['company', 4, 'sent'],
      ['comment-moderation', 1, 'sent'],
      ['comment-moderation', 2, 'sent'],
      ['comment-moderation', 3, 'sent'],
      ['newsletter-confirmation', 1, 'sent'],
      ['newsletter-confirmation', 2, 'sent'],
      ['newsletter-confirmation', 3, 'sent'],
    ]);
  });

  it('keeps the queue’s constraints: one e-mail per lead and kind, known kinds only, e-mails deleted with their subject', async () => {
    const insert = (values: string) =>
      backend.raw(
        `INSERT INTO outbox (kind, lead_id, comment_id, subscriber_id, status, attempts, next_attempt_at, queued_at) VALUES (${values})`,
      );
    // The database's refusal, as text: better-sqlite3 makes its errors with the class of the first test
    // file that loaded it in this jest worker, which jest's `rejects.toThrow` does not take for an Error.
    const refusal = (values: string) =>
      insert(values).then(
        () => 'accepted',
        (error: unknown) => String(error),
      );
    const when = "'2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.000Z'";
    // New rows number on after every id the queue ever had (both queues' rows included).
    const [{ id: newId } = {}] = await backend.raw(
      `INSERT INTO outbox (kind, comment_id, status, attempts, next_attempt_at, queued_at) VALUES ('comment-moderation', 2, 'sent', 1, ${when}) RETURNING id`,
    );
    expect(Number(newId)).toBe(13);
    await expect(refusal(`'company', 2, NULL, NULL, 'pending', 0, ${when}`)).resolves.toMatch(/unique|duplicate/i);
    await expect(refusal(`'invoice', 2, NULL, NULL, 'pending', 0, ${when}`)).resolves.toMatch(/foreign key/i);
    await expect(refusal(`'company', 2, NULL, NULL, 'lost', 0, ${when}`)).resolves.toMatch(/check/i);
    const indexes =
      backend.name === 'SQLite'
        ? "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox' AND name NOT LIKE 'sqlite_%'"
        : "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'outbox' AND schemaname = current_schema()";
    expect(
      (await backend.raw(indexes))
        .map((row) => row.name)
        .filter((name) => !/pkey|key$/.test(String(name)))
        .sort(),
    ).toEqual([
      'outbox_booking_event',
      'outbox_comment',
      'outbox_due',
      'outbox_reply',
      'outbox_staff_link',
      'outbox_staff_lock_alert',
      'outbox_subscriber',
    ]);

    // A row written as the previous version writes it (no queued_at) is queued at the current time, as ISO text.
    await backend.raw(
      "INSERT INTO outbox (lead_id, kind, status, attempts, next_attempt_at) VALUES (4, 'ack', 'sent', 1, '2026-11-25T10:00:00.000Z')",
    );
    const [written] = await listOutbox(storage, { leadId: 4 }).then((found) =>
      found.filter((row) => row.kind === 'ack'),
    );
    expect(written?.queuedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(written?.queuedAt ?? '') - Date.now())).toBeLessThan(60_000);

    // Deleting what an e-mail is about deletes the e-mail (the storage's connection enforces foreign keys).
    await storage.db.deleteFrom('leads').where('id', '=', 3).execute();
    await storage.db.deleteFrom('comments').where('id', '=', 2).execute();
    await storage.db.deleteFrom('newsletter_subscribers').where('id', '=', 1).execute();
    expect(
      (await listOutbox(storage)).map((row) => [row.kind, row.leadId ?? row.commentId ?? row.subscriberId]),
    ).toEqual([
      ['company', 1],
      ['ack', 1],
      ['company', 2],
      ['company', 4],
      ['comment-moderation', 1],
      ['comment-moderation', 3],
      ['newsletter-confirmation', 2],
      ['newsletter-confirmation', 3],
      ['ack', 4],
    ]);
  });
});
