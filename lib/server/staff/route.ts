import 'server-only';
import { sameOriginMutation, STAFF_MESSAGES, staffJson } from './guard';
import { staffFromHeaders, type Staff } from './session';
import { StorageUnavailableError } from '../db/storage';

/**
 * The frame of every back-office API route (/equipe/api/…, Better Auth's door aside): the session
 * (401 JSON, nothing else said), the Origin check of mutations (403), storage failures (503),
 * and no caching. Mutations are posted by plain HTML forms: they answer 303 back to the page
 * (`redirectTo`), or JSON when the client asks for it (Accept: application/json).
 */

export function wantsJson(request: Request) {
  return /application\/json/.test(request.headers.get('accept') ?? '');
}

/** 303 to a page of the back-office (a relative Location: the address nginx was asked for stays). */
export function seeOther(location: string) {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

export async function staffRoute(
  request: Request,
  { mutation }: { mutation: boolean },
  handle: (staff: Staff) => Promise<Response>,
): Promise<Response> {
  try {
    const staff = await staffFromHeaders(request.headers);
    if (!staff) return staffJson(401, { success: false, message: STAFF_MESSAGES.signInRequired });
    if (mutation && !sameOriginMutation(request)) {
      return staffJson(403, { success: false, message: STAFF_MESSAGES.crossSite });
    }
    return await handle(staff);
  } catch (error) {
    if (error instanceof StorageUnavailableError) {
      console.error('[equipe]', error.message, error.cause);
      return staffJson(
        503,
        { success: false, message: 'Stockage momentanément indisponible. Réessayez dans une minute.' },
        { 'Retry-After': '60' },
      );
    }
    throw error;
  }
}

/** A lead id from the route's parameters; null when it is not a positive integer. */
export function leadIdOf(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** A form body of at most `limit` bytes (urlencoded or multipart), or null when unreadable. */
export async function readForm(request: Request, limit = 16 * 1024): Promise<FormData | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  try {
    const text = await request.text();
    if (Buffer.byteLength(text) > limit) return null;
    return await new Response(text, {
      headers: { 'content-type': request.headers.get('content-type') ?? 'application/x-www-form-urlencoded' },
    }).formData();
  } catch {
    return null;
  }
}
