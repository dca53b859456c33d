import type { Review, SectionHeading as SectionHeadingData } from '@/content/schema';
import { SectionHeading } from '@/components/ui/section-heading';
import { ReviewsCarousel } from './reviews-carousel';

/** Customer reviews; renders nothing when there are none (spec: shown only if reviews exist). */
export function ReviewsSection({ heading, reviews }: { heading: SectionHeadingData; reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <section
      aria-labelledby="reviews-title"
      className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24"
      data-section="reviews"
    >
      <SectionHeading heading={heading} id="reviews-title" />
      <div className="mt-12">
        <ReviewsCarousel reviews={reviews} />
      </div>
    </section>
  );
}
