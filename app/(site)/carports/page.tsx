import type { Metadata } from 'next';
import { getCategoryPage } from '@/lib/content';
import { buildMetadata } from '@/lib/seo';
import { CategoryPageView } from '@/components/category/category-page-view';

const page = getCategoryPage('carports');

export const metadata: Metadata = buildMetadata({ ...page.metadata, path: '/carports' });

export default function CategoryRoute() {
  return <CategoryPageView page={page} />;
}
