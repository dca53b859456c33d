import { getCategoryPage } from '@/lib/content';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/**
 * Open Graph image of the /pergolas category page, drawn at build time (lib/og-image.tsx). Outside the (site) route
 * group, to keep its address: the page names it in its metadata (buildMetadata, lib/seo.ts).
 */
const page = getCategoryPage('pergolas');

export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return ogImage({ title: page.metadata.title, eyebrow: page.name });
}
