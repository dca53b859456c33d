import 'server-only';
import { sameOriginMutation, STAFF_MESSAGES, staffJson } from './guard';
import { staffFromHeaders, type Staff } from './session';
import { StorageUnavailableError } from '../db/storage';

/**
 * The frame of every back-office API route (/equipe/api/…: the files it serves, CSV exports,
 * attachments, personal-data exports; Better Auth's door aside): the session (401 JSON, nothing
 * else said), the Origin check of mutations (403), storage failures (503), and no caching.
 * Mutations are Server Actions (lib/server/staff/action.ts).
 */

export async function staffRoute(
  request: Request,
  { mutation }: { mutation: boolean },
  handle: (staff: Staff) => Promise<Response>,
): Promise<Response> {
  try {
    const staff = await staffFromHeaders(request.headers);
    if (!staff) return staffJson(401, { success: false, message: STAFF_MESSAGES.signInRequired });
    if (staff.mustSetUpTwoFactor) return staffJson(403, { success: false, message: STAFF_MESSAGES.twoFactorFirst });
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
