import { handleCommentCountsGet } from '@/features/comments/server/handler';
import { methodNotAllowed } from '@/lib/server/http/method-not-allowed';

// Node runtime (better-sqlite3, pg); run for each request (the answer sets its own Cache-Control).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const notAllowed = methodNotAllowed(['GET', 'HEAD']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };

/** Published comments per article, for every count the site shows (comment-count.tsx). */
export function GET(): Promise<Response> {
  return handleCommentCountsGet();
}
export { GET as HEAD };
