import type { BlogCard } from '@/lib/blog';
import { BlogFilterControls } from './blog-filter-controls';
import { BlogListing } from './blog-listing';

/**
 * What the pre-rendered HTML shows before the filter runs, and all a visitor without JavaScript sees:
 * every article, with the (disabled) filter controls in place so nothing moves when they come alive.
 */
export function BlogExplorerFallback({ cards }: { cards: readonly BlogCard[] }) {
  return (
    <div data-testid="blog-explorer">
      <BlogFilterControls query="" category="Tous les articles" />
      <p className="mt-4 text-sm text-muted" data-testid="blog-status">
        {cards.length}&nbsp;articles
      </p>
      <div className="mt-8">
        <BlogListing cards={cards} />
      </div>
    </div>
  );
}
