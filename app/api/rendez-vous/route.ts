import { handleBookingPost } from '@/features/booking/server/handler';

// Node runtime (better-sqlite3, pg, nodemailer); never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } from '@/lib/server/http/post-only';

/** Books a slot: JSON from /rendez-vous, or the form of /rendez-vous/creneaux without JavaScript (303). */
export function POST(request: Request): Promise<Response> {
  return handleBookingPost(request);
}
