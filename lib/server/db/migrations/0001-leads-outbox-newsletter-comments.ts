import 'server-only';
import { sql } from 'kysely';
import type { AnyDb, MigrationUp } from './types';
import type { DialectTraits } from '../database';

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

/** Version 1: leads, attachments, the outbox, the newsletter and comments. */
export const createOrAdoptVersion1: MigrationUp = async (db, traits) => {
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
};
