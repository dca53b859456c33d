'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { commentLabel } from '@/lib/blog';
import {
  pendingFrom,
  pendingSnapshot,
  subscribePending,
  type PendingComment,
} from '@/features/comments/ui/pending-comments';
import { whenNearViewport } from './comment-counts';

/** What GET /api/comments?article= answers (features/comments/server/store.ts, PublishedComment). */
type Reply = { id: number; nom: string; createdAt: string; message: string };
type Thread = Reply & { replies: Reply[] };
type State = { status: 'waiting' } | { status: 'loaded'; count: number; comments: Thread[] } | { status: 'failed' };

const dateFormat = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' });

function Entry({ entry, reply = false }: { entry: Reply; reply?: boolean }) {
  return (
    <article
      className={reply ? 'rounded-card bg-cream p-4 sm:p-5' : 'rounded-card bg-stone/60 p-4 sm:p-5'}
      data-testid={reply ? 'comment-reply' : 'comment'}
      data-comment-id={entry.id}
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-muted">
        <span className="font-semibold text-anthracite [overflow-wrap:anywhere]">{entry.nom}</span>
        {reply ? (
          <span className="rounded-full bg-copper-dark px-2 py-0.5 text-xs font-semibold text-white">
            Réponse de l’équipe
          </span>
        ) : null}
        <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time>
      </p>
      {/* Plain text: React escapes it, so HTML a visitor typed is shown as typed. */}
      <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{entry.message}</p>
    </article>
  );
}

/** The visitor's own comment awaiting moderation: greyed, said so, seen by its author only (kept in the tab). */
function PendingEntry({ comment }: { comment: PendingComment }) {
  return (
    <article
      className="rounded-card border border-dashed border-stone-dark p-4 opacity-75 sm:p-5"
      data-testid="comment-pending"
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-muted">
        <span className="font-semibold text-anthracite [overflow-wrap:anywhere]">{comment.nom}</span>
        <span className="rounded-full bg-stone px-2 py-0.5 text-xs font-semibold text-anthracite">
          en attente de modération
        </span>
      </p>
      <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{comment.message}</p>
    </article>
  );
}

/**
 * The published comments of an article, oldest first, each followed by the company's replies.
 * The article page stays pre-rendered: the comments are loaded (GET /api/comments?article=, which
 * caches a minute) when the section comes near the viewport, so an approved comment shows without
 * a rebuild.
 */
export function CommentThread({ articleSlug }: { articleSlug: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ status: 'waiting' });
  const snapshot = useSyncExternalStore(
    subscribePending,
    () => pendingSnapshot(articleSlug),
    () => '',
  );
  const published = state.status === 'loaded' ? state.comments.map((comment) => comment.message) : ([] as string[]);
  const pending = state.status === 'waiting' ? [] : pendingFrom(snapshot, published);

  const load = useCallback(async () => {
    try {
      const response = await fetch(`/api/comments?article=${encodeURIComponent(articleSlug)}`, {
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { count: number; comments: Thread[] };
      setState({ status: 'loaded', count: body.count, comments: body.comments });
    } catch (error) {
      console.error('Commentaires non chargés:', error);
      setState({ status: 'failed' });
    }
  }, [articleSlug]);

  useEffect(() => {
    const element = ref.current;
    return element ? whenNearViewport(element, 600, () => void load()) : undefined;
  }, [load]);

  return (
    <div
      ref={ref}
      data-testid="comment-thread"
      data-state={state.status}
      aria-live="polite"
      aria-busy={state.status === 'waiting'}
    >
      {state.status === 'waiting' ? <p className="text-muted">Chargement des commentaires…</p> : null}
      {state.status === 'failed' ? (
        <p className="text-muted">
          Les commentaires n’ont pas pu être chargés.{' '}
          <button
            type="button"
            onClick={() => {
              setState({ status: 'waiting' });
              void load();
            }}
            className="inline-flex min-h-11 items-center font-semibold text-copper-dark underline underline-offset-4"
          >
            Réessayer
          </button>
        </p>
      ) : null}
      {state.status === 'loaded' ? (
        state.comments.length === 0 ? (
          pending.length > 0 ? null : (
            <p className="text-muted">
              Aucun commentaire publié pour l’instant&nbsp;: soyez le premier à partager votre avis.
            </p>
          )
        ) : (
          <>
            <p className="text-muted" data-testid="comment-thread-count">
              {commentLabel(state.count)}
            </p>
            <ol className="mt-6 space-y-6">
              {state.comments.map((comment) => (
                <li key={comment.id}>
                  <Entry entry={comment} />
                  {comment.replies.length > 0 ? (
                    <ol className="mt-3 ml-3 space-y-3 border-l-2 border-copper pl-3 sm:ml-8 sm:pl-5">
                      {comment.replies.map((reply) => (
                        <li key={reply.id}>
                          <Entry entry={reply} reply />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ol>
          </>
        )
      ) : null}
      {pending.length > 0 ? (
        <ol className="mt-6 space-y-6" aria-label="Vos commentaires en attente de modération">
          {pending.map((comment) => (
            <li key={comment.createdAt}>
              <PendingEntry comment={comment} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
