import { handleCommentPost } from '@/lib/server/comments-handler';

// Node runtime (better-sqlite3, pg, nodemailer); never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleCommentPost(request);
}
