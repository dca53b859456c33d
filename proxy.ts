import { NextResponse, type NextRequest } from 'next/server';
import { sameOriginMutation, STAFF_MESSAGES, staffJson } from '@/lib/server/staff/guard';

/**
 * The back-office's cross-site protection, in front of every POST to /equipe (its Server Actions
 * and Better Auth's door): a request whose Origin is missing or names another site is answered 403
 * before any code of the page runs (Next.js's own check of Server Actions lets a request without
 * an Origin through; staff browsers always send one). lib/server/staff/action.ts checks again.
 */
export function proxy(request: NextRequest) {
  if (request.method !== 'POST' || sameOriginMutation(request)) return NextResponse.next();
  return staffJson(403, { success: false, message: STAFF_MESSAGES.crossSite });
}

export const config = { matcher: ['/equipe', '/equipe/:path*'] };
