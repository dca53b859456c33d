import Link from 'next/link';
import type { BlogCard } from '@/lib/blog';
import { articlePath } from '@/lib/paths';
import { CommentCount } from '@/features/comments/comment-count';
import { CoverImage } from '@/components/ui/cover-image';

/** The lists' columns: three from 1024 px (400 px wide from 1280 px), two from 640 px, one below. */
const sizes = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw';

/**
 * A blog card: title clamped to 2 lines, excerpt to 3 (spec section 2). The whole card is clickable
 * through the title link's overlay. `compact` (related articles) leaves out the excerpt and category.
 */
export function ArticleCard({
  card,
  headingLevel = 'h3',
  compact = false,
}: {
  card: BlogCard;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow duration-300 focus-within:shadow-lg hover:shadow-lg"
      data-testid="article-card"
      data-slug={card.slug}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-stone">
        <CoverImage src={card.image.src} alt={card.image.alt} sizes={sizes} zoom className="ease-out-soft" />
        {compact ? null : (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-anthracite">
            {card.category}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={card.isoDate}>{card.date}</time> · Par {card.author}
        </p>
        <Heading className="mt-2 line-clamp-2 text-h3 font-bold">
          <Link
            href={articlePath(card.slug)}
            className="after:absolute after:inset-0 after:rounded-card hover:text-copper-dark focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-copper"
          >
            {card.title}
          </Link>
        </Heading>
        {compact ? null : <p className="mt-3 line-clamp-3 text-muted">{card.excerpt}</p>}
        <p className="mt-auto pt-4 text-sm text-muted">
          <CommentCount slug={card.slug} />
        </p>
      </div>
    </article>
  );
}
