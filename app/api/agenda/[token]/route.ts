import { handleFeedGet } from '@/features/booking/server/feed';
import { methodNotAllowed } from '@/lib/server/http/method-not-allowed';

// Node runtime (better-sqlite3, pg); run for each request: the calendar is read anew at each poll.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const notAllowed = methodNotAllowed(['GET', 'HEAD']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };

/** An office's calendar feed, /api/agenda/<secret>.ics (features/booking/server/feed.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return handleFeedGet(request, (await params).token);
}
export { GET as HEAD };
