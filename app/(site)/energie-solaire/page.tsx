import type { Metadata } from 'next';
import { getCategoryPage } from '@/lib/content';
import { buildMetadata } from '@/lib/seo';
import { CategoryPageView } from '@/components/category/category-page-view';

const page = getCategoryPage('energie-solaire');

export const metadata: Metadata = buildMetadata({ ...page.metadata, path: '/energie-solaire' });

export default function CategoryRoute() {
  return <CategoryPageView page={page} />;
}
