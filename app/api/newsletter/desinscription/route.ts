import { handleUnsubscribePost } from '@/features/newsletter/server/handler';

// Node runtime (better-sqlite3, pg); never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } from '@/lib/server/http/post-only';

/** One-click unsubscription (RFC 8058) and the button of /newsletter/desinscription (see next.config.mjs). */
export function POST(request: Request): Promise<Response> {
  return handleUnsubscribePost(request);
}
