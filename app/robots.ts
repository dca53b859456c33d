import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { robotsFile } from '@/lib/sitemap';

/** /robots.txt, generated at build time. */
export default function robots(): MetadataRoute.Robots {
  return robotsFile(site.url);
}
