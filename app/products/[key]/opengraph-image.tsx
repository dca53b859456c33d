import { notFound } from 'next/navigation';
import { getCategoryPage, getProduct, productKeys } from '@/lib/content';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/**
 * Open Graph image of each product page, drawn at build time (lib/og-image.tsx). Outside the (site) route group, to
 * keep its address: the page names it in its metadata (buildMetadata, lib/seo.ts).
 */
export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;

export function generateStaticParams() {
  return productKeys.map((key) => ({ key }));
}

export default async function Image({ params }: { params: Promise<{ key: string }> }) {
  const product = getProduct((await params).key);
  if (!product) notFound();
  return ogImage({ title: product.seo.title, eyebrow: getCategoryPage(product.category).name });
}
