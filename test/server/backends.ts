import 'server-only';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { readConfig, sqlitePath, type SiteConfig } from '../../lib/server/config';
import { openStorage, type Storage } from '../../lib/server/db/storage';

/**
 * The databases the storage suites (storage, outbox, migrations) run against: SQLite in a
 * temporary folder, and PostgreSQL in a schema created for the run when TEST_DATABASE_URL is set.
 * `npm test` (scripts/test-all.sh) sets it, or stops unless ALLOW_NO_POSTGRES=1.
 */

export type Backend = {
  name: 'SQLite' | 'PostgreSQL';
  config: () => SiteConfig;
  /** Runs SQL outside the storage (checks, back-dating, fixtures); several statements without results are allowed. */
  raw: (sql: string) => Promise<Record<string, unknown>[]>;
  cleanup: () => Promise<void>;
};

export function sqliteBackend(): Backend {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-db-'));
  const config = () => readConfig({ DATA_DIR: dir });
  return {
    name: 'SQLite',
    config,
    raw: async (sql) => {
      const db = new Database(sqlitePath(config()), { timeout: 5000 });
      try {
        const statement = db.prepare(sql);
        if (!statement.reader) {
          statement.run();
          return [];
        }
        return statement.all() as Record<string, unknown>[];
      } catch (error) {
        if (!/more than one statement/.test(String(error))) throw error;
        db.exec(sql);
        return [];
      } finally {
        db.close();
      }
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function postgresBackend(url: string, prefix: string): Backend {
  // Under jest, the run's id: its globalTeardown drops the run's schemas (test/server/postgres-schemas.js).
  const run = process.env.TEST_RUN_ID;
  const schema = `${prefix}_${run ?? 'x'}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const withClient = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    config: () => readConfig({ DATABASE_URL: url, DATABASE_SCHEMA: schema }),
    raw: (sql) =>
      withClient(async (client) => {
        await client.query(`SET search_path TO "${schema}"`);
        return (await client.query(sql)).rows as Record<string, unknown>[];
      }),
    cleanup: async () => {
      if (!run)
        await withClient(async (client) => void (await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)));
    },
  };
}

/** The variables that point the server (readConfig) at `backend`'s database. */
export function databaseEnv(backend: Backend): Record<string, string> {
  const config = backend.config();
  return config.backend === 'sqlite'
    ? { DATA_DIR: config.dataDir }
    : { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema };
}

let warned = false;

/** The PostgreSQL server of the tests; without one, a loud warning (the suites then run on SQLite only). */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && !warned) {
    warned = true;
    console.warn(
      '\n!!! TEST_DATABASE_URL is not set: the PostgreSQL half of the storage tests does NOT run.\n' +
        '!!! Use `npm test`, or set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test\n',
    );
  }
  return url;
}

/** SQLite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testBackends(prefix: string): Backend[] {
  const url = testDatabaseUrl();
  return url ? [sqliteBackend(), postgresBackend(url, prefix)] : [sqliteBackend()];
}

/**
 * Registers, in the enclosing describe, `backend`'s storage for its tests: opened before the first, closed and
 * the database dropped after the last (mailSuite does the same with SMTP servers around it).
 */
export function storageSuite(backend: Backend): { storage: Storage } {
  const suite = {} as { storage: Storage };
  beforeAll(async () => {
    suite.storage = await openStorage(backend.config());
  });
  afterAll(async () => {
    await suite.storage.close();
    await backend.cleanup();
  });
  return suite;
}
