/** @jest-environment node */
import { GET } from './route';
import { wallClock } from '@/lib/zoned-time';
import { testBackends } from '@/test/server/backends';
import { asServer } from '@/test/server/as-server';
import { bookFreeSlot } from '@/test/server/booking-fixtures';
import { signedInStaff } from '@/test/server/staff-session';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { listAudit } from '@/lib/server/staff/audit';
import { cancelBooking } from '@/features/booking/server/changes';

/**
 * The appointments' CSV through its back-office route on both databases: refused without a session,
 * and what a spreadsheet opens: times on the office's clock, nothing it would run as a formula.
 */

// Signing in hashes a password (scrypt, on purpose): seconds on a busy machine.
jest.setTimeout(60_000);

describe.each(testBackends('booking_csv_test'))('$name appointments CSV', (backend) => {
  let storage: Storage;
  let cookie = '';
  beforeAll(async () => {
    storage = await openStorage(backend.config());
    cookie = await signedInStaff(storage, { email: 'paul@lumina.test', name: 'Paul' });
  });
  afterAll(async () => {
    await storage.close();
    await backend.cleanup();
  });

  const exportCsv = (query: string, session = cookie) =>
    asServer(backend, () =>
      GET(
        new Request(`http://localhost:3000/equipe/api/rendez-vous/export${query}`, {
          headers: session ? { cookie: session } : {},
        }),
      ),
    );
  const rowsOf = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));

  it('refuses without a session: 401, nothing exported, nothing audited', async () => {
    await bookFreeSlot(storage);
    const response = await exportCsv('', '');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: false,
      message: 'Connexion requise\u00a0: connectez-vous à l’espace équipe.',
    });
    expect((await listAudit({}, storage)).entries).toEqual([]);
  });

  it('exports each appointment on its office’s clock, formula-safe, filtered by office and days, audited', async () => {
    const formula = await bookFreeSlot(
      storage,
      { name: '=HYPERLINK("http://evil.example","x")', message: '@SUM(A1)', email: 'formule@example.ch' },
      { index: 1 },
    );
    const call = await bookFreeSlot(storage, {
      office: 'clermont',
      kind: 'appel',
      name: 'Jean Dupuis',
      phone: '+33 6 12 34 56 78',
      postcode: '63000',
    });
    await cancelBooking(storage, call.id, { staff: 'Paul' }, new Date());

    const response = await exportCsv('');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rendez-vous-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte-order mark (Excel reads UTF-8 by it); Response.text() would drop it.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    const [header, ...rows] = rowsOf(csv);
    expect(header).toEqual([
      'id',
      'bureau',
      'type',
      'date',
      'heure',
      'fin',
      'fuseau',
      'debut_utc',
      'statut',
      'nom',
      'email',
      'telephone',
      'rue',
      'code_postal',
      'localite',
      'message',
      'demande',
      'reserve_le',
      'modifie_le',
    ]);
    const row = (id: number) => {
      const cells = rows.find((cells) => cells[0] === String(id)) ?? [];
      return (name: string) => cells[header?.indexOf(name) ?? -1];
    };
    const risky = row(formula.id);
    expect(risky('nom')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(risky('message')).toBe(`'@SUM(A1)`);
    expect(risky('telephone')).toBe('+41791234567'); // E.164
    const local = wallClock(new Date(formula.startsAt), 'Europe/Zurich');
    expect(risky('date')).toBe(local.day);
    expect(risky('heure')).toBe(
      `${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:${String(local.minutes % 60).padStart(2, '0')}`,
    );
    expect([risky('bureau'), risky('type'), risky('statut'), risky('fuseau')]).toEqual([
      'Chêne-Bourg',
      'Visite gratuite sur place',
      'Réservé',
      'Europe/Zurich',
    ]);
    const cancelled = row(call.id);
    expect([cancelled('bureau'), cancelled('type'), cancelled('statut'), cancelled('telephone')]).toEqual([
      'Clermont-Ferrand',
      'Appel téléphonique',
      'Annulé',
      '+33612345678',
    ]);

    const clermont = rowsOf(await (await exportCsv('?bureau=clermont')).text()).slice(1);
    expect(clermont.map((cells) => cells[0])).toEqual([String(call.id)]);
    const day = wallClock(new Date(formula.startsAt), 'Europe/Zurich').day;
    const thatDay = rowsOf(await (await exportCsv(`?bureau=geneve&du=${day}&au=${day}`)).text()).slice(1);
    expect(thatDay.map((cells) => cells[0])).toContain(String(formula.id));
    expect(thatDay.every((cells) => cells[3] === day)).toBe(true);

    const { entries } = await listAudit({ targetType: 'booking' }, storage);
    expect(entries.map((entry) => [entry.actor, entry.action, entry.details])).toEqual([
      ['paul@lumina.test', 'bookings.export', { office: 'geneve', from: day, to: day, rendezVous: thatDay.length }],
      ['paul@lumina.test', 'bookings.export', { office: 'clermont', rendezVous: 1 }],
      ['paul@lumina.test', 'bookings.export', { rendezVous: rows.length }],
    ]);
  });
});
