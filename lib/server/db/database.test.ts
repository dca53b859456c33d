/** @jest-environment node */
import { sql } from 'kysely';
import { openDatabase } from './database';
import { postgresBackend, testDatabaseUrl } from '@/test/server/backends';

/** The PostgreSQL connection pool under Kysely: what happens to a connection after a failed query. */

const url = testDatabaseUrl();

(url ? describe : describe.skip)('PostgreSQL connections (TEST_DATABASE_URL)', () => {
  const backend = postgresBackend(url ?? '', 'database_test');
  afterAll(() => backend.cleanup());

  it('lends a connection again after an SQL error, but closes one that failed without an answer from the server', async () => {
    const { db } = await openDatabase(backend.config());
    try {
      const backendPid = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;
      const first = await backendPid();
      await expect(sql`select 1 / 0`.execute(db)).rejects.toThrow('division by zero');
      expect(await backendPid()).toBe(first);
      // A parameter pg cannot serialise: the query fails in the client, the connection's state is unknown.
      const unserialisable = {
        toPostgres: () => {
          throw new Error('not serialisable');
        },
      };
      await expect(sql`select ${unserialisable}`.execute(db)).rejects.toThrow('not serialisable');
      const next = await backendPid();
      expect(next).toEqual(expect.any(Number));
      expect(next).not.toBe(first);
    } finally {
      await db.destroy();
    }
  });
});
