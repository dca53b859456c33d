import type { CategoryKey } from '@/content/schema';

/** Page addresses, without the content modules: safe to import from client components. */
export const articlePath = (slug: string) => `/conseils/${slug}`;
export const productPath = (key: string) => `/products/${key}`;
export const categoryPath = (key: CategoryKey) => `/${key}`;
/** Where a comment posted without script lands (dynamic: it reads `etat` and the article). */
export const COMMENT_SENT_PAGE = '/commentaires/envoi';
/** The page of a reply notice's « ne plus être prévenu » link (dynamic: it reads the link's key). */
export const REPLY_NOTICE_PAGE = '/commentaires/desinscription';
/** The page a quote posted without script is sent to (dynamic: it reads the request's token). */
export const QUOTE_CONFIRMATION_PAGE = '/contact/confirmation';
/** The page a newsletter sign-up posted without script is sent to (dynamic: it reads `etat`). */
export const NEWSLETTER_SIGNUP_PAGE = '/newsletter/inscription';
/** The appointment pages: the static booking page, then the dynamic ones its no-JS form and links reach. */
export const BOOKING_PAGE = '/rendez-vous';
export const BOOKING_SLOTS_PAGE = '/rendez-vous/creneaux';
export const BOOKING_CONFIRMATION_PAGE = '/rendez-vous/confirmation';
export const BOOKING_MANAGE_PAGE = '/rendez-vous/gerer';

/**
 * A link the API gives (on the site's own address) as a path of this site: `page` with its one parameter `param`,
 * so that it works on any host (staging, tests) and never leads elsewhere; null for anything else.
 */
export function sitePath(link: unknown, page: string, param: string): string | null {
  if (typeof link !== 'string') return null;
  let url: URL;
  try {
    url = new URL(link, 'https://site.invalid');
  } catch {
    return null;
  }
  const value = url.searchParams.get(param);
  return url.pathname === page && value ? `${page}?${param}=${encodeURIComponent(value)}` : null;
}

/** The booking page a quote's success answer names (`booking`, with the lead's token), else the plain page. */
export const bookingHref = (link: unknown) => sitePath(link, BOOKING_PAGE, 'demande') ?? BOOKING_PAGE;
