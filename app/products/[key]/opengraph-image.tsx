import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { getCategoryPage, getProduct, productKeys } from '@/lib/content';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/** Open Graph image of each product page, drawn at build time (lib/og-image.tsx). */
export const alt = `${site.name} : visuel de la page produit`;
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
