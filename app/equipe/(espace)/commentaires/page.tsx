import type { Metadata } from 'next';
import clsx from 'clsx';
import { COMMENT_STATUS_LABELS, MODERATION_ACTIONS } from '@/features/comments/labels';
import { ScrollIntoView } from '@/components/equipe/scroll-into-view';
import { ActionButton } from '@/components/equipe/staff-fields';
import { StaffPages } from '@/components/equipe/staff-pages';
import { StaffTextarea } from '@/components/equipe/staff-field';
import { Notice, staffButton, StaffTitle } from '@/components/equipe/staff-ui';
import { COMMENT_LIMITS } from '@/lib/contact-rules';
import { getArticle } from '@/lib/content';
import { getComment, listComments, type ModeratedComment } from '@/features/comments/server/store';
import { replyWishSentence } from '@/features/comments/server/reply-wish';
import { moderate, reply } from '@/features/comments/server/staff-actions';
import { leadIdOf } from '@/lib/server/staff/route';
import { requireStaffPage } from '@/lib/server/staff/session';
import { COMMENT_STATUSES, isCommentStatus, type CommentStatus } from '@/lib/server/db/tables';
import { frenchDateTime } from '@/lib/zurich-time';
import { getStorage } from '@/lib/server/db/storage';

export const metadata: Metadata = { title: 'Commentaires' };

const PER_PAGE = 50;

const DONE: Record<string, string> = {
  approved: 'approuvé\u00a0: il est publié sous l’article.',
  rejected: 'refusé.',
  spam: 'classé comme spam.',
  pending: 'remis en attente.',
  reponse: 'publié avec la réponse de l’entreprise.',
};

const REFUSED: Record<string, string> = {
  statut: 'statut inconnu\u00a0: rien n’a changé.',
  vide: 'la réponse est vide\u00a0: rien n’a été publié.',
  'trop-long': `la réponse dépasse ${COMMENT_LIMITS.message} caractères\u00a0: rien n’a été publié.`,
  refus: 'ce commentaire n’accepte pas de réponse (refusé, spam, ou déjà une réponse).',
};

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * The moderation queue, newest first. `?id=` (the link of the moderators' e-mail) opens the
 * comment's own status and highlights it, even when it is beyond the page.
 */
export default async function CommentsPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const query = await searchParams;
  const storage = await getStorage();
  const wanted = leadIdOf(String(query.id ?? ''));
  const target = wanted === null ? null : await getComment(storage, wanted);
  const status: CommentStatus = isCommentStatus(query.statut) ? query.statut : (target?.status ?? 'pending');
  const requestedPage = Number(query.page);
  const page = Number.isInteger(requestedPage) && requestedPage > 1 ? requestedPage : 1;
  const rows = await listComments(storage, { status, limit: PER_PAGE + 1, offset: (page - 1) * PER_PAGE });
  const comments = rows.slice(0, PER_PAGE);
  if (target && target.status === status && !comments.some((comment) => comment.id === target.id)) {
    comments.unshift(target);
  }
  const doneId = leadIdOf(String(query.n ?? ''));
  const done = doneId !== null ? DONE[String(query.fait ?? '')] : undefined;
  const refused = doneId !== null ? REFUSED[String(query.erreur ?? '')] : undefined;
  const pageHref = (n: number) => `/equipe/commentaires?statut=${status}${n > 1 ? `&page=${n}` : ''}`;

  return (
    <>
      <StaffTitle>Commentaires</StaffTitle>
      {done ? (
        <Notice tone="done">
          Commentaire n°&nbsp;{doneId} {done}
        </Notice>
      ) : null}
      {refused ? (
        <Notice tone="warning">
          Commentaire n°&nbsp;{doneId}&nbsp;: {refused}
        </Notice>
      ) : null}
      {wanted !== null && !target ? <Notice tone="warning">Commentaire n°&nbsp;{wanted} introuvable.</Notice> : null}

      <nav aria-label="Statut des commentaires" className="mb-6 flex flex-wrap gap-2">
        {COMMENT_STATUSES.map((value) => (
          <a
            key={value}
            href={`/equipe/commentaires?statut=${value}`}
            aria-current={value === status ? 'page' : undefined}
            className={staffButton(value === status ? 'primary' : 'secondary')}
          >
            {COMMENT_STATUS_LABELS[value]}
          </a>
        ))}
      </nav>

      <p className="mb-3 text-sm text-muted" role="status">
        {comments.length === 0
          ? `Aucun commentaire «\u00a0${COMMENT_STATUS_LABELS[status].toLowerCase()}\u00a0».`
          : `Commentaires «\u00a0${COMMENT_STATUS_LABELS[status].toLowerCase()}\u00a0», les plus récents d’abord — page ${page}`}
      </p>

      <ol className="space-y-3" aria-label="Commentaires">
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} status={status} highlighted={comment.id === target?.id} />
        ))}
      </ol>

      {page > 1 || rows.length > PER_PAGE ? (
        <StaffPages
          previous={page > 1 ? pageHref(page - 1) : null}
          next={rows.length > PER_PAGE ? pageHref(page + 1) : null}
        >
          Page {page}
        </StaffPages>
      ) : null}
    </>
  );
}

/** One comment, its text as text (React escapes it: whatever HTML a visitor typed shows as typed). */
function CommentItem({
  comment,
  status,
  highlighted,
}: {
  comment: ModeratedComment;
  status: CommentStatus;
  highlighted: boolean;
}) {
  const article = getArticle(comment.articleSlug);
  const canReply = !comment.isStaffReply && (comment.status === 'pending' || comment.status === 'approved');
  return (
    <li
      id={`commentaire-${comment.id}`}
      data-testid="moderated-comment"
      aria-current={highlighted ? 'true' : undefined}
      className={clsx(
        'scroll-mt-4 rounded-card bg-white p-4 shadow-card sm:p-6',
        highlighted && 'ring-2 ring-copper-dark',
      )}
    >
      {highlighted ? <ScrollIntoView targetId={`commentaire-${comment.id}`} /> : null}
      <p className="text-sm text-muted">
        n°&nbsp;{comment.id} · {frenchDateTime(comment.createdAt)} ·{' '}
        <span className="rounded-full bg-stone px-2 py-0.5 text-xs font-semibold text-anthracite">
          {COMMENT_STATUS_LABELS[comment.status]}
        </span>
      </p>
      <p className="mt-1 font-semibold break-words">
        {comment.isStaffReply ? `Réponse de l’entreprise au commentaire n°\u00a0${comment.parentId}` : comment.nom}
        {comment.email ? <span className="font-normal break-all text-muted"> — {comment.email}</span> : null}
      </p>
      {comment.isStaffReply ? null : (
        <p className="text-sm [overflow-wrap:anywhere]" data-testid="reply-wish">
          {replyWishSentence(comment.replyWish, comment.email)}
        </p>
      )}
      <p className="text-sm">
        Article&nbsp;:{' '}
        <a href={`/conseils/${comment.articleSlug}#commentaires`} className="text-copper-dark underline">
          {article?.title ?? comment.articleSlug}
        </a>
      </p>
      <p className="mt-3 break-words whitespace-pre-wrap" data-testid="comment-text">
        {comment.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {MODERATION_ACTIONS.filter((action) => action.status !== comment.status).map((action) => (
          <ActionButton
            key={action.status}
            action={moderate.bind(null, comment.id)}
            fields={{ statut: action.status, retour: status }}
            variant={action.status === 'approved' ? 'primary' : 'secondary'}
            ariaLabel={`${action.label} le commentaire n° ${comment.id}`}
          >
            {action.label}
          </ActionButton>
        ))}
      </div>
      {canReply ? (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-copper-dark">
            Répondre au nom de l’entreprise
          </summary>
          <form action={reply.bind(null, comment.id)} className="mt-3 space-y-3">
            <input type="hidden" name="retour" value={status} />
            <StaffTextarea
              id={`reponse-${comment.id}`}
              name="reponse"
              label="Réponse publiée sous le commentaire"
              hint={
                comment.status === 'pending' || comment.replyWish === 'asked' ? (
                  <p className="mt-1 text-sm text-muted">
                    {comment.status === 'pending' ? 'Répondre approuve aussi le commentaire. ' : null}
                    {comment.replyWish === 'asked'
                      ? `La réponse est aussi envoyée par e-mail à ${comment.email}.`
                      : null}
                  </p>
                ) : null
              }
              rows={3}
              required
              maxLength={COMMENT_LIMITS.message}
            />
            <button type="submit" className={staffButton('primary')}>
              Publier la réponse
            </button>
          </form>
        </details>
      ) : null}
    </li>
  );
}
