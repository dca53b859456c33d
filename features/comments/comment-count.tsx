'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { commentLabel } from '@/lib/blog';
import { commentCounts, requestCommentCounts, subscribeCommentCounts, whenNearViewport } from './ui/comment-counts';

/**
 * « 3 commentaires »: the article's published comments, loaded when a count of the page comes near
 * the viewport (one request for every count of the page). Until then, and if the request fails,
 * nothing is shown: an invisible « 00 commentaires » holds the place, so the text arriving moves
 * nothing. `separator` puts the « · » of a meta line in front.
 */
export function CommentCount({ slug, separator = false }: { slug: string; separator?: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const counts = useSyncExternalStore(subscribeCommentCounts, commentCounts, () => null);
  const count = counts?.[slug] ?? null;

  useEffect(() => {
    const element = ref.current;
    return element ? whenNearViewport(element, 300, () => void requestCommentCounts()) : undefined;
  }, []);

  const dot = separator ? <span aria-hidden="true">· </span> : null;
  return (
    <span ref={ref} data-testid="comment-count" data-slug={slug} data-count={count ?? undefined}>
      {count === null ? (
        <span aria-hidden="true" className="invisible">
          {dot}
          {commentLabel(0).replace('0', '00')}
        </span>
      ) : (
        <>
          {dot}
          {commentLabel(count)}
        </>
      )}
    </span>
  );
}
