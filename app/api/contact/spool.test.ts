/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST } from './route';
import { site } from '@/content/site';
import { readConfig } from '@/lib/server/config';
import { replaySpool, spoolStatus } from '@/features/quote/spool';
import { stopOutboxWorker, waitForOutboxIdle } from '@/lib/server/mail/sender';
import { testDatabaseUrl } from '@/test/server/backends';
import { postgresOutage, sqliteOutage, type Outage } from '@/test/server/outage';
import { contactForm, postRequest, samples } from '@/test/server/support';
import { closeStorage, getStorage } from '@/lib/server/db/storage';
import { allLeads, getAttachment } from '@/features/quote/leads';

/**
 * The database stops in the middle of a run. Requests are answered 201 from
 * an fsync'ed journal in DATA_DIR, and once the database answers again every one of them is stored
 * exactly once, attachment included. PostgreSQL when TEST_DATABASE_URL is set (its role is refused
 * and its connections cut), else SQLite (another connection holds the write lock).
 */

const savedEnv = { ...process.env };
let dataDir: string;
const run = `spool-${Date.now().toString(36)}`;

const post = (i: number, withFile: boolean) =>
  POST(
    postRequest(
      '/api/contact',
      contactForm(
        { message: `Demande ${run}-${i}`, fill_ms: '9000' },
        withFile ? { name: `plan-${i}.pdf`, bytes: samples.pdf() } : undefined,
      ),
    ),
  );

async function storedMine() {
  const leads = await allLeads(await getStorage());
  return leads.filter((lead) => lead.message.startsWith(`Demande ${run}-`));
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  dataDir = mkdtempSync(path.join(tmpdir(), 'leads-spool-'));
  Object.assign(process.env, { DATA_DIR: dataDir, RATE_LIMIT_MAX: '0' });
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'SMTP_URL', 'MAIL_ACK', 'TRUST_PROXY'])
    delete process.env[name];
});

afterEach(async () => {
  await waitForOutboxIdle();
  await closeStorage();
  process.env = { ...savedEnv };
  rmSync(dataDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

afterAll(() => stopOutboxWorker());

/** Posts before, during and after the outage; checks the store once the database is back. */
async function outage({ stop, restart }: Outage, during: number) {
  expect((await post(0, true)).status).toBe(201);
  await stop();
  const answers = [];
  for (let i = 1; i <= during; i += 1) {
    const response = await post(i, i % 2 === 1);
    answers.push({ status: response.status, booking: ((await response.json()) as { booking?: string }).booking });
  }
  // No number yet to tie a booking to: the plain booking page.
  expect(answers).toEqual(Array.from({ length: during }, () => ({ status: 201, booking: `${site.url}/rendez-vous` })));
  expect(spoolStatus(readConfig())).toMatchObject({ requests: during });

  await restart();
  expect(await replaySpool(readConfig())).toMatchObject({ stored: during, failed: false });
  // A second replay (say, after a crash before the journal was deleted) stores nothing twice.
  expect(await replaySpool(readConfig())).toMatchObject({ stored: 0 });
  expect(spoolStatus(readConfig())).toMatchObject({ requests: 0 });

  const mine = await storedMine();
  const numbers = mine.map((lead) => Number(lead.message.split('-').at(-1))).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: during + 1 }, (_, i) => i));
  const storage = await getStorage();
  for (const lead of mine) {
    const i = Number(lead.message.split('-').at(-1));
    if (i % 2 === 1 || i === 0) {
      expect(lead.attachment?.filename).toBe(`plan-${i}.pdf`);
      expect((await getAttachment(storage, lead.id))?.bytes.equals(samples.pdf())).toBe(true);
    } else expect(lead.attachment).toBeNull();
    expect(lead.mailStatus).toBe('pending');
  }
}

it('SQLite: the write lock held elsewhere; every request answered 201 is stored once when it is released', async () => {
  await outage(sqliteOutage(), 2);
}, 60_000);

const pgUrl = testDatabaseUrl();
(pgUrl ? it : it.skip)(
  'PostgreSQL: its role refused and its connections cut; every request answered 201 is stored once when it is back',
  async () => {
    const database = await postgresOutage(pgUrl ?? '');
    try {
      Object.assign(process.env, database.env);
      await outage(database, 5);
    } finally {
      await database.drop();
    }
  },
  60_000,
);

it('503 as before when the journal cannot be written either', async () => {
  const database = sqliteOutage();
  expect((await post(0, false)).status).toBe(201);
  await database.stop();
  // The journal's folder is a file: nothing can be written there.
  rmSync(path.join(dataDir, 'spool'), { recursive: true, force: true });
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.join(dataDir, 'spool'), '');
  try {
    const response = await post(1, false);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  } finally {
    await database.restart();
  }
}, 30_000);
