import type { Metadata } from 'next';
import { categoryKeySchema, pageMetadataSchema, type PageMetadataInput } from '@/content/schema';
import { site } from '@/content/site';
import { hasGeneratedOgImage } from './sitemap';

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
  const image = absoluteUrl(record.image ?? site.logo);
  const imageAlt = record.imageAlt ?? site.name;
  // Next applies an opengraph-image.tsx only where the page's metadata has no `images` key:
  // leave it out on the pages that have one (Twitter then inherits og:image too).
  const generated = hasGeneratedOgImage(input.path, categoryKeySchema.options);
  const images = generated ? {} : { images: [{ url: image, alt: imageAlt }] };
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
      ...images,
    },
  };
}
