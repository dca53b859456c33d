import 'server-only';
import { sql } from 'kysely';
import type { DialectTraits } from '../database';
import type { AnyDb, MigrationUp } from './types';

/**
 * ONE mail queue (lib/server/mail/): `outbox` takes every e-mail of the site, and `community_mail`
 * (comment notices and newsletter confirmations, migration 0004) goes, its rows moved into `outbox`.
 *
 * outbox, afterwards (the same on both databases, columns in this order):
 *   id, lead_id (now nullable), kind, status, attempts, next_attempt_at, last_error, sent_at, claimed_by,
 *   comment_id, subscriber_id (ON DELETE CASCADE, like lead_id), message_id (nullable), queued_at (not null)
 * - `kind` references the new table `mail_kinds` instead of a CHECK: a later kind is one INSERT in its
 *   migration, where a CHECK would mean rebuilding the table on SQLite each time;
 * - UNIQUE (lead_id, kind) (`outbox_lead_id_kind_key`) stays: a lead's e-mail is queued once;
 * - indexes: outbox_due (status, next_attempt_at) as before, outbox_comment, outbox_subscriber;
 * - queued_at: a lead's rows take the lead's date (when they were queued with it), community rows
 *   their created_at; it defaults to the current time (ISO text in SQLite, like the code writes), so
 *   that a lead stored by an instance of the previous version still running is queued all the same.
 *
 * community_mail rows keep their kind, what they are about, Message-ID, status, attempts, next attempt
 * (for a row the old sender held, the end of its lease), last error, sending date and creation date, in
 * their order; they get new ids after the outbox's (nothing refers to them by id). A pending row is still
 * due when it was; a sent or failed one keeps its state, so personal-data exports and the back-office
 * still show it.
 *
 * PostgreSQL alters the table in place. SQLite cannot drop a NOT NULL or a CHECK: the table is rebuilt
 * (new table, rows copied with their ids, AUTOINCREMENT counter carried over, old table dropped, new one
 * renamed, indexes created again). Both run inside the migrations' single transaction.
 */

const KINDS = ['company', 'ack', 'comment-moderation', 'newsletter-confirmation'];

/** The community_mail rows, in their order, as outbox rows (columns of MOVED_COLUMNS). */
const MOVED_COLUMNS = [
  'kind',
  'comment_id',
  'subscriber_id',
  'message_id',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'sent_at',
  'queued_at',
];
const movedRows = sql`select kind, comment_id, subscriber_id, message_id, status, attempts, next_attempt_at,
  last_error, sent_at, created_at from community_mail order by id`;

export const oneMailQueue: MigrationUp = async (db, traits) => {
  await db.schema
    .createTable('mail_kinds')
    .addColumn('kind', 'text', (col) => col.primaryKey())
    .execute();
  await db
    .insertInto('mail_kinds')
    .values(KINDS.map((kind) => ({ kind })))
    .execute();

  if (traits.kind === 'postgres') await alterPostgres(db, traits);
  else await rebuildSqlite(db, traits);

  await sql`insert into outbox (${sql.join(MOVED_COLUMNS.map((column) => sql.ref(column)))}) ${movedRows}`.execute(db);
  await db.schema.createIndex('outbox_comment').on('outbox').column('comment_id').execute();
  await db.schema.createIndex('outbox_subscriber').on('outbox').column('subscriber_id').execute();
  await db.schema.dropTable('community_mail').execute();
};

async function alterPostgres(db: AnyDb, traits: DialectTraits) {
  await db.schema
    .alterTable('outbox')
    .alterColumn('lead_id', (col) => col.dropNotNull())
    .execute();
  // The CHECK on kind (named outbox_kind_check by PostgreSQL, whichever version created it).
  const checks = await sql<{ name: string }>`select conname as name from pg_constraint
    where conrelid = 'outbox'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%kind%'`.execute(db);
  for (const { name } of checks.rows) await db.schema.alterTable('outbox').dropConstraint(name).execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('comment_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('subscriber_id', 'integer', (col) => col.references('newsletter_subscribers.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('queued_at', traits.types.timestamp, (col) => col.defaultTo(sql`now()`))
    .execute();
  await sql`update outbox set queued_at = coalesce(
    (select created_at from leads where leads.id = outbox.lead_id), outbox.next_attempt_at)`.execute(db);
  await db.schema
    .alterTable('outbox')
    .alterColumn('queued_at', (col) => col.setNotNull())
    .execute();
  await db.schema
    .alterTable('outbox')
    .addForeignKeyConstraint('outbox_kind_fkey', ['kind'], 'mail_kinds', ['kind'])
    .execute();
}

async function rebuildSqlite(db: AnyDb, traits: DialectTraits) {
  const { timestamp } = traits.types;
  await db.schema
    .createTable('outbox_v6')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('lead_id', 'integer', (col) => col.references('leads.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().references('mail_kinds.kind'))
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
    .addColumn('claimed_by', 'text')
    .addColumn('comment_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'integer', (col) => col.references('newsletter_subscribers.id').onDelete('cascade'))
    .addColumn('message_id', 'text')
    .addColumn('queued_at', timestamp, (col) => col.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addUniqueConstraint('outbox_lead_id_kind_key', ['lead_id', 'kind'])
    .execute();
  await sql`insert into outbox_v6 (id, lead_id, kind, status, attempts, next_attempt_at, last_error, sent_at,
    claimed_by, queued_at)
    select id, lead_id, kind, status, attempts, next_attempt_at, last_error, sent_at, claimed_by,
      coalesce((select created_at from leads where leads.id = outbox.lead_id), next_attempt_at)
    from outbox order by id`.execute(db);
  // AUTOINCREMENT never hands out an id twice, also one whose row was deleted: the counter goes along.
  await sql`delete from sqlite_sequence where name = 'outbox_v6'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq)
    select 'outbox_v6', max(seq) from sqlite_sequence where name = 'outbox' having count(*) > 0`.execute(db);
  await db.schema.dropTable('outbox').execute();
  await db.schema.alterTable('outbox_v6').renameTo('outbox').execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
}
