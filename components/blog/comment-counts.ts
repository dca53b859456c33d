/**
 * The published comment counts of every article (GET /api/comments/counts, cacheable), fetched once
 * for all the counts of a page and kept a minute for the next pages of the visit. A failure gives
 * null (the counts then stay hidden) and is retried by the next page.
 */

type Counts = Record<string, number>;
const FRESH_MS = 60_000;
let cached: { at: number; promise: Promise<Counts | null> } | null = null;

export function loadCommentCounts(now = Date.now()): Promise<Counts | null> {
  if (cached && now - cached.at < FRESH_MS) return cached.promise;
  const promise = fetch('/api/comments/counts', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as { counts?: Counts };
      return body.counts ?? null;
    })
    .catch(() => null)
    .then((counts) => {
      if (counts === null && cached?.promise === promise) cached = null;
      return counts;
    });
  cached = { at: now, promise };
  return promise;
}

/** Calls `onNear` once, when `element` comes within `margin` of the viewport (at once without IntersectionObserver). */
export function whenNearViewport(element: Element, margin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
