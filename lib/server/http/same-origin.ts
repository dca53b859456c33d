import 'server-only';
import { site } from '@/content/site';
import { API_MESSAGES, jsonResponse } from './request';

/**
 * Browsers send Origin with every cross-site POST: a form posted from another site (to send
 * leads from its visitors' addresses, or to fill the database) carries that site's origin.
 * Accepted: no Origin (curl, older browsers), the site's own origin (NEXT_PUBLIC_SITE_URL),
 * and the origin of the address the request reached (the Host header: a preview, the tests
 * on http://127.0.0.1:PORT, nginx passing Host through). Everything else gets 403.
 */
export function crossSiteRefusal(request: Request): Response | null {
  const origin = request.headers.get('origin');
  if (origin === null || origin === new URL(site.url).origin) return null;
  const host = request.headers.get('host');
  try {
    const from = new URL(origin);
    // Same scheme on both sides, so a default port written or not compares equal.
    if (host && new URL(`${from.protocol}//${host}`).host === from.host) return null;
  } catch {
    // "null" (sandboxed frames, file://) and anything unparsable are not this site.
  }
  return jsonResponse(403, { success: false, message: API_MESSAGES.crossSite });
}
