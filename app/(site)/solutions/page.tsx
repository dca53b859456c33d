import type { Metadata } from 'next';
import { solutionsBlocks, solutionsHero, solutionsMetadata } from '@/content/solutions';
import { buildMetadata } from '@/lib/seo';
import { HeroBanner } from '@/components/ui/hero-banner';
import { ImageTextBlocks } from '@/components/ui/image-text-block';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';

export const metadata: Metadata = buildMetadata({
  ...solutionsMetadata,
  image: solutionsHero.image.src,
  path: '/solutions',
});

export default function SolutionsPage() {
  return (
    <>
      <HeroBanner hero={solutionsHero} />
      <ImageTextBlocks blocks={solutionsBlocks} label="Nos solutions" />
      <QuoteBanner />
      <QualityStrip />
    </>
  );
}
