import 'server-only';
import { Migrator, sql, type Migration } from 'kysely';
import type { DialectTraits } from './database';
import { createBaseline } from './migrations/0001-baseline';
import type { AnyDb, MigrationUp } from './migrations/types';
import { registerSchemaSetup } from './storage';

/**
 * Schema migrations, run by Kysely's Migrator when the storage is opened (server, tests and
 * `npm run back-office`), on SQLite and PostgreSQL alike; Kysely's `kysely_migration` table records the
 * applied ones. Each lives in migrations/, its id is its file (or folder) name. Never edit or rename an applied
 * migration: add the next number (0002, 0003 …), so that names sort in the order they apply.
 */
export const MIGRATIONS: Readonly<Record<string, MigrationUp>> = {
  '0001-baseline': createBaseline,
};

/** Every migration's name, in the order they apply. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();
/** The name of the latest migration: the schema version this code expects. */
export const LATEST_MIGRATION = MIGRATION_NAMES.at(-1) as string;

function migrationsFor(traits: DialectTraits): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, up]) => [name, { up: (db: AnyDb) => up(db, traits) }]),
  );
}

/**
 * Applies the pending migrations; throws with the failing migration named. Unordered migrations are
 * refused: every database the site has run applied its migrations in name order (each landing applied
 * the pending ones in one run, sorted), so a migration whose name sorts before the last applied one can
 * only be a mistake.
 */
export async function migrateToLatest(db: AnyDb, traits: DialectTraits) {
  await refuseForeignHistory(db, traits);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(traits) },
    migrationTableSchema: traits.schema,
    allowUnorderedMigrations: false,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration du schéma impossible${failed ? ` (${failed})` : ''}`, { cause: error });
  }
}

/**
 * A database this code did not create is left untouched: one written by a development version from before
 * the baseline (its history names migrations that no longer exist), or tables without any history (the
 * code before Kysely). Migrating either would fail half-way or mix two schemas.
 */
async function refuseForeignHistory(db: AnyDb, traits: DialectTraits) {
  // The catalog of this schema only: introspecting every schema of a shared server would read them all.
  const listed =
    traits.kind === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = ${traits.schema ?? sql`current_schema()`}`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  const tables = (await listed.execute(db)).rows;
  if (tables.length === 0) return;
  const remedy = 'sauvegardez-la si besoin, puis videz DATA_DIR ou le schéma PostgreSQL : le site en créera une neuve';
  if (!tables.some((table) => table.name === 'kysely_migration')) {
    throw new Error(`Base sans historique de migrations, écrite par un autre code (${tables[0]?.name} …) : ${remedy}`);
  }
  const applied = await db.selectFrom('kysely_migration').select('name').execute();
  const unknown = applied.map((row) => String(row.name)).filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) {
    throw new Error(
      `Base écrite par une version du site antérieure à ${MIGRATION_NAMES[0]} (${unknown[0]}) : ${remedy}`,
    );
  }
}

/** Makes every storage this process opens migrate to the latest schema first (storage.ts). Idempotent. */
export function registerMigrations() {
  registerSchemaSetup(migrateToLatest);
}
