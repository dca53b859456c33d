import { handleContactPost } from '@/features/quote/server/contact-handler';

// Node runtime (better-sqlite3, pg, nodemailer); never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } from '@/lib/server/http/post-only';

export async function POST(request: Request): Promise<Response> {
  return handleContactPost(request);
}
