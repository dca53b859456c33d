/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { POST } from './route';
import { GET as slotsGet } from './creneaux/route';
import { readConfig } from '@/lib/server/config';
import { bookingJournalStatus, replayBookingJournal } from '@/features/booking/journal';
import { journalDir } from '@/lib/server/db/outage-journal';
import { getStorage } from '@/lib/server/db/storage';
import { testDatabaseUrl } from '@/test/server/backends';
import { bookingOf, getRequest, jsonPost, startsOf, type SlotsBody } from '@/test/server/bookings';
import { postgresOutage, sqliteOutage, type Outage } from '@/test/server/outage';
import { routeEnv } from '@/test/server/route-env';

/**
 * Nothing booked is lost while the database is down. A booking is answered 202 from the journal
 * (fsync'ed) and booked once the database answers again, exactly once even when the replay runs twice; one
 * whose slot was taken meanwhile books nothing and is kept aside for staff. SQLite: the write lock held
 * elsewhere; PostgreSQL (TEST_DATABASE_URL): the site's role refused and its connections cut.
 */

type Database = Outage & { env: Record<string, string>; drop(): Promise<void> };

const pgUrl = testDatabaseUrl();
const databases: [string, () => Promise<Database>][] = [
  ['SQLite', async () => ({ ...sqliteOutage(), env: {}, drop: async () => {} })],
  ...(pgUrl ? [['PostgreSQL', () => postgresOutage(pgUrl)] as [string, () => Promise<Database>]] : []),
];

const book = (body: unknown) => POST(jsonPost('/api/rendez-vous', body));

/** Replays until the journal is empty (a replay already under way when the database came back may have failed). */
async function replayAll() {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await replayBookingJournal(readConfig());
    if (!result.failed && bookingJournalStatus(readConfig()).requests === 0) return;
  }
  throw new Error('journal des rendez-vous non relu');
}

/** What the journal folder holds of the bookings' journal now (the journal, or its file under replay). */
function journalBytes() {
  const dir = journalDir(readConfig());
  return Buffer.concat(
    fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('bookings') && name.endsWith('.journal'))
      .map((name) => fs.readFileSync(path.join(dir, name))),
  );
}

describe.each(databases)('%s', (_name, open) => {
  routeEnv({ prefix: 'booking-journal-', unset: ['DATABASE_SCHEMA'], env: () => ({ RATE_LIMIT_MAX: '0' }) });
  let database: Database;

  beforeAll(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    database = await open();
    Object.assign(process.env, database.env);
  });

  afterAll(() => database.drop());

  it('202 from the journal while the database is down; booked once when it is back, a slot taken meanwhile kept aside', async () => {
    const response = await slotsGet(getRequest('/api/rendez-vous/creneaux?bureau=geneve&type=visite'));
    const [start] = startsOf((await response.json()) as SlotsBody);
    await database.stop();
    let copy: Buffer;
    try {
      for (const email of ['premiere@example.ch', 'seconde@example.ch']) {
        const journaled = await book(bookingOf(start ?? '', { email }));
        expect({ status: journaled.status, body: await journaled.json() }).toEqual({
          status: 202,
          body: {
            success: true,
            message:
              'Votre demande de rendez-vous est enregistrée\u00a0; la confirmation vous parvient par e-mail dès que possible.',
          },
        });
      }
      // A past slot needs no database to be refused.
      expect((await book(bookingOf(new Date(Date.now() - 3_600_000).toISOString()))).status).toBe(422);
      expect(bookingJournalStatus(readConfig())).toMatchObject({ requests: 2, damaged: 0, refused: [] });
      copy = journalBytes();
    } finally {
      await database.restart();
    }

    await replayAll();
    const { db } = await getStorage();
    const stored = () => db.selectFrom('bookings').select(['id', 'email', 'request_key']).execute();
    const rows = await stored();
    expect(rows.map((row) => row.email)).toEqual(['premiere@example.ch']);
    expect(rows[0]?.request_key).toMatch(/^[0-9a-f-]{36}$/);
    const mails = await db
      .selectFrom('outbox')
      .innerJoin('booking_events', 'booking_events.id', 'outbox.booking_event_id')
      .select('outbox.kind')
      .where('booking_events.booking_id', '=', rows[0]?.id ?? 0)
      .orderBy('outbox.kind')
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-office', 'booking-visitor']);
    const { refused } = bookingJournalStatus(readConfig());
    expect(refused.map((record) => record.booking.email)).toEqual(['seconde@example.ch']);

    // The same journal replayed again (a crash before its file was deleted) books nothing twice.
    fs.writeFileSync(path.join(journalDir(readConfig()), 'bookings-replay-000000000000001-abcd.journal'), copy);
    await replayAll();
    expect(await stored()).toHaveLength(1);
  }, 60_000);
});
