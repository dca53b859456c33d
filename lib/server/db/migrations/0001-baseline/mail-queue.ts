import 'server-only';
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { DialectTraits } from '../../database';
import type { AnyDb } from '../types';

/**
 * The kinds the baseline knows. Frozen here, not read from MAIL_TARGETS (tables.ts): a later kind is one
 * INSERT in its own migration, and a baseline that followed the code would insert it twice.
 */
const KINDS = [
  'company',
  'ack',
  'comment-moderation',
  'newsletter-confirmation',
  'comment-reply',
  'reminder',
  'crm-webhook',
  'lead-reply',
  'staff-link',
  'booking-visitor',
  'booking-office',
  'staff-lock',
  'crm-booking',
];

/** What a queued row may be about: each column goes with its row (ON DELETE CASCADE) and is indexed. */
const TARGETS = [
  ['comment_id', 'comments.id', 'outbox_comment'],
  ['subscriber_id', 'newsletter_subscribers.id', 'outbox_subscriber'],
  ['reply_id', 'lead_replies.id', 'outbox_reply'],
  ['staff_link_id', 'staff_link_mails.id', 'outbox_staff_link'],
  ['booking_event_id', 'booking_events.id', 'outbox_booking_event'],
  ['staff_lock_alert_id', 'staff_lock_alerts.id', 'outbox_staff_lock_alert'],
] as const;

/**
 * The one mail queue (lib/server/mail/): every e-mail of the site, and the CRM hook's POSTs. `kind` references
 * mail_kinds rather than a CHECK, so that a new kind is one INSERT where a CHECK would mean rebuilding the
 * table on SQLite. UNIQUE (lead_id, kind): a lead's e-mail is queued once. Created last: it refers to the
 * other features' tables. `queued_at` defaults to the current time (ISO text in SQLite, as the code writes).
 */
export async function createMailQueue(db: AnyDb, traits: DialectTraits) {
  const { timestamp } = traits.types;
  await db.schema
    .createTable('mail_kinds')
    .addColumn('kind', 'text', (col) => col.primaryKey())
    .execute();
  await db
    .insertInto('mail_kinds')
    .values(KINDS.map((kind) => ({ kind })))
    .execute();

  const now = traits.kind === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const [comment, subscriber, ...later] = TARGETS;
  const target = ([column, references]: (typeof TARGETS)[number]) =>
    [column, 'integer', (col: ColumnDefinitionBuilder) => col.references(references).onDelete('cascade')] as const;
  let outbox = db.schema
    .createTable('outbox')
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
    .addColumn(...target(comment))
    .addColumn(...target(subscriber))
    .addColumn('message_id', 'text')
    .addColumn('queued_at', timestamp, (col) => col.notNull().defaultTo(now));
  for (const entry of later) outbox = outbox.addColumn(...target(entry));
  await outbox.addUniqueConstraint('outbox_lead_id_kind_key', ['lead_id', 'kind']).execute();

  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  for (const [column, , index] of TARGETS) await db.schema.createIndex(index).on('outbox').column(column).execute();
}
