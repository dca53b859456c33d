import Image from 'next/image';
import type { CSSProperties } from 'react';
import type { LogoItem } from '@/content/schema';
import { duplicateForLoop } from '@/lib/marquee';

/**
 * Continuously scrolling partner logos (spec section 9: 30 s per cycle, leftwards,
 * 2rem gap, 120 px). CSS only: pauses on hover, stands still under reduced motion. The logos are small
 * SVGs loaded with the page.
 */
export function LogoStrip({
  title,
  logos,
  durationSeconds = 30,
  iconSize = 120,
  pauseOnHover = true,
}: {
  title: string;
  logos: readonly LogoItem[];
  durationSeconds?: number;
  iconSize?: number;
  pauseOnHover?: boolean;
}) {
  const entries = duplicateForLoop(logos);
  return (
    <section aria-labelledby="logos-title" className="overflow-hidden bg-white py-14">
      <h2 id="logos-title" className="px-4 text-center text-sm font-semibold tracking-[0.14em] text-muted uppercase">
        {title}
      </h2>
      <div
        data-scroller=""
        className="group relative mt-8 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
      >
        <ul
          data-testid="logo-track"
          className={`marquee-track flex w-max animate-[marquee-left_var(--marquee-duration)_linear_infinite] ${pauseOnHover ? 'group-hover:[animation-play-state:paused]' : ''}`}
          style={{ '--marquee-duration': `${durationSeconds}s` } as CSSProperties}
        >
          {entries.map(({ item, copy }, index) => (
            <li
              key={`${copy}-${index}`}
              aria-hidden={copy === 1 ? true : undefined}
              className="flex shrink-0 items-center pr-8"
              style={{ width: iconSize + 32 }}
            >
              <Image
                src={item.src}
                alt={copy === 1 ? '' : item.alt}
                width={iconSize}
                height={Math.round((iconSize * (item.height ?? 80)) / (item.width ?? 240))}
                unoptimized
                // Eager: lazy logos appear only once scrolled in, which leaves gaps in the moving strip on phones.
                loading="eager"
                // Low: without it React preloads the first eager images of the page in <head>, ahead of the
                // stylesheet, and these 28 logos far below the fold took the place of the hero (the LCP image).
                fetchPriority="low"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
