/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../config';
import { MIGRATION_NAMES } from './migrator';
import { backoffMs, LEASE_MS } from '../mail/sender';
import { storageSuite, testBackends } from '@/test/server/backends';
import { newLead } from '@/test/server/leads';
import { NO_PROJECT_DETAILS, type ProjectDetails } from '@/lib/project-details';
import { listComments, moderateComment, storeComment } from '@/features/comments/server/store';
import { requestSubscription } from '@/features/newsletter/subscriptions';
import {
  allLeads,
  countLeads,
  getAttachment,
  getLead,
  insertLead,
  listLeads,
  type NewLead,
} from '@/features/quote/leads';
import { claimOutbox, listOutbox, markRetry, markSent, requeueOutbox } from '../mail/queue-store';
import { purgeExpired } from '@/features/personal-data/server/purge';
import { freeSlots } from '@/features/booking/server/availability';
import { bookSlot } from '@/features/booking/server/store';
import { openStorage, StorageUnavailableError } from './storage';

/**
 * The storage contract, run against SQLite and, when TEST_DATABASE_URL is set
 * (scripts/test-all.sh sets it), against PostgreSQL in a schema created for the run.
 */

const backends = testBackends('repo_test');

/** The shared factory's lead, with the request's address and browser the storage keeps. */
const lead = (overrides: Partial<NewLead> = {}): NewLead =>
  newLead({ sujet: 'Carport', ip: '203.0.113.7', userAgent: 'jest', ...overrides });

describe.each(backends)('$name storage', (backend) => {
  const env = storageSuite(backend);

  it('creates the schema once and records its version; reopening migrates nothing', async () => {
    const again = await openStorage(backend.config());
    await again.close();
    const versions = await backend.raw('SELECT name FROM kysely_migration ORDER BY name');
    expect(versions.map((row) => row.name)).toEqual(MIGRATION_NAMES);
    if (backend.name === 'SQLite') {
      expect(await backend.raw('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    }
  });

  it('stores a lead with its attachment and outbox rows, and reads them back', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const id = await insertLead(
      env.storage,
      lead({
        societe: 'Atelier SA',
        produit: 'carports-v',
        attachment: { filename: 'plan.pdf', mime: 'application/pdf', bytes },
        outboxKinds: ['company', 'ack'],
      }),
    );
    const stored = await getLead(env.storage, id);
    expect(stored).toMatchObject({
      id,
      nom: 'Dupont',
      societe: 'Atelier SA',
      produit: 'carports-v',
      userAgent: 'jest',
      isSpam: false,
      attachment: { filename: 'plan.pdf', mime: 'application/pdf', size: 256 },
      mailStatus: 'pending',
    });
    expect(Date.parse(stored?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await getAttachment(env.storage, id))?.bytes.equals(bytes)).toBe(true);
    expect((await listOutbox(env.storage, { leadId: id })).map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['company', 'pending', 0],
      ['ack', 'pending', 0],
    ]);
  });

  it('stores the project details in their columns and reads them back', async () => {
    const project: ProjectDetails = {
      largeurCm: 425,
      profondeurCm: 310,
      pose: 'autoportante',
      codePostal: '01000',
      localite: 'Bourg-en-Bresse',
      pays: 'FR',
      delai: 'des-que-possible',
      contactPrefere: 'telephone',
      momentContact: 'apres-midi',
      estimation: { minChf: 11230, maxChf: 21850, materiau: 'bioclimatique', largeurCm: 400, profondeurCm: 300 },
    };
    const id = await insertLead(env.storage, lead({ produit: 'pergolas-bioclimatique', project }));
    expect(await getLead(env.storage, id)).toMatchObject({ produit: 'pergolas-bioclimatique', project });
    const [row] = await backend.raw(
      `SELECT largeur_cm, profondeur_cm, pose, code_postal, localite, pays, delai, contact_prefere, moment_contact,
        estimation_min_chf, estimation_max_chf, estimation_materiau, estimation_largeur_cm, estimation_profondeur_cm
       FROM leads WHERE id = ${id}`,
    );
    expect(row).toEqual({
      largeur_cm: 425,
      profondeur_cm: 310,
      pose: 'autoportante',
      code_postal: '01000',
      localite: 'Bourg-en-Bresse',
      pays: 'FR',
      delai: 'des-que-possible',
      contact_prefere: 'telephone',
      moment_contact: 'apres-midi',
      estimation_min_chf: 11230,
      estimation_max_chf: 21850,
      estimation_materiau: 'bioclimatique',
      estimation_largeur_cm: 400,
      estimation_profondeur_cm: 300,
    });
    expect((await getLead(env.storage, await insertLead(env.storage, lead())))?.project).toEqual(NO_PROJECT_DETAILS);
  });

  it('hashes the client address with a per-database salt and never stores it', async () => {
    const a = await getLead(env.storage, await insertLead(env.storage, lead({ ip: '203.0.113.7' })));
    const b = await getLead(env.storage, await insertLead(env.storage, lead({ ip: '203.0.113.7' })));
    const c = await getLead(env.storage, await insertLead(env.storage, lead({ ip: '203.0.113.8' })));
    expect(a?.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(a?.ipHash).toBe(b?.ipHash);
    expect(a?.ipHash).not.toBe(c?.ipHash);
    const dump = JSON.stringify(await backend.raw('SELECT * FROM leads'));
    expect(dump).not.toContain('203.0.113.7');
  });

  it('stores text verbatim (emoji, quotes, SQL)', async () => {
    const text = { nom: 'O\'Brien"; DROP TABLE leads; --', message: 'Zoë 👩🏽‍🔧 « ok »\n\t1=1; --' };
    const stored = await getLead(env.storage, await insertLead(env.storage, lead(text)));
    expect(stored).toMatchObject(text);
  });

  it('writes nothing when any part of the transaction fails', async () => {
    const before = await countLeads(env.storage);
    await expect(
      insertLead(
        env.storage,
        lead({
          attachment: { filename: 'a.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-') },
          outboxKinds: ['company', 'bogus' as never],
        }),
      ),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await countLeads(env.storage)).toEqual(before);
    const orphans = await backend.raw(
      'SELECT count(*) AS n FROM attachments a WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = a.lead_id)',
    );
    expect(Number(orphans[0]?.n)).toBe(0);
  });

  it('queues no e-mail for spam and lists it only on request', async () => {
    const id = await insertLead(
      env.storage,
      lead({ isSpam: true, spamReason: 'honeypot', outboxKinds: ['company', 'ack'] }),
    );
    expect(await listOutbox(env.storage, { leadId: id })).toEqual([]);
    expect((await getLead(env.storage, id))?.mailStatus).toBeNull();
    expect((await listLeads(env.storage, { includeSpam: false })).some((l) => l.id === id)).toBe(false);
    expect((await listLeads(env.storage)).some((l) => l.id === id)).toBe(true);
    const counts = await countLeads(env.storage);
    expect(counts.spam).toBeGreaterThanOrEqual(1);
    const all = await allLeads(env.storage);
    expect(all.map((l) => l.id)).toEqual([...all.map((l) => l.id)].sort((x, y) => x - y));
    expect(all).toHaveLength(counts.total);
  });

  it('claims each due outbox row once, even with concurrent claims, and honours the lease', async () => {
    // Park the rows of earlier tests: claimed with a lease of ten years.
    await requeueOutbox(env.storage, new Date(0));
    await claimOutbox(env.storage, {
      now: new Date(Date.now() + 1000),
      leaseMs: 10 * 365 * 24 * 3600_000,
      limit: 1000,
      owner: 'test',
    });
    const ids = (await Promise.all(Array.from({ length: 6 }, () => insertLead(env.storage, lead())))).sort(
      (a, b) => a - b,
    );
    const claimTime = new Date(Date.now() + 1000);
    const [first, second] = await Promise.all([
      claimOutbox(env.storage, { now: claimTime, leaseMs: LEASE_MS, limit: 4, owner: 'test' }),
      claimOutbox(env.storage, { now: claimTime, leaseMs: LEASE_MS, limit: 4, owner: 'test' }),
    ]);
    const claimed = [...(first ?? []), ...(second ?? [])].map((row) => row.leadId ?? 0).sort((a, b) => a - b);
    expect(claimed).toEqual(ids);
    expect(new Set(claimed).size).toBe(6);
    expect([...(first ?? []), ...(second ?? [])].every((row) => row.attempts === 1)).toBe(true);
    // Claimed rows are not due again during the lease, and come back after it.
    expect(await claimOutbox(env.storage, { now: claimTime, leaseMs: LEASE_MS, limit: 100, owner: 'test' })).toEqual(
      [],
    );
    const afterLease = new Date(claimTime.getTime() + LEASE_MS + 1000);
    const reclaimed = await claimOutbox(env.storage, { now: afterLease, leaseMs: LEASE_MS, limit: 100, owner: 'test' });
    expect(reclaimed.map((row) => row.leadId ?? 0).sort((a, b) => a - b)).toEqual(ids);
    expect(reclaimed.every((row) => row.attempts === 2)).toBe(true);
  });

  it('records sent, retried and failed rows; requeue brings failed ones back', async () => {
    // An address of its own: an earlier test's lead had the acknowledgement of the hour.
    const id = await insertLead(env.storage, lead({ email: 'etats@example.ch', outboxKinds: ['company', 'ack'] }));
    const rows = await listOutbox(env.storage, { leadId: id });
    const [company, ack] = rows;
    if (!company || !ack) throw new Error('outbox rows missing');
    const sentAt = new Date();
    await markSent(env.storage, company.id, sentAt);
    const retryAt = new Date(Date.now() + 120_000);
    await markRetry(env.storage, ack.id, { error: 'ECONNREFUSED', nextAttemptAt: retryAt, failed: false });
    let [c, a] = await listOutbox(env.storage, { leadId: id });
    expect(c).toMatchObject({ status: 'sent', lastError: null });
    expect(Date.parse(c?.sentAt ?? '')).toBe(sentAt.getTime());
    expect(a).toMatchObject({ status: 'pending', lastError: 'ECONNREFUSED' });
    expect(Date.parse(a?.nextAttemptAt ?? '')).toBe(retryAt.getTime());
    expect((await getLead(env.storage, id))?.mailStatus).toBe('sent');

    await markRetry(env.storage, ack.id, { error: '550 unknown user', nextAttemptAt: retryAt, failed: true });
    expect((await listOutbox(env.storage, { leadId: id }))[1]).toMatchObject({ status: 'failed' });
    const requeueTime = new Date();
    expect(await requeueOutbox(env.storage, requeueTime)).toBeGreaterThanOrEqual(1);
    [c, a] = await listOutbox(env.storage, { leadId: id });
    expect(c?.status).toBe('sent');
    expect(a).toMatchObject({ status: 'pending', attempts: 0 });
    expect(Date.parse(a?.nextAttemptAt ?? '')).toBe(requeueTime.getTime());
  });

  it('subscribes an address once (idempotent)', async () => {
    const request = { email: 'lea@example.ch', consentText: 'Oui', secret: 'test-secret' };
    expect(await requestSubscription(env.storage, request)).toEqual({ queued: true });
    expect(await requestSubscription(env.storage, request)).toEqual({ queued: false });
    const rows = await backend.raw("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'lea@example.ch'");
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('stores comments for moderation', async () => {
    const id = await storeComment(env.storage, {
      articleSlug: 'prix-pergola-suisse-budget',
      nom: 'Léa',
      email: 'lea@example.ch',
      message: 'Très utile 👍',
      status: 'pending',
      ip: '203.0.113.9',
    });
    const [comment] = await listComments(env.storage, { status: 'pending' });
    expect(comment).toMatchObject({
      id,
      articleSlug: 'prix-pergola-suisse-budget',
      message: 'Très utile 👍',
      status: 'pending',
    });
  });
  it('records a moderator’s decision on a comment', async () => {
    const id = await storeComment(env.storage, {
      articleSlug: 'carport-solaire',
      nom: 'Marc',
      email: 'marc@example.ch',
      message: 'Merci',
      status: 'pending',
    });
    expect(await moderateComment(env.storage, id, 'approved', 'commande')).toMatchObject({ id, status: 'approved' });
    expect((await listComments(env.storage, { status: 'approved' })).map((c) => c.id)).toContain(id);
    expect(await moderateComment(env.storage, 999_999, 'rejected', 'commande')).toBeNull();
  });

  it('purges what outlived its retention time: old leads with their files and e-mails, old appointments, old refused comments', async () => {
    const old = await insertLead(
      env.storage,
      lead({
        nom: 'Ancien',
        attachment: { filename: 'plan.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.4') },
      }),
    );
    const recent = await insertLead(env.storage, lead({ nom: 'Récent' }));
    const comment = (status: 'pending' | 'rejected' | 'spam' | 'approved') =>
      storeComment(env.storage, {
        articleSlug: 'prix-pergola-suisse-budget',
        nom: 'X',
        email: 'x@example.ch',
        message: status,
        status,
      });
    const oldRejected = await comment('rejected');
    const oldSpam = await comment('spam');
    const oldPending = await comment('pending');
    const oldApproved = await comment('approved');
    const newRejected = await comment('rejected');
    await backend.raw(`UPDATE leads SET created_at = '2020-01-01T10:00:00.000Z' WHERE id = ${old}`);
    await backend.raw(
      `UPDATE comments SET created_at = '2020-01-01T10:00:00.000Z' WHERE id IN (${[oldRejected, oldSpam, oldPending, oldApproved].join(', ')})`,
    );
    const [first, second] = await freeSlots(env.storage, 'geneve', 'appel', new Date());
    const booking = (startsAt: string) =>
      bookSlot(
        env.storage,
        {
          office: 'geneve',
          kind: 'appel',
          startsAt: new Date(startsAt),
          name: 'X',
          email: 'x@example.ch',
          phone: '+41 79 000 00 00',
        },
        new Date(),
      );
    const [oldBooking, newBooking] = [await booking(first!.startsAt), await booking(second!.startsAt)];
    if (!oldBooking.ok || !newBooking.ok) throw new Error('créneau refusé');
    await backend.raw(
      `UPDATE bookings SET starts_at = '2020-01-01T09:00:00.000Z', ends_at = '2020-01-01T09:20:00.000Z' WHERE id = ${oldBooking.booking.id}`,
    );
    const cutoffs = {
      leadsBefore: new Date('2021-01-01T00:00:00Z'),
      commentsBefore: new Date(Date.now() - 30 * 86_400_000),
    };

    expect(await purgeExpired(env.storage, { ...cutoffs, dryRun: true })).toEqual({
      leads: 1,
      comments: 2,
      bookings: 1,
    });
    expect(await getLead(env.storage, old)).not.toBeNull();

    expect(await purgeExpired(env.storage, cutoffs)).toEqual({ leads: 1, comments: 2, bookings: 1 });
    const bookingsLeft = await backend.raw('SELECT id FROM bookings');
    expect(bookingsLeft.map((row) => Number(row.id))).toEqual([newBooking.booking.id]);
    expect(await getLead(env.storage, old)).toBeNull();
    expect(await getLead(env.storage, recent)).not.toBeNull();
    expect(await getAttachment(env.storage, old)).toBeNull();
    expect(await listOutbox(env.storage, { leadId: old })).toEqual([]);
    const left = (await listComments(env.storage, { limit: 1000 })).map((c) => c.id);
    expect(left).toEqual(expect.arrayContaining([oldPending, oldApproved, newRejected]));
    expect(left).not.toContain(oldRejected);
    expect(left).not.toContain(oldSpam);
    expect(await purgeExpired(env.storage, cutoffs)).toEqual({ leads: 0, comments: 0, bookings: 0 });
  });
});

describe('storage failures', () => {
  it('reports an unreachable PostgreSQL server as StorageUnavailableError', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      openStorage(readConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' })),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    error.mockRestore();
  });

  it('refuses to open in a process that registered no migrations, and creates nothing', async () => {
    const holder = globalThis as unknown as { __luminaSchemaSetup?: unknown };
    const registered = holder.__luminaSchemaSetup;
    delete holder.__luminaSchemaSetup;
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-unregistered-'));
    try {
      const failure = openStorage(readConfig({ DATA_DIR: dir }));
      await expect(failure).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(failure).rejects.toHaveProperty('cause.message', expect.stringContaining('registerMigrations'));
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      holder.__luminaSchemaSetup = registered;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports an unusable data directory as StorageUnavailableError', async () => {
    await expect(openStorage(readConfig({ DATA_DIR: '/proc/version/data' }))).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});

describe('outbox backoff', () => {
  it('doubles from one minute and stops at six hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(9)).toBe(256 * 60_000);
    expect(backoffMs(10)).toBe(6 * 3600_000);
    expect(backoffMs(40)).toBe(6 * 3600_000);
  });
});
