import type { ReactNode } from 'react';
import type { BlogCard } from '@/lib/blog';
import { ArticleCard } from './article-card';
import { FeaturedArticle } from './featured-article';

/**
 * The featured article (when it is among the shown cards) and the grid of the others: the featured
 * article is never repeated in the grid. Rendered by the server (no-JavaScript fallback) and by the filter.
 */
export function BlogListing({ cards, empty }: { cards: readonly BlogCard[]; empty?: ReactNode }) {
  const featured = cards.find((card) => card.featured);
  const others = cards.filter((card) => !card.featured);

  if (cards.length === 0) return <>{empty}</>;

  return (
    <div className="space-y-14">
      {featured ? <FeaturedArticle card={featured} /> : null}
      {others.length > 0 ? (
        <section aria-labelledby="grid-title">
          <h2 id="grid-title" className="text-h3 font-bold">
            {featured ? 'Nos autres articles' : 'Articles'}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="article-grid">
            {others.map((card) => (
              <li key={card.slug}>
                <ArticleCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
