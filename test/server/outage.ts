import 'server-only';
import Database from 'better-sqlite3';
import pg from 'pg';
import { readConfig, sqlitePath } from '@/lib/server/config';
import { closeStorage } from '@/lib/server/db/storage';

/**
 * The database stops in the middle of a test, as it can in production: SQLite's write
 * lock held by another process, PostgreSQL refusing the site's role and cutting its connections.
 */

export interface Outage {
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/** SQLite (the configured DATA_DIR's database): another connection holds the write lock until restart. */
export function sqliteOutage(): Outage {
  let locker: Database.Database | undefined;
  return {
    stop: async () => {
      locker = new Database(sqlitePath(readConfig()));
      locker.exec('BEGIN EXCLUSIVE');
    },
    restart: async () => {
      locker?.exec('ROLLBACK');
      locker?.close();
      locker = undefined;
    },
  };
}

/**
 * PostgreSQL: a role of its own owning a schema of its own (`env` points the server at them); stop refuses
 * the role and cuts its connections, restart lets it in again, drop removes both.
 */
export async function postgresOutage(
  url: string,
): Promise<Outage & { env: Record<string, string>; drop(): Promise<void> }> {
  const role = `outage_role_${process.pid}_${Date.now()}`;
  const schema = `outage_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE ROLE "${role}" LOGIN`);
  await admin.query(`CREATE SCHEMA "${schema}" AUTHORIZATION "${role}"`);
  const asRole = new URL(url);
  asRole.username = role;
  return {
    env: { DATABASE_URL: asRole.toString(), DATABASE_SCHEMA: schema },
    stop: async () => {
      await admin.query(`ALTER ROLE "${role}" NOLOGIN`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1`, [role]);
    },
    restart: async () => {
      await admin.query(`ALTER ROLE "${role}" LOGIN`);
    },
    drop: async () => {
      await closeStorage();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.query(`DROP ROLE IF EXISTS "${role}"`);
      await admin.end();
    },
  };
}
