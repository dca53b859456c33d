import { NextResponse, type NextRequest } from 'next/server';
import { PATH_HEADER, sameOriginMutation, STAFF_MESSAGES, staffJson } from '@/lib/server/staff/guard';
import { htmlPage, isApiPath, MESSAGES, SERVER_ACTION_BODY_LIMIT } from '@/lib/http-guard.mjs';

/**
 * The back-office's cross-site protection, in front of every POST to /equipe (its Server Actions
 * and Better Auth's door): a request whose Origin is missing or names another site is answered 403
 * before any code of the page runs (Next.js's own check of Server Actions lets a request without
 * an Origin through; staff browsers always send one). lib/server/staff/action.ts checks again.
 *
 * A Server Action's body (or any body sent to a page) longer than SERVER_ACTION_BODY_LIMIT: 413. Under `npm start` the HTTP guard
 * (lib/http-guard.mjs) has refused it already, before Next buffers the body for this proxy (up to
 * its proxyClientMaxBodySize, 10 MB, cut beyond); this is the second line, for a server started otherwise.
 */
export function proxy(request: NextRequest) {
  if (request.method === 'POST' && !sameOriginMutation(request)) {
    return staffJson(403, { success: false, message: STAFF_MESSAGES.crossSite });
  }
  if (!isApiPath(request.nextUrl.pathname) && tooLong(request)) {
    return tooLarge(request);
  }
  // The page's address for the layout's navigation (whatever a client sent under that name is replaced).
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

const tooLong = (request: NextRequest) => Number(request.headers.get('content-length') ?? 0) > SERVER_ACTION_BODY_LIMIT;

function tooLarge(request: NextRequest) {
  if (request.headers.has('next-action') || /application\/json/i.test(request.headers.get('accept') ?? '')) {
    return staffJson(413, { success: false, message: MESSAGES.bodyTooLarge });
  }
  return new Response(htmlPage('Envoi trop volumineux', MESSAGES.bodyTooLarge), {
    status: 413,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const config = { matcher: ['/equipe', '/equipe/:path*'] };
