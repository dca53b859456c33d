import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { categoryKeys, categoryPath, findCategoryPage } from '@/lib/content';
import { buildMetadata } from '@/lib/seo';
import { CategoryPageView } from '@/components/category/category-page-view';

type Props = { params: Promise<{ category: string }> };

/** One page per file of content/categories, pre-rendered; any other first segment answers 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return categoryKeys.map((category) => ({ category }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findCategoryPage((await params).category);
  if (!page) return {};
  return buildMetadata({ ...page.metadata, path: categoryPath(page.key) });
}

export default async function CategoryRoute({ params }: Props) {
  const page = findCategoryPage((await params).category);
  if (!page) notFound();
  return <CategoryPageView page={page} />;
}
