import { handleConfirmationPost } from '@/features/newsletter/server/handler';

// Node runtime (better-sqlite3, pg); never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } from '@/lib/server/http/post-only';

/** The button of /newsletter/confirmation. */
export function POST(request: Request): Promise<Response> {
  return handleConfirmationPost(request);
}
