/** @jest-environment node */
import { MemoryCounters, type CounterStore } from './rate-limit-counters';
import { DatabaseCounters } from './rate-limit-store';
import { postgresBackend, testDatabaseUrl } from '@/test/server/backends';
import { openStorage, type Storage } from '../db/storage';

/** The counters behind the per-address limit: fixed windows, slots taken and given back. */
function behavesAsALimit(name: string, stores: () => Promise<[CounterStore, CounterStore]>) {
  describe(name, () => {
    it('gives max slots per window, then says when the window ends; a new window starts afresh', async () => {
      const [store] = await stores();
      const key = `a-${Math.random()}`;
      expect(await store.take(key, 2, 60_000, 1000)).toEqual({ taken: true, windowStart: 1000 });
      expect(await store.take(key, 2, 60_000, 11_000)).toEqual({ taken: true, windowStart: 1000 });
      expect(await store.take(key, 2, 60_000, 21_000)).toEqual({ taken: false, retryAfterMs: 40_000 });
      expect(await store.take(`b-${key}`, 2, 60_000, 21_000)).toMatchObject({ taken: true });
      expect(await store.take(key, 2, 60_000, 61_000)).toEqual({ taken: true, windowStart: 61_000 });
    });

    it('a slot given back can be taken again; one of an ended window changes nothing', async () => {
      const [store] = await stores();
      const key = `c-${Math.random()}`;
      expect(await store.take(key, 1, 60_000, 0)).toMatchObject({ taken: true });
      expect(await store.take(key, 1, 60_000, 1)).toMatchObject({ taken: false });
      await store.give(key, 0);
      expect(await store.take(key, 1, 60_000, 2)).toMatchObject({ taken: true });
      expect(await store.take(key, 1, 60_000, 60_000)).toEqual({ taken: true, windowStart: 60_000 });
      await store.give(key, 0);
      expect(await store.take(key, 1, 60_000, 60_001)).toMatchObject({ taken: false });
    });

    it('60 concurrent takes against a limit of 5: exactly 5 taken, across both instances', async () => {
      const [one, two] = await stores();
      const key = `d-${Math.random()}`;
      const now = Date.now();
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).take(key, 5, 600_000, now)),
      );
      expect(results.filter((result) => result.taken)).toHaveLength(5);
    });
  });
}

behavesAsALimit('in memory (SQLite deployments: one process)', async () => {
  const store = new MemoryCounters();
  return [store, store];
});

it('in memory, forgets the least recently seen addresses beyond its size', async () => {
  const store = new MemoryCounters(3);
  for (const key of ['a', 'b', 'c', 'd']) await store.take(key, 1, 60_000, 0);
  expect(await store.take('a', 1, 60_000, 1)).toMatchObject({ taken: true });
  expect(await store.take('d', 1, 60_000, 1)).toMatchObject({ taken: false });
});

const url = testDatabaseUrl();
(url ? describe : describe.skip)('in PostgreSQL', () => {
  const backend = url ? postgresBackend(url, 'limit_store_test') : undefined;
  const repos: Storage[] = [];

  afterAll(async () => {
    for (const storage of repos) await storage.close();
    await backend?.cleanup();
  });

  /** Two instances: two repositories (two pools) on the same database, as two servers would be. */
  behavesAsALimit('two instances share one limit', async () => {
    if (repos.length === 0 && backend) {
      repos.push(await openStorage(backend.config()), await openStorage(backend.config()));
    }
    const [one, two] = repos.map((storage) => new DatabaseCounters(storage.db, (key) => storage.hashIp(key)));
    return [one as CounterStore, two as CounterStore];
  });

  it('the sweep of an endpoint with a short window leaves the longer windows of another running', async () => {
    const [storage] = repos;
    const store = new DatabaseCounters(storage!.db, (key) => storage!.hashIp(key));
    const now = Date.now();
    const hourly = `rendez-vous:${Math.random()}`;
    expect(await store.take(hourly, 1, 3_600_000, now)).toMatchObject({ taken: true });
    // Twenty minutes later a request of a ten-minute window sweeps the ended windows.
    expect(await store.take(`contact:${Math.random()}`, 5, 600_000, now + 1_200_000)).toMatchObject({ taken: true });
    expect(await store.take(hourly, 1, 3_600_000, now + 1_200_000)).toMatchObject({ taken: false });
  });

  it('stores the address only as a salted hash', async () => {
    const [storage] = repos;
    await new DatabaseCounters(storage!.db, (key) => storage!.hashIp(key)).take(
      'contact:203.0.113.9',
      5,
      60_000,
      Date.now(),
    );
    const rows = await backend!.raw('SELECT bucket FROM rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.bucket)).toMatch(/^[0-9a-f]{32}$/);
  });
});
