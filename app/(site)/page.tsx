import type { Metadata } from 'next';
import {
  beforeAfter,
  blogTeaser,
  homeBlocks,
  homeFaq,
  homeFaqSection,
  homeHero,
  homeIntro,
  homeIntroParagraphs,
  homeMetadata,
  homeReviews,
  logoStrip,
  partners,
  partnersSection,
  projectCards,
  projectsSection,
  reviewsSection,
  statistics,
} from '@/content/home';
import { buildMetadata } from '@/lib/seo';
import { getBlogCards } from '@/lib/content';
import { CompanyJsonLd } from '@/components/seo/company-json-ld';
import { HeroBanner } from '@/components/ui/hero-banner';
import { ImageTextBlocks } from '@/components/ui/image-text-block';
import { FaqSection } from '@/components/ui/faq-section';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';
import { IntroSection } from '@/components/home/intro-section';
import { PartnersSection } from '@/components/home/partners-section';
import { LogoStrip } from '@/components/home/logo-strip';
import { BeforeAfterSection } from '@/components/home/before-after-section';
import { ProjectCards } from '@/components/home/project-cards';
import { ReviewsSection } from '@/components/home/reviews-section';
import { BlogTeaser } from '@/components/home/blog-teaser';

export const metadata: Metadata = buildMetadata({ ...homeMetadata, path: '/' });

export default function HomePage() {
  return (
    <>
      <CompanyJsonLd />
      <HeroBanner hero={homeHero} />
      <IntroSection heading={homeIntro} paragraphs={homeIntroParagraphs} />
      <ImageTextBlocks blocks={homeBlocks} label="Nos domaines d’expertise" />
      <PartnersSection heading={partnersSection} partners={partners} statistics={statistics} />
      <LogoStrip title={logoStrip.title} logos={logoStrip.logos} />
      <BeforeAfterSection data={beforeAfter} />
      <ProjectCards heading={projectsSection} cards={projectCards} />
      <FaqSection section={homeFaqSection} items={homeFaq} />
      <ReviewsSection heading={reviewsSection} reviews={homeReviews} />
      <BlogTeaser heading={blogTeaser} cards={getBlogCards()} />
      <QuoteBanner />
      <QualityStrip />
    </>
  );
}
