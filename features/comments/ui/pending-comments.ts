/**
 * A visitor's own comments awaiting moderation, kept in the tab (sessionStorage) so that the thread shows
 * them at once, greyed, to their author only: the server never shows a comment before approval. Once the
 * comment is published (same text in the thread), its pending copy is no longer shown.
 */

export type PendingComment = { nom: string; message: string; createdAt: string };

const key = (articleSlug: string) => `lumina-pending-comments:${articleSlug}`;
const EVENT = 'lumina:pending-comments';

function read(articleSlug: string): PendingComment[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(articleSlug)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingComment[]) : [];
  } catch {
    return [];
  }
}

function write(articleSlug: string, comments: PendingComment[]) {
  try {
    if (comments.length) sessionStorage.setItem(key(articleSlug), JSON.stringify(comments.slice(-5)));
    else sessionStorage.removeItem(key(articleSlug));
  } catch {
    // Storage refused (private mode, quota): the comment is sent all the same, only not shown.
  }
  window.dispatchEvent(new Event(EVENT));
}

export function rememberPending(articleSlug: string, comment: PendingComment) {
  write(articleSlug, [...read(articleSlug), comment]);
}

/** The stored text, as useSyncExternalStore wants a snapshot (a string compares by value). */
export const pendingSnapshot = (articleSlug: string) => {
  try {
    return sessionStorage.getItem(key(articleSlug)) ?? '';
  } catch {
    return '';
  }
};

export function subscribePending(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

/** The pending comments of a snapshot, but those the thread now publishes (same text): approved meanwhile. */
export function pendingFrom(snapshot: string, published: readonly string[]): PendingComment[] {
  if (!snapshot) return [];
  try {
    const parsed: unknown = JSON.parse(snapshot);
    return Array.isArray(parsed)
      ? (parsed as PendingComment[]).filter((comment) => !published.includes(comment.message))
      : [];
  } catch {
    return [];
  }
}
