import type { Metadata, Viewport } from 'next';
import { pageMetadataSchema, type PageMetadataInput } from '@/content/schema';
import { categoryKeys } from './content';
import { site } from '@/content/site';
import { hasGeneratedOgImage } from './sitemap';

/**
 * The site-wide metadata and viewport: the root layout's (every page inherits them) and the 404 page's
 * (app/global-not-found.tsx, rendered without the root layout).
 */
export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const siteViewport: Viewport = {
  themeColor: '#2b3034',
  width: 'device-width',
  initialScale: 1,
};

/** The Open Graph images the opengraph-image.tsx files draw (lib/og-image.tsx). */
export const ogSize = { width: 1200, height: 630 } as const;
export const ogContentType = 'image/png';

/** Absolute URL on the site for a path ("/contact") or an absolute URL left as is. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${site.url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Spec: default 'index, follow'; noindex / nofollow when flagged; an explicit value wins. */
export function robotsValue(record: { robots?: string; noIndex?: boolean; noFollow?: boolean }): string {
  if (record.robots) return record.robots;
  return `${record.noIndex ? 'noindex' : 'index'}, ${record.noFollow ? 'nofollow' : 'follow'}`;
}

export function formatTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/**
 * Builds a page's Next `Metadata` from the spec's page metadata record,
 * merging the site defaults (canonical, Open Graph, Twitter card).
 */
export function buildMetadata(input: PageMetadataInput & { path: string }): Metadata {
  const record = pageMetadataSchema.parse(input);
  const canonical = absoluteUrl(record.canonicalUrl ?? input.path);
  const title = formatTitle(record.title);
  const generated = hasGeneratedOgImage(input.path, categoryKeys);
  const images = generated ? generatedOgImage(input.path, record) : { images: [ownImage(record)] };
  const openGraphBase = {
    title,
    description: record.description,
    url: record.url ? absoluteUrl(record.url) : canonical,
    siteName: site.name,
    locale: 'fr_CH',
    ...images,
  };

  return {
    title: { absolute: title },
    description: record.description,
    keywords: record.keywords.length > 0 ? record.keywords.join(', ') : undefined,
    alternates: { canonical },
    robots: robotsValue(record),
    authors: record.author ? [{ name: record.author }] : undefined,
    openGraph:
      record.type === 'article'
        ? {
            ...openGraphBase,
            type: 'article',
            publishedTime: record.publishedTime,
            modifiedTime: record.modifiedTime,
            section: record.section,
            tags: record.tags,
            authors: record.author ? [record.author] : undefined,
          }
        : { ...openGraphBase, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title,
      description: record.description,
      // A drawn image is named in og:image only: Twitter inherits it, with its type, size and alt text.
      ...(generated ? {} : images),
    },
  };
}

/** The page's own image (`image`), else the logo. */
function ownImage(record: { image?: string; imageAlt?: string }) {
  return { url: absoluteUrl(record.image ?? site.logo), alt: record.imageAlt ?? site.name };
}

/**
 * The image an opengraph-image.tsx draws for the page (lib/og-image.tsx), alt text `imageAlt`, else the site's name
 * and the page title. Those files sit outside the (site) route group of the pages (app/opengraph-image.tsx,
 * app/products/[key]/opengraph-image.tsx ...): inside it, Next would add a hash to their address
 * (/pergolas/opengraph-image-l28sbq). From there Next does not name them in the page's metadata: the page does.
 */
function generatedOgImage(path: string, record: { title: string; imageAlt?: string }) {
  const url = absoluteUrl(`${path === '/' ? '' : path}/opengraph-image`);
  const alt = record.imageAlt ?? `${site.name}\u00a0: ${record.title}`;
  return { images: [{ url, ...ogSize, type: ogContentType, alt }] };
}
