import { legalNotice } from '@/content/legal';
import { site } from '@/content/site';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/** Open Graph image of /mentions-legales, drawn at build time (lib/og-image.tsx). */
export const alt = `${site.name} : ${legalNotice.title}`;
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return ogImage({ title: legalNotice.title, eyebrow: legalNotice.eyebrow });
}
