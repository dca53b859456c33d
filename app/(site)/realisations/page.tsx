import type { Metadata } from 'next';
import {
  contactSection,
  gallerySection,
  realisationsGallery,
  realisationsHero,
  realisationsMetadata,
} from '@/content/realisations';
import { BreadcrumbJsonLd, JsonLdScript } from 'next-seo';
import { buildMetadata } from '@/lib/seo';
import { breadcrumbJsonLd, collectionPageJsonLd } from '@/lib/json-ld';
import { HeroBanner } from '@/components/ui/hero-banner';
import { GallerySection } from '@/components/gallery/gallery-section';
import { SectionHeading } from '@/components/ui/section-heading';
import { QuoteForm } from '@/features/quote/quote-form';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';

export const metadata: Metadata = buildMetadata({
  ...realisationsMetadata,
  image: realisationsHero.image.src,
  imageAlt: realisationsHero.image.alt,
  path: '/realisations',
});

export default function RealisationsPage() {
  return (
    <>
      <JsonLdScript
        data={collectionPageJsonLd({
          name: realisationsMetadata.title,
          description: realisationsMetadata.description,
          path: '/realisations',
          items: realisationsGallery.map((image) => ({ name: image.title, url: image.src })),
        })}
        scriptKey="collectionpage-jsonld"
      />
      <BreadcrumbJsonLd
        {...breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: 'Nos Réalisations', path: '/realisations' },
        ])}
      />
      <HeroBanner hero={realisationsHero} />
      <GallerySection heading={gallerySection} images={realisationsGallery} />
      <section aria-labelledby="contact-title" className="bg-stone/60" data-section="contact">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
          <SectionHeading heading={contactSection} id="contact-title" />
          <QuoteForm className="mt-10" />
        </div>
      </section>
      <QuoteBanner />
      <QualityStrip />
    </>
  );
}
