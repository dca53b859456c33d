import { handleManageGet, handleManagePost } from '@/features/booking/server/manage-handler';
import { methodNotAllowed } from '@/lib/server/http/method-not-allowed';

// Node runtime (better-sqlite3, pg, nodemailer); run for each request (the answers say Cache-Control: no-store).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const notAllowed = methodNotAllowed(['GET', 'HEAD', 'POST']);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };

/** The appointment of a visitor's link (`?cle=`), whether it may still change, and the slots to move it to. */
export function GET(request: Request): Promise<Response> {
  return handleManageGet(request);
}
export { GET as HEAD };

/** Cancels or moves it: JSON, or the forms of /rendez-vous/gerer without JavaScript (303). */
export function POST(request: Request): Promise<Response> {
  return handleManagePost(request);
}
