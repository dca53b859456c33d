import type { ReactNode } from 'react';
import type { Hero } from '@/content/schema';
import { ButtonLink } from './button-link';
import { CoverImage } from './cover-image';

/**
 * Full-width hero with the page's h1; its image is the page's LCP element: preloaded, and at high priority. Without
 * fetchPriority the request starts Low and, when it completes before layout (a fast or cached answer), stays Low;
 * Lighthouse then leaves the image out of its LCP estimate and times LCP by the scripts instead (bench/notes.md).
 */
export function HeroBanner({ hero, children }: { hero: Hero; children?: ReactNode }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-anthracite">
      <CoverImage src={hero.image.src} alt={hero.image.alt} sizes="100vw" lcp className="-z-10" />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-anthracite/90 via-anthracite/65 to-anthracite/20"
        aria-hidden="true"
      />
      <div className="mx-auto flex min-h-[34rem] max-w-content flex-col justify-center px-4 py-20 sm:px-6 lg:min-h-[40rem]">
        <div className="max-w-2xl text-white">
          <p className="text-sm font-semibold tracking-[0.14em] text-stone uppercase">{hero.subtitle}</p>
          <h1 id="hero-title" className="mt-4 text-display font-bold">
            {hero.title}
          </h1>
          {hero.description ? <p className="mt-6 text-lg text-stone sm:text-xl">{hero.description}</p> : null}
          {hero.cta || children ? (
            <div className="mt-8 flex flex-wrap gap-4">
              {hero.cta ? <ButtonLink href={hero.cta.link}>{hero.cta.label}</ButtonLink> : null}
              {children}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
