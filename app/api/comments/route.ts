import { handleCommentPost, handleCommentsGet } from '@/features/comments/server/handler';
import { methodNotAllowed } from '@/lib/server/http/method-not-allowed';

// Node runtime (better-sqlite3, pg, nodemailer); run for each request (the answer sets its own Cache-Control).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const notAllowed = methodNotAllowed(['GET', 'HEAD', 'POST']);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };

/** The article's published comments (comment-thread.tsx). */
export function GET(request: Request): Promise<Response> {
  return handleCommentsGet(request);
}
export { GET as HEAD };

export async function POST(request: Request): Promise<Response> {
  return handleCommentPost(request);
}
