import 'server-only';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DialectTraits } from './database';
import { addNeedsReview } from './migrations/0002-needs-review';
import { addOutboxClaims } from './migrations/0002-outbox-claims';
import { createRateLimits } from './migrations/0002-rate-limits';
import { addRequestKey } from './migrations/0002-request-key';
import { createStaffBackOffice } from './migrations/0003-staff-back-office';
import { community } from './migrations/0004-community';
import { addProjectDetails } from './migrations/0005-project-details';
import { oneMailQueue } from './migrations/0006-one-mail-queue';

/**
 * Schema migrations, run by Kysely's Migrator when the storage is opened (server, tests and
 * `npm run leads`), on SQLite and PostgreSQL alike; Kysely's `kysely_migration` table records the
 * applied ones. Never edit an applied migration: add the next one ('0002-…' sorts after '0001-…').
 * Migrations see an untyped database (Kysely<any>): the tables' types (tables.ts) describe the
 * latest schema, not the one a migration starts from.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyDb = Kysely<any>;
export type MigrationUp = (db: AnyDb, traits: DialectTraits) => Promise<void>;

/** Each migration after 0001 lives in its own file under migrations/. */
const MIGRATIONS: Record<string, MigrationUp> = {
  '0001-leads-outbox-newsletter-comments': createOrAdoptVersion1,
  '0002-needs-review': addNeedsReview,
  '0002-outbox-claims': addOutboxClaims,
  '0002-rate-limits': createRateLimits,
  '0002-request-key': addRequestKey,
  '0003-staff-back-office': createStaffBackOffice,
  '0004-community': community,
  '0005-project-details': addProjectDetails,
  '0006-one-mail-queue': oneMailQueue,
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

/** Applies the pending migrations; throws with the failing migration named. */
export async function migrateToLatest(db: AnyDb, traits: DialectTraits) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(traits) },
    migrationTableSchema: traits.schema,
    // The 0002-… migrations of the lead hardening were written beside 0003 and 0004 and touch other
    // tables: a database that already has 0003/0004 gets them afterwards instead of being refused.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration du schéma impossible${failed ? ` (${failed})` : ''}`, { cause: error });
  }
}

/**
 * Before Kysely, the code (repository.mjs and migrations.mjs) recorded its version in a
 * `schema_version` table; version 1 is exactly the schema below. Such a database is adopted as
 * it is: its rows stay, the old version table goes (kysely_migration replaces it).
 */
async function legacyVersion(db: AnyDb, traits: DialectTraits): Promise<number | null | undefined> {
  const tables = await db.introspection.getTables();
  const exists = tables.some(
    (table) => table.name === 'schema_version' && (traits.schema === undefined || table.schema === traits.schema),
  );
  if (!exists) return undefined;
  const row = await db
    .selectFrom('schema_version')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return row?.version == null ? null : Number(row.version);
}

async function createOrAdoptVersion1(db: AnyDb, traits: DialectTraits) {
  const legacy = await legacyVersion(db, traits);
  if (legacy !== undefined) {
    if (legacy !== null && legacy !== 1) {
      throw new Error(`schema_version ${legacy} : base écrite par une version du site que ce code ne connaît pas`);
    }
    await db.schema.dropTable('schema_version').execute();
    // An empty schema_version is a creation that failed half-way: nothing to adopt.
    if (legacy === 1) return;
  }
  const { timestamp, flag, bytes } = traits.types;

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('nom', 'text', (col) => col.notNull())
    .addColumn('prenom', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('telephone', 'text', (col) => col.notNull())
    .addColumn('societe', 'text')
    .addColumn('sujet', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('produit', 'text')
    .addColumn('ip_hash', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('is_spam', flag, (col) => traits.flag('is_spam')(col.notNull().defaultTo(sql.lit(false))))
    .addColumn('spam_reason', 'text')
    .execute();
  await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

  await db.schema
    .createTable('attachments')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('lead_id', 'integer', (col) => col.notNull().unique().references('leads.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('bytes', bytes, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('company', 'ack')`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', timestamp)
    .addUniqueConstraint('outbox_lead_id_kind_key', ['lead_id', 'kind'])
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('article_slug', 'text', (col) => col.notNull())
    .addColumn('nom', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected', 'spam')`),
    )
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('comments_article').on('comments').columns(['article_slug', 'status']).execute();
}
