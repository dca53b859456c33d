import Link from 'next/link';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CoverImage } from './cover-image';

/** The grid's columns: four from 1024 px (300 px wide), two from 640 px, one below. */
const sizes = '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw';

/** A card of a four-column grid that links on: its 4:3 image (zooming on hover), then what it says. */
export function ImageCardLink({
  href,
  image,
  className,
  children,
}: {
  href: string;
  image: { src: string; alt: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={clsx('group block overflow-hidden rounded-card bg-white shadow-card', className)}>
      <div className="relative aspect-[4/3] overflow-hidden">
        <CoverImage src={image.src} alt={image.alt} sizes={sizes} zoom />
      </div>
      {children}
    </Link>
  );
}
