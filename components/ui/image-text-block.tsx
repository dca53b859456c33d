import clsx from 'clsx';
import type { ImageParagraph } from '@/content/schema';
import { ButtonLink } from './button-link';
import { Markdown } from './markdown';
import { CoverImage } from './cover-image';

/** One alternating image-and-text block; `reverseLayout` puts the image on the right. */
function ImageTextBlock({ block, headingLevel = 'h2' }: { block: ImageParagraph; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="grid items-center gap-8 md:grid-cols-2 lg:gap-16">
      <div
        className={clsx(
          'relative aspect-[4/3] overflow-hidden rounded-card shadow-card',
          block.reverseLayout && 'md:order-2',
        )}
      >
        <CoverImage
          src={block.image.src}
          alt={block.image.alt}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        />
      </div>
      <div>
        <p className="text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">{block.subtitle}</p>
        <Heading className="mt-3 text-h2 font-bold">{block.title}</Heading>
        <Markdown source={block.description} className="mt-5 max-w-prose text-muted" />
        {block.italicInfo ? <p className="mt-4 text-sm text-muted italic">{block.italicInfo}</p> : null}
        <ButtonLink href={block.ctaLink} className="mt-8">
          {block.ctaText}
        </ButtonLink>
      </div>
    </article>
  );
}

export function ImageTextBlocks({ blocks, label }: { blocks: readonly ImageParagraph[]; label: string }) {
  return (
    <section aria-label={label} className="mx-auto max-w-content space-y-20 px-4 py-16 sm:px-6 lg:space-y-28 lg:py-24">
      {blocks.map((block) => (
        <ImageTextBlock key={`${block.title}-${block.image}`} block={block} />
      ))}
    </section>
  );
}
