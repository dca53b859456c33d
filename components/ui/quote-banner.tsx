import type { Banner } from '@/content/schema';
import { quoteBanner } from '@/content/shared';
import { ButtonLink } from './button-link';
import { CoverImage } from './cover-image';

/** Call-to-action banner leading to the quote request. */
export function QuoteBanner({ banner = quoteBanner }: { banner?: Banner }) {
  return (
    <section aria-labelledby="banner-title" className="relative isolate overflow-hidden bg-anthracite">
      <CoverImage src={banner.backgroundImage.src} alt={banner.backgroundImage.alt} sizes="100vw" className="-z-10" />
      <div className="absolute inset-0 -z-10 bg-anthracite/75" aria-hidden="true" />
      <div className="mx-auto max-w-3xl px-4 py-20 text-center text-white sm:px-6 lg:py-28">
        <h2 id="banner-title" className="text-h2 font-bold">
          {banner.title}
        </h2>
        <p className="mt-4 text-lg text-stone">{banner.subtitle}</p>
        <ButtonLink href={banner.cta.link} className="mt-8">
          {banner.cta.label}
        </ButtonLink>
      </div>
    </section>
  );
}
