/**
 * The published comment counts of every article (GET /api/comments/counts, cacheable), fetched once
 * for all the counts of a page, when the first of them comes near the viewport, and shared with
 * every count of the page (useSyncExternalStore). Kept a minute for the next pages of the visit;
 * a failure leaves the counts hidden and is retried by the next request.
 */

type Counts = Record<string, number>;
const FRESH_MS = 60_000;
let counts: Counts | null = null;
let fetched: { at: number; promise: Promise<void> } | null = null;
const listeners = new Set<() => void>();

export function subscribeCommentCounts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const commentCounts = () => counts;

/** Fetches the counts unless a fresh answer is there or on its way. */
export function requestCommentCounts(now = Date.now()): Promise<void> {
  if (fetched && now - fetched.at < FRESH_MS) return fetched.promise;
  const promise = fetch('/api/comments/counts', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { counts?: Counts };
      if (!body.counts) throw new Error('réponse sans « counts »');
      counts = body.counts;
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => {
      console.error('Nombre de commentaires non chargé:', error);
      if (fetched?.promise === promise) fetched = null;
    });
  fetched = { at: now, promise };
  return promise;
}

// Shared with the estimator's loader, which must not pull the comment counts into product pages.
export { whenNearViewport } from '@/lib/near-viewport';
