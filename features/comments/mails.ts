import 'server-only';
import { site } from '@/content/site';
import { getArticle } from '@/lib/content';
import { REPLY_NOTICE_PAGE } from '@/lib/paths';
import type { SiteConfig } from '@/lib/server/config';
import { isoText } from '@/lib/server/db/storage-call';
import { replyWishOf, replyWishSentence, type ReplyWish } from './server/reply-wish';
import { domainOf, GoneError, oneLine, subjectOf, type Composer, type Message } from '@/lib/server/mail/transport';

/** The moderators' notice of a new comment (to MAIL_TO, reply-to its author), composed when sent. */

/** The back-office page of one comment, under /equipe. */
export const moderationUrl = (commentId: number) => `${site.url}/equipe/commentaires?id=${commentId}`;

export interface ModerationNotice {
  id: number;
  articleSlug: string;
  articleTitle: string;
  nom: string;
  email: string;
  message: string;
  createdAt: string;
  replyWish: ReplyWish;
}

export function composeModerationMail(comment: ModerationNotice, messageId: string, config: SiteConfig): Message {
  return {
    from: config.mailFrom,
    to: config.mailTo,
    replyTo: { name: oneLine(comment.nom), address: comment.email },
    subject: oneLine(`Commentaire à modérer – ${comment.articleTitle} – ${comment.nom}`).slice(0, 250),
    messageId: `<${messageId}@${domainOf(config.mailFrom)}>`,
    headers: { 'X-Comment-Id': String(comment.id) },
    text: [
      `Nouveau commentaire sur « ${comment.articleTitle} » (${site.url}/conseils/${comment.articleSlug}), commentaire n° ${comment.id}.`,
      'Il n’est publié qu’après votre accord.',
      '',
      `Nom : ${comment.nom}`,
      `E-mail : ${comment.email} (jamais publié)`,
      `Réponse : ${replyWishSentence(comment.replyWish, comment.email)}`,
      '',
      'Commentaire :',
      comment.message,
      '',
      `Modérer ou répondre : ${moderationUrl(comment.id)}`,
      `Ou depuis le serveur : npm run back-office -- moderate ${comment.id} approved|rejected|spam`,
    ].join('\n'),
  };
}

/**
 * The notice of a claimed row, read now: null when the comment was decided in between (by the
 * command or the back-office), the notice then having no purpose.
 */
export const composeCommentNotice: Composer = async (storage, row, { config }) => {
  const comment = await subjectOf(storage, 'comments', row.commentId);
  if (!comment) throw new GoneError(`commentaire ${row.commentId} introuvable`);
  if (comment.status !== 'pending') return null;
  return composeModerationMail(
    {
      id: comment.id,
      articleSlug: comment.article_slug,
      articleTitle: getArticle(comment.article_slug)?.title ?? comment.article_slug,
      nom: comment.nom,
      email: comment.email,
      message: comment.message,
      createdAt: isoText(comment.created_at),
      replyWish: replyWishOf(comment),
    },
    row.messageId ?? `comment-moderation-${row.id}`,
    config,
  );
};

/**
 * The link of a reply notice that withdraws the wish: a page (opening it changes nothing) whose form POST,
 * like a mail program's one-click (RFC 8058), config/rewrites.mjs sends to /api/comments/desinscription.
 */
export const replyNoticeStopUrl = (key: string) => `${site.url}${REPLY_NOTICE_PAGE}?token=${key}`;

/**
 * The notice to a commenter who ticked « Me prévenir d’une réponse », read when sent: null when the wish
 * was withdrawn or the thread is no longer published (the row is then deleted).
 */
export const composeReplyNotice: Composer = async (storage, row, { config }) => {
  const reply = await storage.db
    .selectFrom('comments as r')
    .innerJoin('comments as c', 'c.id', 'r.parent_id')
    .select(['r.message as reply', 'r.status as replyStatus', 'c.id', 'c.article_slug', 'c.nom', 'c.email'])
    .select(['c.status', 'c.notify_reply', 'c.reply_notice_key', 'c.message'])
    .where('r.id', '=', row.commentId ?? -1)
    .executeTakeFirst();
  if (!reply) throw new GoneError(`réponse ${row.commentId} introuvable`);
  const wanted = reply.notify_reply && reply.reply_notice_key && reply.email;
  if (!wanted || reply.status !== 'approved' || reply.replyStatus !== 'approved') return null;
  const title = getArticle(reply.article_slug)?.title ?? reply.article_slug;
  const key = reply.reply_notice_key as string;
  return {
    from: config.mailFrom,
    to: reply.email,
    subject: oneLine(`${site.name} a répondu à votre commentaire – ${title}`).slice(0, 250),
    messageId: `<${row.messageId ?? `comment-reply-${row.id}`}@${domainOf(config.mailFrom)}>`,
    headers: {
      'List-Unsubscribe': `<${replyNoticeStopUrl(key)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Comment-Id': String(reply.id),
    },
    text: [
      `Bonjour ${oneLine(reply.nom)},`,
      '',
      `${site.name} a répondu à votre commentaire sur « ${title} » :`,
      '',
      reply.reply,
      '',
      `Lire la discussion : ${site.url}/conseils/${reply.article_slug}#commentaires`,
      '',
      'Vous recevez cet e-mail parce que vous avez coché « Me prévenir d’une réponse ».',
      `Ne plus être prévenu des réponses à ce commentaire : ${replyNoticeStopUrl(key)}`,
      '',
      site.name,
    ].join('\n'),
  };
};
