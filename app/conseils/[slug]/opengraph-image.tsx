import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { getArticle, getArticles } from '@/lib/content';
import { frenchDate } from '@/lib/blog';
import { ogContentType, ogImage, ogSize } from '@/lib/og-image';

/** Open Graph image of each article, drawn at build time (lib/og-image.tsx). */
export const alt = `${site.name} : visuel de l’article Idées & Conseils`;
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
