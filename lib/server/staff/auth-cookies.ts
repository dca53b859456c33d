import 'server-only';
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies';
import { cookies } from 'next/headers';

/**
 * Better Auth answers with Set-Cookie headers; a Server Action sets cookies through next/headers.
 * The same translation as Better Auth's nextCookies() plugin, with its own parser: the cookie's
 * name, value and attributes (path /equipe, HttpOnly, SameSite, Max-Age) as Better Auth set them.
 */
export async function applyAuthCookies(response: Response): Promise<void> {
  const header = response.headers.get('set-cookie');
  if (!header) return;
  const jar = await cookies();
  for (const [name, attributes] of parseSetCookieHeader(header)) {
    if (name) jar.set(name, attributes.value, toCookieOptions(attributes));
  }
}
