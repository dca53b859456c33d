import 'server-only';
import { site } from '@/content/site';
import { getArticle } from '@/lib/content';
import type { LeadsConfig } from '../config';
import type { OpenDatabase } from '../db/database';
import { isoText } from '../db/storage-call';
import type { OutboxRow } from './queue-store';
import { domainOf, GoneError, oneLine, type ComposeContext, type Message } from './transport';

/** The moderators' notice of a new comment (to MAIL_TO, reply-to its author), composed when sent. */

/** The back-office page of one comment (issue 13's /equipe). */
export const moderationUrl = (commentId: number) => `${site.url}/equipe/commentaires?id=${commentId}`;

export interface ModerationNotice {
  id: number;
  articleSlug: string;
  articleTitle: string;
  nom: string;
  email: string;
  message: string;
  createdAt: string;
}

export function composeModerationMail(comment: ModerationNotice, messageId: string, config: LeadsConfig): Message {
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
      '',
      'Commentaire :',
      comment.message,
      '',
      `Modérer ou répondre : ${moderationUrl(comment.id)}`,
      `Ou depuis le serveur : npm run leads -- moderate ${comment.id} approved|rejected|spam`,
    ].join('\n'),
  };
}

/**
 * The notice of a claimed row, read now: null when the comment was decided in between (by the
 * command or the back-office), the notice then having no purpose.
 */
export async function composeCommentNotice(
  storage: OpenDatabase,
  row: OutboxRow,
  { config }: ComposeContext,
): Promise<Message | null> {
  const comment = await storage.db
    .selectFrom('comments')
    .selectAll()
    .where('id', '=', row.commentId ?? -1)
    .executeTakeFirst();
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
    },
    row.messageId ?? `comment-moderation-${row.id}`,
    config,
  );
}
