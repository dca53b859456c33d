'use client';

import Image from 'next/image';
import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '@/content/schema';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';

// next/image directly, not CoverImage: in a client component a shared wrapper is one more module in every
// chunk that uses it (about 135 B each), where server components pay nothing.
const columnClasses = {
  2: 'grid-cols-1 sm:grid-cols-2',
  auto: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
} as const;

/**
 * Image grid (spec section 9: 'auto' gives 1/2/3/4 columns, 400 px tiles, lazy images).
 * A tile opens a lightbox in a modal <dialog>: arrows move, Escape closes, focus returns to the tile.
 */
export function Gallery({
  images,
  columns = 'auto',
  onImageClick,
}: {
  images: readonly GalleryImage[];
  columns?: keyof typeof columnClasses;
  onImageClick?: (image: GalleryImage, index: number) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tileRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState<number | null>(null);
  const image = current === null ? undefined : images[current];

  const open = (index: number) => {
    setCurrent(index);
    onImageClick?.(images[index]!, index);
    dialogRef.current?.showModal();
  };
  const close = useCallback(() => dialogRef.current?.close(), []);
  const step = useCallback(
    (delta: number) =>
      setCurrent((index) => (index === null ? index : (index + delta + images.length) % images.length)),
    [images.length],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setCurrent((index) => {
        if (index !== null) tileRefs.current[index]?.focus();
        return null;
      });
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  return (
    <>
      <ul className={clsx('grid gap-4', columnClasses[columns])} data-testid="gallery">
        {images.map((item, index) => (
          <li key={item.src}>
            <button
              ref={(element) => {
                tileRefs.current[index] = element;
              }}
              type="button"
              onClick={() => open(index)}
              className="group relative block h-[400px] w-full overflow-hidden rounded-card shadow-card"
              aria-label={`Agrandir\u00a0: ${item.title}`}
            >
              <Image
                src={item.src}
                alt={item.alt}
                fill
                loading="lazy"
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-anthracite/90 to-transparent p-4 pt-12 text-left font-semibold text-white">
                {item.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={image ? image.title : 'Image agrandie'}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(72rem,94vw)] rounded-card bg-anthracite p-0 text-white backdrop:bg-anthracite/85"
      >
        {image ? (
          // A column no taller than the screen: the picture gives way (object-contain), never the caption and
          // its buttons (a 1366×768 laptop, a phone with its browser bars).
          <figure className="flex max-h-[calc(100dvh-2rem)] flex-col">
            <div className="relative aspect-[4/3] max-h-[75vh] min-h-0 w-full">
              <Image
                src={image.src}
                alt={image.alt}
                fill
                sizes="(min-width: 1200px) 1152px, 94vw"
                className="object-contain"
              />
            </div>
            <figcaption className="flex shrink-0 flex-wrap items-start justify-between gap-4 p-5">
              <div>
                <p className="text-lg font-bold" data-testid="lightbox-title">
                  {image.title}
                </p>
                <p className="mt-1 text-stone">{image.description}</p>
                <p className="mt-1 text-sm text-stone">
                  {current! + 1} / {images.length}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label="Image précédente"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 hover:bg-white/10"
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label="Image suivante"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 hover:bg-white/10"
                >
                  <ChevronRightIcon />
                </button>
                <button
                  type="button"
                  onClick={close}
                  aria-label="Fermer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white text-anthracite hover:bg-stone"
                >
                  <CloseIcon />
                </button>
              </div>
            </figcaption>
          </figure>
        ) : null}
      </dialog>
    </>
  );
}
