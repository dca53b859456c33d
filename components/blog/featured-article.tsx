import Link from 'next/link';
import type { BlogCard } from '@/lib/blog';
import { articlePath } from '@/lib/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import { CommentCount } from '@/features/comments/comment-count';
import { CoverImage } from '@/components/ui/cover-image';

/** The first article, in a large card: image, title, excerpt, date, author, comments and 'Lire l’article'. */
export function FeaturedArticle({ card }: { card: BlogCard }) {
  const href = articlePath(card.slug);
  return (
    <article
      className="grid overflow-hidden rounded-card bg-white shadow-card lg:grid-cols-[1.15fr_1fr]"
      data-testid="featured-article"
      data-slug={card.slug}
      aria-labelledby={`featured-${card.slug}`}
    >
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="group relative block aspect-[16/10] overflow-hidden bg-stone lg:aspect-auto lg:min-h-[26rem]"
      >
        <CoverImage
          src={card.image.src}
          alt=""
          sizes="(min-width: 1280px) 680px, (min-width: 1024px) 53vw, 100vw"
          lcp
          zoom
          className="ease-out-soft"
        />
      </Link>
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-copper-dark px-3 py-1 font-semibold text-white">À la une</span>
          <span className="rounded-full bg-stone px-3 py-1 font-semibold text-anthracite">{card.category}</span>
        </p>
        <h2 id={`featured-${card.slug}`} className="text-h2 font-bold">
          <Link href={href} className="hover:text-copper-dark">
            {card.title}
          </Link>
        </h2>
        <p className="text-lg text-muted">{card.excerpt}</p>
        <p className="flex flex-wrap gap-x-2 text-sm text-muted">
          <time dateTime={card.isoDate}>{card.date}</time>
          <span>
            <span aria-hidden="true">· </span>Par {card.author}
          </span>
          <CommentCount slug={card.slug} separator />
        </p>
        <div>
          <ButtonLink href={href} className="mt-2">
            Lire l’article
            <ArrowRightIcon width={20} height={20} />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
