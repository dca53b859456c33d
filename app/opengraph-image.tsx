import { homeMetadata } from '@/content/home';
import { site } from '@/content/site';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/** Open Graph image of the home page, drawn at build time (lib/og-image.tsx). */
export const alt = `${site.name}\u00a0: ${homeMetadata.title}`;
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return ogImage({ title: homeMetadata.title, eyebrow: site.tagline });
}
