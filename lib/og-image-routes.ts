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
import { ogImageRoute } from './og-image';

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
