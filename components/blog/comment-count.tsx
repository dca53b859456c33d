'use client';

import { useEffect, useRef, useState } from 'react';
import { commentLabel } from '@/lib/blog';
import { loadCommentCounts, whenNearViewport } from './comment-counts';

/**
 * « 3 commentaires »: the article's published comments, loaded when the count comes near the
 * viewport (one request for every count of the page). Until then, and if the request fails,
 * nothing is shown: an invisible « 00 commentaires » holds the place, so the text arriving moves
 * nothing. `separator` puts the « · » of a meta line in front.
 */
export function CommentCount({ slug, separator = false }: { slug: string; separator?: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let active = true;
    const stop = whenNearViewport(element, '300px', () => {
      void loadCommentCounts().then((counts) => {
        const value = counts?.[slug];
        if (active && typeof value === 'number') setCount(value);
      });
    });
    return () => {
      active = false;
      stop();
    };
  }, [slug]);

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
