import 'server-only';
import { sql } from 'kysely';
import type { DialectTraits } from '../../database';
import type { AnyDb } from '../types';
import { required } from './columns';

/**
 * Comments and the newsletter:
 * - comments, with staff replies (`parent_id`, the visitor's comment, and `is_staff_reply`) and the wish to
 *   hear of a reply (`notify_reply` 0/1, and the random key of its « ne plus être prévenu » link);
 * - newsletter_subscribers, double opt-in with its proof: the wording shown, request and confirmation dates,
 *   salted address hashes, and the stable key of the unsubscribe link. No confirmation: not a subscriber.
 */
export async function createCommunityTables(db: AnyDb, traits: DialectTraits) {
  const { timestamp, flag } = traits.types;

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', traits.identity)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('requested_at', timestamp)
    .addColumn('confirmed_at', timestamp)
    .addColumn('consent_text', 'text')
    .addColumn('ip_hash', 'text')
    .addColumn('confirm_ip_hash', 'text')
    .addColumn('unsubscribe_key', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_unsubscribe_key')
    .on('newsletter_subscribers')
    .column('unsubscribe_key')
    .unique()
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', traits.identity)
    .$call(required({ article_slug: 'text', nom: 'text', email: 'text', message: 'text' }))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected', 'spam')`),
    )
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('parent_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('is_staff_reply', flag, (col) => traits.flag('is_staff_reply')(col.notNull().defaultTo(sql.lit(false))))
    .addColumn('notify_reply', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reply_notice_key', 'text')
    .execute();
  await db.schema.createIndex('comments_article').on('comments').columns(['article_slug', 'status']).execute();
  await db.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();
  await db.schema.createIndex('comments_reply_notice_key').unique().on('comments').column('reply_notice_key').execute();
}
