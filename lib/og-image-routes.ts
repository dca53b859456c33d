import { frenchDate } from './blog';
import {
  categoryKeys,
  findCategoryPage,
  getArticle,
  getArticles,
  getCategoryPage,
  getProduct,
  productKeys,
} from './content';
import { contactMetadata } from '@/content/contact';
import { estimationPage } from '@/content/estimation';
import { blogIndexMetadata, searchMetadata } from '@/content/listing-pages';
import { navLinks } from '@/content/navigation';
import { realisationsMetadata } from '@/content/realisations';
import { site } from '@/content/site';
import { solutionsMetadata } from '@/content/solutions';
import { ogImage, ogImageRoute } from './og-image';

/** The Open Graph image routes of the dynamic pages: what each draws as its title and eyebrow. */
export const ogImageRoutes = {
  category: ogImageRoute(
    'category',
    () => categoryKeys,
    findCategoryPage,
    (page) => ({ title: page.metadata.title, eyebrow: page.name }),
  ),
  product: ogImageRoute(
    'key',
    () => productKeys,
    getProduct,
    (product) => ({ title: product.seo.title, eyebrow: getCategoryPage(product.category).name }),
  ),
  article: ogImageRoute(
    'slug',
    () => getArticles().map((article) => article.slug),
    getArticle,
    (article) => ({ title: article.seo.title, eyebrow: `Idées & Conseils · ${frenchDate(article.date)}` }),
  ),
};

/** The pages that exist once, each drawn with its title under its menu entry's words, else its own. */
const pageCards: Record<string, { title: string; eyebrow?: string }> = {
  '/solutions': { title: solutionsMetadata.title },
  '/realisations': { title: realisationsMetadata.title },
  '/contact': { title: contactMetadata.title },
  '/conseils': { title: blogIndexMetadata.title, eyebrow: site.tagline },
  [estimationPage.path]: { title: estimationPage.metadata.title, eyebrow: estimationPage.name },
  '/rechercher': { title: searchMetadata.title, eyebrow: site.tagline },
};

/** The default export of app/<path>/opengraph-image.tsx for one of those pages. */
export function pageCardImage(path: string) {
  const card = pageCards[path];
  if (!card) throw new Error(`Aucune carte de partage pour ${path} (lib/og-image-routes.ts)`);
  const eyebrow = card.eyebrow ?? navLinks.find((link) => link.url === path)?.text ?? site.tagline;
  return function Image() {
    return ogImage({ title: card.title, eyebrow });
  };
}
