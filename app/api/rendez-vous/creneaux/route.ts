import { handleSlotsGet } from '@/features/booking/server/handler';
import { methodNotAllowed } from '@/lib/server/http/method-not-allowed';

// Node runtime (better-sqlite3, pg); run for each request (the answer says Cache-Control: no-store).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const notAllowed = methodNotAllowed(['GET', 'HEAD']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };

/** The free slots of an office and kind for the next three weeks (the booking page loads them). */
export function GET(request: Request): Promise<Response> {
  return handleSlotsGet(request);
}
export { GET as HEAD };
