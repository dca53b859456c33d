import 'server-only';
import type { MigrationUp } from './types';

/**
 * « Me prévenir d’une réponse »: a commenter may ask for one e-mail when the company answers.
 * - comments.notify_reply: the wish (0 or 1; every older comment 0, nobody asked);
 * - comments.reply_notice_key: the random key of the notice's « ne plus être prévenu » link, set only
 *   with the wish, unique so that a link finds its comment through an index;
 * - mail kind `comment-reply`, about the staff reply (outbox.comment_id = the reply's id), so that
 *   each reply is one notice, deleted with the reply.
 */
export const addCommentReplyNotice: MigrationUp = async (db) => {
  await db.schema
    .alterTable('comments')
    .addColumn('notify_reply', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('comments').addColumn('reply_notice_key', 'text').execute();
  await db.schema.createIndex('comments_reply_notice_key').unique().on('comments').column('reply_notice_key').execute();
  await db.insertInto('mail_kinds').values({ kind: 'comment-reply' }).execute();
};
