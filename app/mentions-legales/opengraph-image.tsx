import { legalNotice } from '@/content/legal';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/**
 * Open Graph image of /mentions-legales, drawn at build time (lib/og-image.tsx). Outside the (site) route group, to
 * keep its address: the page names it in its metadata (buildMetadata, lib/seo.ts).
 */
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return ogImage({ title: legalNotice.title, eyebrow: legalNotice.eyebrow });
}
