import type { CategoryKey } from '@/content/schema';

/** Page addresses, without the content modules: safe to import from client components. */
export const articlePath = (slug: string) => `/conseils/${slug}`;
export const productPath = (key: string) => `/products/${key}`;
export const categoryPath = (key: CategoryKey) => `/${key}`;
/** The page of a reply notice's « ne plus être prévenu » link (dynamic: it reads the link's key). */
export const REPLY_NOTICE_PAGE = '/commentaires/desinscription';
/** The appointment pages (issue 23): the static booking page, then the dynamic ones its no-JS form and links reach. */
export const BOOKING_PAGE = '/rendez-vous';
export const BOOKING_SLOTS_PAGE = '/rendez-vous/creneaux';
export const BOOKING_CONFIRMATION_PAGE = '/rendez-vous/confirmation';
export const BOOKING_MANAGE_PAGE = '/rendez-vous/gerer';
