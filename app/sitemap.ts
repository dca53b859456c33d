import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { categoryKeys, getArticles, productKeys } from '@/lib/content';
import { absoluteUrl } from '@/lib/seo';
import { sitemapEntries } from '@/lib/sitemap';

/** /sitemap.xml, generated at build time from the content (lib/sitemap.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(
    { categoryKeys, productKeys, articles: getArticles(), updatedAt: site.contentUpdatedAt },
    absoluteUrl,
  );
}
