import 'server-only';
import { site } from '@/content/site';

/**
 * Cross-site protection of every back-office mutation (Better Auth's endpoints and ours):
 * the request must carry an Origin header naming this site (NEXT_PUBLIC_SITE_URL) or the
 * address the request reached. Browsers send Origin with every POST, from forms and fetch
 * alike, so a missing one is refused too (the public forms accept it, for curl; the back-office
 * has no such client). The session cookie is SameSite=Lax as a second line.
 */
/** The origin of the address a request reached (Host), as lib/server/http/same-origin.ts accepts it. */
export function requestOrigin(request: Request): string | null {
  const host = request.headers.get('host');
  if (!host) return null;
  try {
    return new URL(`${new URL(request.url).protocol}//${host}`).origin;
  } catch {
    return null;
  }
}

export function sameOriginMutation(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return origin === new URL(site.url).origin || origin === requestOrigin(request);
}

/**
 * The same check where only the headers are at hand (a Server Action): the Origin names this site,
 * or the host the request reached (behind nginx, the Host it forwards).
 */
export function sameOriginHeaders(requestHeaders: Headers): boolean {
  const origin = requestHeaders.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return origin === new URL(site.url).origin || new URL(origin).host === requestHeaders.get('host');
  } catch {
    return false;
  }
}

/** The back-office page's address, set by proxy.ts on each request for its layout (the section to mark). */
export const PATH_HEADER = 'x-equipe-path';

export const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

export const STAFF_MESSAGES = {
  signInRequired: 'Connexion requise\u00a0: connectez-vous à l’espace équipe.',
  crossSite: 'Action refusée\u00a0: elle doit venir de l’espace équipe de ce site.',
  notFound: 'Adresse inconnue dans l’espace équipe.',
  tooLarge: 'Requête trop volumineuse.',
  malformed: 'La requête n’a pas pu être lue.',
  twoFactorFirst:
    'Double authentification requise\u00a0: activez-la sur /equipe/double-authentification avant d’ouvrir l’espace équipe.',
  signInWait:
    'Trop de tentatives de connexion avec cette adresse\u00a0: réessayez après le délai indiqué (Retry-After).',
} as const;

export function staffJson(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}
