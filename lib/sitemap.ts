import type { MetadataRoute } from 'next';
import type { Article, CategoryKey } from '@/content/schema';
import { publishedAt } from './blog';
import { estimationPage } from '@/content/estimation';

/**
 * The crawlable surface of the site, derived from content: adding a product,
 * a category or an article adds its URL here without touching this file.
 * Left out on purpose: /rechercher (noindex), the redirects of config/redirects.mjs,
 * /api/* and the Open Graph image routes.
 */

type SitemapRoute = { path: string; lastModified: string };

type SitemapContent = {
  categoryKeys: readonly CategoryKey[];
  productKeys: readonly string[];
  articles: readonly Pick<Article, 'slug' | 'date'>[];
  /** ISO date of the last content update, for pages without a date of their own. */
  updatedAt: string;
};

/** Pages that exist once, whatever the content. */
const staticIndexablePaths = [
  '/',
  '/solutions',
  '/realisations',
  '/contact',
  '/conseils',
  estimationPage.path,
] as const;
const legalPaths = ['/mentions-legales', '/politique-confidentialite'] as const;
/** The pages that exist once and have a drawn sharing card: their opengraph-image.tsx is app/<path>/. */
export const drawnPagePaths = [...staticIndexablePaths, ...legalPaths, '/rechercher'] as const;

/** Every indexable path with its last modification, in navigation order. Pure: content comes in as arguments. */
export function sitemapRoutes(content: SitemapContent): SitemapRoute[] {
  const { updatedAt } = content;
  const page = (path: string): SitemapRoute => ({ path, lastModified: updatedAt });
  return [
    ...staticIndexablePaths.map(page),
    ...content.categoryKeys.map((key) => page(`/${key}`)),
    ...content.productKeys.map((key) => page(`/products/${key}`)),
    ...content.articles.map((article) => ({
      path: `/conseils/${article.slug}`,
      lastModified: publishedAt(article.date),
    })),
    ...legalPaths.map(page),
  ];
}

/** The sitemap.xml entries: absolute URLs (`toUrl` is `absoluteUrl` of lib/seo.ts). */
export function sitemapEntries(content: SitemapContent, toUrl: (path: string) => string): MetadataRoute.Sitemap {
  return sitemapRoutes(content).map((route) => ({
    url: toUrl(route.path),
    lastModified: route.lastModified,
  }));
}

/** robots.txt: everything may be crawled but the API and the staff back-office; the sitemap and the canonical host are announced. */
export function robotsFile(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/equipe'] },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}

/**
 * Pages whose Open Graph image is drawn at build time by an `opengraph-image.tsx` at
 * `<path>/opengraph-image` (lib/og-image.tsx): every page of the sitemap, and /rechercher. A
 * photo or the logo (an SVG, which Facebook, X and LinkedIn do not show) would have no declared size.
 * buildMetadata (lib/seo.ts) names that image in og:image instead of the page's own image (Twitter
 * then inherits og:image).
 */
export function hasGeneratedOgImage(path: string, categoryKeys: readonly CategoryKey[]): boolean {
  if ((drawnPagePaths as readonly string[]).includes(path)) return true;
  if ((categoryKeys as readonly string[]).some((key) => path === `/${key}`)) return true;
  return /^\/(products|conseils)\/[a-z0-9]+(-[a-z0-9]+)*$/.test(path);
}
