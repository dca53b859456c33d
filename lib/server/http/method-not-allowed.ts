import 'server-only';
import { jsonResponse } from './request';

/**
 * The 405 of a route that answers more than POST (post-only.ts is for the POST-only ones), in the
 * API's French JSON with the methods it does answer in `Allow`.
 */
export function methodNotAllowed(allowed: readonly string[]) {
  const list = allowed.join(', ');
  return (): Response =>
    jsonResponse(
      405,
      { success: false, message: `Méthode non autorisée\u00a0: cette adresse n’accepte que ${list}.` },
      { Allow: list },
    );
}
