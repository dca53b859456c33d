import type { GalleryImage, SectionHeading as SectionHeadingData } from '@/content/schema';
import { SectionHeading } from '@/components/ui/section-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { Gallery } from './gallery';

export function GallerySection({
  heading,
  images,
  showProjectsLink = false,
}: {
  heading: SectionHeadingData;
  images: readonly GalleryImage[];
  showProjectsLink?: boolean;
}) {
  return (
    <section aria-labelledby="gallery-title" className="px-4 py-16 sm:px-6 lg:py-24" data-section="gallery">
      <div className="mx-auto max-w-[100rem]">
        <SectionHeading heading={heading} id="gallery-title" />
        <div className="mt-12">
          <Gallery images={images} />
        </div>
        {showProjectsLink ? (
          <div className="mt-10 text-center">
            <ButtonLink href="/realisations" variant="secondary">
              Voir Nos Projets
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
