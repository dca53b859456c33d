import { site } from '@/content/site';
import { getCategoryPage } from '@/lib/content';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/** Open Graph image of the /pergolas category page, drawn at build time (lib/og-image.tsx). */
const page = getCategoryPage('pergolas');

export const alt = `${site.name} : ${page.metadata.title}`;
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return ogImage({ title: page.metadata.title, eyebrow: page.name });
}
