import 'server-only';

/**
 * How a form posted without JavaScript is answered: a 303 to the page that says what happened (the browser
 * then GETs it, so reloading that page never posts twice).
 */
export const seeOther = (page: string) =>
  new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });

/** A page address with its query, the empty values left out. */
export function pageWith(pathname: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * A browser navigating (a form posted without script) rather than the pages' script, which asks for JSON:
 * Sec-Fetch-Mode where the browser sends it, else an Accept header that wants HTML and not JSON.
 */
export function isNavigation(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  if (accept.includes('application/json')) return false;
  const mode = request.headers.get('sec-fetch-mode');
  return mode ? mode === 'navigate' : accept.includes('text/html');
}
