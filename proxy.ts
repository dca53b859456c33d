import { NextResponse, type NextRequest } from 'next/server';
import { PATH_HEADER, sameOriginMutation, STAFF_MESSAGES, staffJson } from '@/lib/server/staff/guard';

/**
 * The back-office's cross-site protection, in front of every POST to /equipe (its Server Actions
 * and Better Auth's door): a request whose Origin is missing or names another site is answered 403
 * before any code of the page runs (Next.js's own check of Server Actions lets a request without
 * an Origin through; staff browsers always send one). lib/server/staff/action.ts checks again.
 */
export function proxy(request: NextRequest) {
  if (request.method === 'POST' && !sameOriginMutation(request)) {
    return staffJson(403, { success: false, message: STAFF_MESSAGES.crossSite });
  }
  // The page's address for the layout's navigation (whatever a client sent under that name is replaced).
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/equipe', '/equipe/:path*'] };
