import { ogContentType, ogSize } from '@/lib/og-image';
import { ogImageRoutes } from '@/lib/og-image-routes';

/**
 * Open Graph image of each article, drawn at build time (lib/og-image.tsx). Outside the (site) route group, to keep
 * its address: the page names it in its metadata (buildMetadata, lib/seo.ts).
 */
export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;

export const generateStaticParams = ogImageRoutes.article.generateStaticParams;
export default ogImageRoutes.article.Image;
