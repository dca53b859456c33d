/** @jest-environment node */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LATEST_MIGRATION, MIGRATION_NAMES } from './migrator';
import { testBackends, type Backend } from '@/test/server/backends';
import { openStorage, StorageUnavailableError } from './storage';

/**
 * The migrations' rules: registered once under their file names, numbered in order; a database this code
 * did not write is refused and left as it was.
 */

/** An empty database where the backend's configuration opens it, with `sql` run in it. */
async function databaseWith(backend: Backend, sql: string) {
  const config = backend.config();
  if (backend.name === 'SQLite') mkdirSync(config.dataDir, { recursive: true });
  else await backend.raw(`CREATE SCHEMA "${config.databaseSchema}"`);
  await backend.raw(sql);
  return config;
}

describe.each(testBackends('migration_history'))('$name: a database from before the baseline', (backend) => {
  afterAll(() => backend.cleanup());

  it('is refused, untouched: its history names a migration that no longer exists', async () => {
    const config = await databaseWith(
      backend,
      `CREATE TABLE kysely_migration (name VARCHAR(255) PRIMARY KEY, timestamp VARCHAR(255) NOT NULL);
       CREATE TABLE leads (id INTEGER PRIMARY KEY);
       INSERT INTO kysely_migration VALUES ('0005-project-details', '2026-01-01T00:00:00.000Z');`,
    );
    const failure = openStorage(config);
    await expect(failure).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(failure).rejects.toHaveProperty(
      'cause.message',
      expect.stringContaining(`antérieure à 0001-baseline (0005-project-details)`),
    );
    expect(await backend.raw('SELECT name FROM kysely_migration')).toEqual([{ name: '0005-project-details' }]);
  });
});

describe.each(testBackends('migration_none'))('$name: tables without a migration history', (backend) => {
  afterAll(() => backend.cleanup());

  it('are refused, untouched', async () => {
    const config = await databaseWith(
      backend,
      "CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL); INSERT INTO schema_version VALUES (1, 'x')",
    );
    const failure = openStorage(config);
    await expect(failure).rejects.toHaveProperty('cause.message', expect.stringContaining('sans historique'));
    expect(await backend.raw('SELECT version FROM schema_version')).toEqual([{ version: 1 }]);
  });
});

describe('the migration files', () => {
  const folder = path.join(__dirname, 'migrations');
  const names = readdirSync(folder)
    .filter((name) => /^\d{4}-/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();

  it('are each registered under its file (or folder) name, and nothing else is', () => {
    expect(MIGRATION_NAMES).toEqual(names);
    expect(LATEST_MIGRATION).toBe(names.at(-1));
  });

  it('are numbered 0001, 0002 … with one number each', () => {
    expect(MIGRATION_NAMES.map((name) => Number(name.slice(0, 4)))).toEqual(MIGRATION_NAMES.map((_, i) => i + 1));
  });
});
