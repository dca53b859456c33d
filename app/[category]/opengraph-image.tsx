import { notFound } from 'next/navigation';
import { categoryKeys, findCategoryPage } from '@/lib/content';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/**
 * Open Graph image of each category page, drawn at build time (lib/og-image.tsx). Outside the (site) route group, to
 * keep its address (/pergolas/opengraph-image): the page names it in its metadata (buildMetadata, lib/seo.ts).
 */
export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;

export function generateStaticParams() {
  return categoryKeys.map((category) => ({ category }));
}

export default async function Image({ params }: { params: Promise<{ category: string }> }) {
  const page = findCategoryPage((await params).category);
  if (!page) notFound();
  return ogImage({ title: page.metadata.title, eyebrow: page.name });
}
