import { notFound } from 'next/navigation';
import { getArticle, getArticles } from '@/lib/content';
import { frenchDate } from '@/lib/blog';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/**
 * Open Graph image of each article, drawn at build time (lib/og-image.tsx). Outside the (site) route group, to keep
 * its address: the page names it in its metadata (buildMetadata, lib/seo.ts).
 */
export const size = ogSize;
export const contentType = ogContentType;
export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ slug: article.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  return ogImage({ title: article.seo.title, eyebrow: `Idées & Conseils · ${frenchDate(article.date)}` });
}
