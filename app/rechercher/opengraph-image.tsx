import { ogContentType, ogSize } from '@/lib/og-image';
import { pageCardImage } from '@/lib/og-image-routes';

/** Sharing card of /rechercher, drawn at build time; outside the (site) route group to keep its address (lib/seo.ts). */
export const size = ogSize;
export const contentType = ogContentType;

export default pageCardImage('/rechercher');
