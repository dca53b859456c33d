import Image from 'next/image';
import clsx from 'clsx';
import { HERO_IMAGE_QUALITY } from '@/lib/image-quality.mjs';

/**
 * An image that fills its positioned frame (next/image `fill`) and is cropped to it. `lcp`: the page's largest
 * image, preloaded and fetched at high priority (see hero-banner.tsx), at the hero's quality (lib/image-quality.mjs);
 * `zoom`: it grows a little while the pointer is over its `group`.
 */
export function CoverImage({
  src,
  alt,
  sizes,
  lcp = false,
  zoom = false,
  loading,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  lcp?: boolean;
  zoom?: boolean;
  loading?: 'lazy';
  className?: string;
}) {
  return (
    <Image
      src={src}
      alt={alt}
      fill
      preload={lcp}
      fetchPriority={lcp ? 'high' : undefined}
      quality={lcp ? HERO_IMAGE_QUALITY : undefined}
      loading={loading}
      sizes={sizes}
      className={clsx('object-cover', zoom && 'transition-transform duration-500 group-hover:scale-105', className)}
    />
  );
}
