import { site } from '@/content/site';
import { categoryKeys, getArticles, productKeys } from './content';
import { sitemapRoutes } from './sitemap';

/**
 * The pages a link written in copy may point to: the sitemap's (lib/sitemap.ts), derived from content, so a
 * renamed product or article breaks the build where a text still links to its old address.
 */
let pages: Set<string> | undefined;

function sitePages(): Set<string> {
  pages ??= new Set(
    sitemapRoutes({ categoryKeys, productKeys, articles: getArticles(), updatedAt: site.contentUpdatedAt }).map(
      (route) => route.path,
    ),
  );
  return pages;
}

/**
 * Why a link of copy is wrong, in French, or null. Site links ("/...") must name an existing page; a query
 * (/contact?produit=...) or a fragment (#section) may follow. Anchors, https:, mailto: and tel: links pass.
 */
export function internalLinkProblem(href: string): string | null {
  if (!href.startsWith('/')) return null;
  const path = href.replace(/[?#].*$/, '');
  if (path.startsWith('//') || !sitePages().has(path))
    return `Lien interne vers une page inexistante dans le texte : « ${href} »`;
  return null;
}
