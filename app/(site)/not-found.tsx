import { NotFoundView } from '@/components/layout/not-found-view';

/**
 * notFound() in a public page, shown inside the site's layout. None calls it in production: the dynamic public
 * routes set dynamicParams = false, so an unknown key is an unknown address (app/global-not-found.tsx).
 */
export default function SiteNotFound() {
  return <NotFoundView />;
}
