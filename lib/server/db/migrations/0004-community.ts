import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { DialectTraits } from '../database';

/**
 * Comments, newsletter and their e-mails:
 * - comments gain staff replies: `parent_id` (the visitor's comment, replies go with it) and
 *   `is_staff_reply`;
 * - newsletter_subscribers become double opt-in with the proof of consent: the wording shown,
 *   request and confirmation dates, salted IP hashes, and the stable key of the unsubscribe link.
 *   Rows written before this migration have no confirmation: they are not subscribers;
 * - community_mail queues the e-mails of comments (to the moderators) and of the newsletter (to
 *   the subscriber), each row deleted with what it is about.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see an untyped database
export async function community(db: Kysely<any>, traits: DialectTraits) {
  const { timestamp, flag } = traits.types;

  await db.schema
    .alterTable('comments')
    .addColumn('parent_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('is_staff_reply', flag, (col) => traits.flag('is_staff_reply')(col.notNull().defaultTo(sql.lit(false))))
    .execute();
  await db.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();

  for (const [name, type] of [
    ['requested_at', timestamp],
    ['confirmed_at', timestamp],
    ['consent_text', 'text'],
    ['ip_hash', 'text'],
    ['confirm_ip_hash', 'text'],
    ['unsubscribe_key', 'text'],
  ] as const) {
    await db.schema.alterTable('newsletter_subscribers').addColumn(name, type).execute();
  }
  await db
    .updateTable('newsletter_subscribers')
    .set({ requested_at: sql.ref('created_at') })
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_unsubscribe_key')
    .on('newsletter_subscribers')
    .column('unsubscribe_key')
    .unique()
    .execute();

  await db.schema
    .createTable('community_mail')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('comment-moderation', 'newsletter-confirmation')`),
    )
    .addColumn('comment_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'integer', (col) => col.references('newsletter_subscribers.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (col) => col.notNull())
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
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addCheckConstraint(
      'community_mail_subject',
      sql`(kind = 'comment-moderation' and comment_id is not null) or (kind = 'newsletter-confirmation' and subscriber_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('community_mail_due')
    .on('community_mail')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('community_mail_comment').on('community_mail').column('comment_id').execute();
  await db.schema.createIndex('community_mail_subscriber').on('community_mail').column('subscriber_id').execute();
}
