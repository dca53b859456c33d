import type { Review, SectionHeading as SectionHeadingData } from '@/content/schema';
import { HeadedSection } from '@/components/ui/headed-section';
import { ReviewsCarousel } from './reviews-carousel';

/** Customer reviews; renders nothing when there are none (spec: shown only if reviews exist). */
export function ReviewsSection({ heading, reviews }: { heading: SectionHeadingData; reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <HeadedSection name="reviews" heading={heading}>
      <div className="mt-12">
        <ReviewsCarousel reviews={reviews} />
      </div>
    </HeadedSection>
  );
}
