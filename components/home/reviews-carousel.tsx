'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import type { Review } from '@/content/schema';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from '@/components/ui/icons';

/** Cards visible per breakpoint, matching the slide widths below (4 from 1024 px). */
const cardsPerView = { base: 1, sm: 2, lg: 4 } as const;

/**
 * Hides the arrows and progress bar at the widths where every review fits: there, they could only show
 * two disabled buttons and a full bar. CSS, so the server HTML is already right before hydration.
 */
function controlsClass(count: number): string | undefined {
  if (count <= cardsPerView.base) return 'hidden';
  if (count <= cardsPerView.sm) return 'sm:hidden';
  if (count <= cardsPerView.lg) return 'lg:hidden';
  return undefined;
}

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
type Controls = { canPrev: boolean; canNext: boolean; progress: number };

/**
 * The rules of spec section 4 (index between 0 and count - perView, buttons disabled at the ends, progress
 * (index + 1) / (count - perView + 1), or 100 % when everything fits) are what Embla does with `align: 'start'` and
 * `containScroll: 'trimSnaps'`: one snap per reachable start, none past the last full view. So they are read from it.
 */
function controlsOf(api: EmblaApi): Controls {
  const snaps = api.scrollSnapList().length;
  return {
    canPrev: api.canScrollPrev(),
    canNext: api.canScrollNext(),
    progress: snaps <= 1 ? 100 : ((api.selectedScrollSnap() + 1) / snaps) * 100,
  };
}

// Before Embla runs (server HTML, hydration) the arrows could do nothing: disabled.
const beforeEmbla: Controls = { canPrev: false, canNext: false, progress: 0 };

export function ReviewsCarousel({ reviews }: { reviews: readonly Review[] }) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
  const [controls, setControls] = useState<Controls>(beforeEmbla);

  useEffect(() => {
    if (!emblaApi) return;
    // select: arrows and swipes; reInit: a resize that changes the cards per view, hence the snaps.
    const update = () => setControls(controlsOf(emblaApi));
    update();
    emblaApi.on('select', update).on('reInit', update);
    return () => {
      emblaApi.off('select', update).off('reInit', update);
    };
  }, [emblaApi]);

  return (
    <div>
      {/* data-scroller: the layout sweep (e2e/layout.spec.ts) lets this viewport clip the slides it scrolls to. */}
      <div className="overflow-hidden" ref={emblaRef} data-scroller="">
        <ul className="-ml-6 flex touch-pan-y">
          {reviews.map((review) => (
            <li
              key={review.name}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 sm:basis-1/2 lg:basis-1/4"
              data-testid="review-card"
            >
              <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card">
                <div className="flex gap-0.5 text-copper" role="img" aria-label={`Note\u00a0: ${review.rating} sur 5`}>
                  {Array.from({ length: 5 }, (_, star) => (
                    <StarIcon
                      key={star}
                      width={18}
                      height={18}
                      className={star < review.rating ? '' : 'text-stone-dark'}
                    />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-anthracite">
                  <p>{`«\u00a0${review.text}\u00a0»`}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-stone pt-4">
                  <span className="block font-semibold">{review.name}</span>
                  <span className="text-sm text-muted">{review.product}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div
        className={clsx('mt-8 flex items-center gap-6', controlsClass(reviews.length))}
        data-testid="reviews-controls"
      >
        <progress
          data-testid="reviews-progress"
          aria-label="Progression des avis"
          max={100}
          value={Math.round(controls.progress)}
          className="h-1 flex-1 appearance-none overflow-hidden rounded-full bg-stone-dark [&::-moz-progress-bar]:bg-copper-dark [&::-webkit-progress-bar]:bg-stone-dark [&::-webkit-progress-value]:bg-copper-dark [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300"
        />
        <div className="flex gap-3">
          {[
            {
              label: 'Avis précédents',
              Icon: ChevronLeftIcon,
              go: () => emblaApi?.scrollPrev(),
              can: controls.canPrev,
            },
            { label: 'Avis suivants', Icon: ChevronRightIcon, go: () => emblaApi?.scrollNext(), can: controls.canNext },
          ].map(({ label, Icon, go, can }) => (
            <button
              key={label}
              type="button"
              onClick={go}
              disabled={!can}
              aria-label={label}
              className="inline-flex size-12 items-center justify-center rounded-full border-2 border-anthracite transition-colors hover:bg-anthracite hover:text-white disabled:cursor-not-allowed disabled:border-stone-dark disabled:text-stone-dark disabled:hover:bg-transparent"
            >
              <Icon />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
