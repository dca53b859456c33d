import 'server-only';
import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { site } from '@/content/site';
import { COMMENT_LIMITS } from '@/lib/contact-rules';
import { recordAudit } from '@/lib/server/staff/audit';
import { queueMail } from '@/lib/server/mail/queue-store';
import { isoText, onStorage, RefusedError } from '@/lib/server/db/storage-call';
import type { CommentStatus, Count, Database } from '@/lib/server/db/tables';
import type { Storage } from '@/lib/server/db/storage';
import { replyWishOf } from './reply-wish';
import { commentFields, type ModeratedComment, type PublishedComment } from '../records';

export {
  commentFields,
  type CommentFields,
  type ModeratedComment,
  type PublishedComment,
  type PublishedReply,
} from '../records';

/**
 * Comment queries: a new comment, publication (approved comments with the company's replies),
 * the published counts, moderation and replies. A staff reply is a comment row with `parent_id` (the
 * visitor's comment) and `is_staff_reply`, published at once under the company's name; it is shown,
 * and counted, only while its comment is.
 */

/** The most comments one article's endpoint returns (memory and answer size stay bounded). */
export const PUBLISHED_LIMIT = 500;

function toModerated(row: Selectable<Database['comments']>): ModeratedComment {
  return {
    ...commentFields(row),
    parentId: row.parent_id,
    isStaffReply: Boolean(row.is_staff_reply),
    replyWish: replyWishOf(row),
  };
}

/** Published: approved, and for a reply, its comment approved too. */
const published = (
  eb: ExpressionBuilder<Database & { c: Database['comments'] } & { p: Database['comments'] }, 'c' | 'p'>,
) => eb.and([eb('c.status', '=', 'approved'), eb.or([eb('c.parent_id', 'is', null), eb('p.status', '=', 'approved')])]);

/** The published comments of an article, oldest first, each with its replies (oldest first). */
export function publishedComments(storage: Storage, articleSlug: string): Promise<PublishedComment[]> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('comments as c')
      .leftJoin('comments as p', 'p.id', 'c.parent_id')
      .select(['c.id', 'c.nom', 'c.created_at', 'c.message', 'c.parent_id'])
      .where('c.article_slug', '=', articleSlug)
      .where(published)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(PUBLISHED_LIMIT)
      .execute();
    const threads = new Map<number, PublishedComment>();
    for (const row of rows) {
      const entry = { id: row.id, nom: row.nom, createdAt: isoText(row.created_at), message: row.message };
      if (row.parent_id === null) threads.set(row.id, { ...entry, replies: [] });
      else threads.get(row.parent_id)?.replies.push(entry);
    }
    return [...threads.values()];
  });
}

/** Published comments and replies per article slug (articles without any are absent). */
export function publishedCounts(storage: Storage): Promise<Record<string, number>> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('comments as c')
      .leftJoin('comments as p', 'p.id', 'c.parent_id')
      .select((eb) => ['c.article_slug', eb.fn.countAll<Count>().as('n')])
      .where(published)
      .groupBy('c.article_slug')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.article_slug, Number(row.n)]));
  });
}

export interface NewComment {
  articleSlug: string;
  nom: string;
  email: string;
  message: string;
  /** A visitor's comment is 'pending' or 'spam'; the command and the tests store other states. */
  status: CommentStatus;
  ip?: string | null;
  /** « Me prévenir d’une réponse » ticked. */
  notifyReply?: boolean;
}

/** The key of a reply notice's « ne plus être prévenu » link: random, 32 characters. */
export const isReplyNoticeKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);

/** Stores a visitor's comment; a pending one queues the moderators' e-mail in the same transaction. */
export function storeComment(storage: Storage, comment: NewComment, now = new Date()): Promise<number> {
  return onStorage(storage, 'Écriture', (db) =>
    db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('comments')
        .values({
          article_slug: comment.articleSlug,
          nom: comment.nom,
          email: comment.email,
          message: comment.message,
          status: comment.status,
          ip_hash: storage.hashIp(comment.ip),
          created_at: now.toISOString(),
          notify_reply: comment.notifyReply ? 1 : 0,
          reply_notice_key: comment.notifyReply ? randomBytes(24).toString('base64url') : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (comment.status === 'pending') {
        await queueMail({ db: trx, traits: storage.traits }, [{ kind: 'comment-moderation', commentId: id }], now);
      }
      return id;
    }),
  );
}

export function getComment(storage: Storage, id: number): Promise<ModeratedComment | null> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toModerated(row) : null;
  });
}

/** Newest first, as a moderation queue reads; `status` filters. */
export function listComments(
  storage: Storage,
  options: { status?: CommentStatus; limit?: number; offset?: number } = {},
): Promise<ModeratedComment[]> {
  const { status, limit = 100, offset = 0 } = options;
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db
      .selectFrom('comments')
      .selectAll()
      .$if(status !== undefined, (qb) => qb.where('status', '=', status as CommentStatus))
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toModerated);
  });
}

/**
 * A moderator's decision, recorded in the audit log (`actor`: the staff member's e-mail, or
 * 'commande'); null when no comment has that id.
 */
export function moderateComment(
  storage: Storage,
  id: number,
  status: CommentStatus,
  actor: string,
): Promise<ModeratedComment | null> {
  return onStorage(storage, 'Écriture', (db) =>
    db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('comments').set({ status }).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      await recordAudit(
        { actor, action: 'comment.moderate', targetType: 'comment', targetId: id, details: { status } },
        { db: trx, traits: storage.traits },
      );
      const row = await trx.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toModerated(row);
    }),
  );
}

/** Why a reply was refused, in French, for the command and the back-office. */
export class ReplyRefusedError extends RefusedError {}

/**
 * The company's public answer to a visitor's comment, published at once under the company's name
 * and recorded in the audit log (`actor`: the staff member's e-mail, or 'commande').
 * A pending comment is approved with it (answering is approving, as in WordPress); a rejected or
 * spam comment, a reply, or an empty or oversized text is refused with ReplyRefusedError.
 */
export async function replyToComment(
  storage: Storage,
  commentId: number,
  text: string,
  actor: string,
  now = new Date(),
): Promise<{ reply: ModeratedComment; approvedComment: boolean }> {
  const message = text
    .replace(/\u0000/g, '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (!message) throw new ReplyRefusedError('La réponse est vide.');
  if (message.length > COMMENT_LIMITS.message) {
    throw new ReplyRefusedError(`La réponse dépasse ${COMMENT_LIMITS.message} caractères.`);
  }
  return onStorage(storage, 'Écriture', (db) =>
    db.transaction().execute(async (trx) => {
      const parent = await trx.selectFrom('comments').selectAll().where('id', '=', commentId).executeTakeFirst();
      if (!parent) throw new ReplyRefusedError(`Commentaire n° ${commentId} introuvable.`);
      if (parent.parent_id !== null) {
        throw new ReplyRefusedError(
          `Le n° ${commentId} est déjà une réponse : répondez au commentaire n° ${parent.parent_id}.`,
        );
      }
      if (parent.status === 'rejected' || parent.status === 'spam') {
        throw new ReplyRefusedError(
          `Le commentaire n° ${commentId} est refusé (${parent.status}) : il n’est pas publié.`,
        );
      }
      const approvedComment = parent.status === 'pending';
      if (approvedComment)
        await trx.updateTable('comments').set({ status: 'approved' }).where('id', '=', commentId).execute();
      const row = await trx
        .insertInto('comments')
        .values({
          article_slug: parent.article_slug,
          nom: site.name,
          // A staff reply belongs to no visitor: no address, nothing for personal-data requests to find.
          email: '',
          message,
          status: 'approved',
          ip_hash: null,
          created_at: now.toISOString(),
          parent_id: commentId,
          is_staff_reply: 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The visitor asked to be told: one notice per reply, composed when sent (the wish may be withdrawn).
      const notify = Boolean(parent.notify_reply) && parent.email !== '';
      if (notify) {
        await queueMail({ db: trx, traits: storage.traits }, [{ kind: 'comment-reply', commentId: row.id }], now);
      }
      await recordAudit(
        {
          actor,
          action: 'comment.reply',
          targetType: 'comment',
          targetId: commentId,
          details: { replyId: row.id, approvedComment, notify },
        },
        { db: trx, traits: storage.traits },
      );
      return { reply: toModerated(row), approvedComment };
    }),
  );
}

/**
 * « Ne plus être prévenu » of a reply notice: withdraws the wish of the comment the key was given
 * with (a notice already queued is then dropped when its turn comes). False for an unknown key.
 */
export function stopReplyNotices(storage: Storage, key: string): Promise<boolean> {
  return onStorage(storage, 'Écriture', async (db) => {
    const result = await db
      .updateTable('comments')
      .set({ notify_reply: 0 })
      .where('reply_notice_key', '=', key)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** Whether the key's comment still asks for notices: 'actif', 'arrete' (withdrawn) or 'inconnu'. */
export function replyNoticeState(storage: Storage, key: string): Promise<'actif' | 'arrete' | 'inconnu'> {
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db
      .selectFrom('comments')
      .select('notify_reply')
      .where('reply_notice_key', '=', key)
      .executeTakeFirst();
    if (!row) return 'inconnu';
    return row.notify_reply ? 'actif' : 'arrete';
  });
}
