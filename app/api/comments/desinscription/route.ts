import { handleReplyNoticeStopPost } from '@/features/comments/server/reply-notice';

// Node runtime (better-sqlite3, pg); never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } from '@/lib/server/http/post-only';

/** « Ne plus être prévenu » of a reply notice: one-click (RFC 8058) and the button of /commentaires/desinscription. */
export function POST(request: Request): Promise<Response> {
  return handleReplyNoticeStopPost(request);
}
