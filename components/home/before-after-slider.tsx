'use client';

import Image from 'next/image';
import { useId, useState } from 'react';
import type { BeforeAfter } from '@/content/schema';

// next/image directly, not CoverImage: in a client component a shared wrapper is one more module in every
// chunk that uses it (about 135 B each), where server components pay nothing.
export const SLIDER_DEFAULT = 50;

/**
 * Before/after comparison: a native range input (0 to 100, starts at 50, so the
 * keyboard and screen readers work as they do for any slider) moves the divider;
 * the after image is revealed to the right of it.
 */
export function BeforeAfterSlider({ before, after }: Pick<BeforeAfter, 'before' | 'after'>) {
  const [position, setPosition] = useState(SLIDER_DEFAULT);
  const inputId = useId();

  return (
    <div
      className="relative mx-auto aspect-[16/9] max-w-5xl overflow-hidden rounded-card shadow-card select-none focus-within:ring-4 focus-within:ring-copper"
      data-testid="before-after"
    >
      <Image
        src={before.src}
        alt={before.alt}
        fill
        sizes="(min-width: 1024px) 1024px, 100vw"
        className="object-cover"
      />
      <div className="absolute inset-0" data-testid="after-layer" style={{ clipPath: `inset(0 0 0 ${position}%)` }}>
        <Image
          src={after.src}
          alt={after.alt}
          fill
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="object-cover"
        />
      </div>
      <span className="absolute top-4 left-4 rounded-full bg-anthracite/85 px-3 py-1 text-sm font-semibold text-white">
        Avant
      </span>
      <span className="absolute top-4 right-4 rounded-full bg-copper-dark px-3 py-1 text-sm font-semibold text-white">
        Après
      </span>
      <div
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white"
        style={{ left: `${position}%` }}
        aria-hidden="true"
      >
        <span className="absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-anthracite shadow-card">
          ‹›
        </span>
      </div>
      <label htmlFor={inputId} className="sr-only">
        {'Comparer avant et après\u00a0: position du curseur'}
      </label>
      <input
        id={inputId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        onChange={(event) => setPosition(Number(event.target.value))}
        aria-valuetext={`${position} % avant, ${100 - position} % après`}
        className="absolute inset-0 h-full w-full cursor-ew-resize opacity-0 focus-visible:opacity-0"
      />
    </div>
  );
}
