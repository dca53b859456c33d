import type { SectionHeading as SectionHeadingData } from '@/content/schema';
import type { BlogCard } from '@/lib/blog';
import { SectionHeading } from '@/components/ui/section-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { ArticleCard } from '@/components/blog/article-card';

export function BlogTeaser({ heading, cards }: { heading: SectionHeadingData; cards: readonly BlogCard[] }) {
  return (
    <section aria-labelledby="blog-title" className="bg-stone/60" data-section="blog">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading heading={heading} id="blog-title" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug}>
              <ArticleCard card={card} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink href="/conseils" variant="secondary">
            Tous nos conseils
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
