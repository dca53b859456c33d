import { BreadcrumbJsonLd, JsonLdScript } from 'next-seo';
import type { CategoryPage } from '@/content/schema';
import { categoryPath } from '@/lib/content';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/json-ld';
import { HeroBanner } from '@/components/ui/hero-banner';
import { ImageTextBlocks } from '@/components/ui/image-text-block';
import { FaqSection } from '@/components/ui/faq-section';
import { ServicesShowcase } from '@/components/ui/services-showcase';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';
import { BeforeAfterSection } from '@/components/home/before-after-section';

/** The page of each category (app/(site)/[category]/page.tsx), driven by its file of content/categories. */
export function CategoryPageView({ page }: { page: CategoryPage }) {
  const path = categoryPath(page.key);
  return (
    <>
      <JsonLdScript
        data={serviceJsonLd({
          name: page.service.name,
          description: page.service.description,
          path,
          offers: page.service.offers,
        })}
        scriptKey="service-jsonld"
      />
      <BreadcrumbJsonLd
        {...breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: page.name, path },
        ])}
      />
      <HeroBanner hero={page.hero} />
      <ImageTextBlocks blocks={page.blocks} label={`Nos solutions ${page.name}`} />
      {page.beforeAfter ? <BeforeAfterSection data={page.beforeAfter} /> : null}
      <FaqSection section={page.faqSection} items={page.faq} />
      <ServicesShowcase />
      {page.showBanner ? <QuoteBanner /> : null}
      <QualityStrip />
    </>
  );
}
