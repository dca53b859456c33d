import type { Product } from '@/content/schema';
import { Accordion } from '@/components/ui/accordion';
import { ButtonLink } from '@/components/ui/button-link';
import { Markdown } from '@/components/ui/markdown';
import { ShareButton } from './share-button';
import { CoverImage } from '@/components/ui/cover-image';
import { quoteFormAnchor, quoteFormPath } from '@/lib/quote-link';
import { BookingOffer } from '@/features/booking/booking-offer';

/**
 * Product hero: title, subtitle, description, three accordions (300 ms open, 200 ms close), optional CTA, share.
 * Under the title, in the first screen on a phone too: the quote request for this product and, for the products
 * the price guide covers, the way to the estimator further down (`estimateHref`); then the booking of a visit.
 */
export function ProductHero({ product, estimateHref }: { product: Product; estimateHref?: string }) {
  const { heroBanner: hero } = product;
  const external = hero.cta ? /^https?:\/\//.test(hero.cta.link) : false;
  return (
    <section aria-labelledby="hero-title" className="bg-stone/60" data-section="hero">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-start lg:gap-16 lg:py-20">
        <div className="relative aspect-[4/3] overflow-hidden rounded-card shadow-card lg:order-2 lg:sticky lg:top-24">
          <CoverImage src={hero.image.src} alt={hero.image.alt} sizes="(min-width: 1024px) 600px, 100vw" lcp />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">{hero.subtitle}</p>
          <h1 id="hero-title" className="mt-3 text-display font-bold">
            {hero.title}
          </h1>
          <div className="mt-6 flex flex-wrap gap-3" data-testid="hero-quote-links">
            <ButtonLink href={`${quoteFormPath}?produit=${product.key}${quoteFormAnchor}`}>Devis gratuit</ButtonLink>
            {estimateHref ? (
              <ButtonLink href={estimateHref} variant="secondary">
                Estimer mon budget
              </ButtonLink>
            ) : null}
          </div>
          <BookingOffer
            className="mt-3"
            lead={'Un conseiller vient prendre les mesures chez vous, gratuitement\u00a0:'}
          />
          <Markdown source={hero.description} className="mt-6 text-lg text-muted" />
          <div className="mt-8" data-testid="hero-accordions">
            <Accordion
              openMs={300}
              closeMs={200}
              headingLevel="h2"
              items={product.accordions.map((item, index) => ({
                id: `a${index + 1}`,
                title: item.title,
                content: <Markdown source={item.content} />,
              }))}
            />
          </div>
          <div className="mt-8 flex flex-wrap gap-4">
            {hero.cta ? (
              <ButtonLink href={hero.cta.link} download={external}>
                {hero.cta.label}
              </ButtonLink>
            ) : null}
            <ShareButton title={hero.title} text={hero.subtitle} />
          </div>
        </div>
      </div>
    </section>
  );
}
