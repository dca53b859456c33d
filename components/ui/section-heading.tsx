import clsx from 'clsx';
import type { SectionHeading as SectionHeadingData } from '@/content/schema';

/** Eyebrow + heading + optional lead paragraph, used at the top of most sections. */
export function SectionHeading({
  heading,
  id,
  align = 'center',
  as: Tag = 'h2',
  tone = 'dark',
}: {
  heading: SectionHeadingData;
  id?: string;
  align?: 'center' | 'left';
  as?: 'h1' | 'h2';
  tone?: 'dark' | 'light';
}) {
  return (
    <div className={clsx('max-w-3xl', align === 'center' ? 'mx-auto text-center' : 'text-left')}>
      <p
        className={clsx(
          'text-sm font-semibold tracking-[0.14em] uppercase',
          tone === 'dark' ? 'text-copper-dark' : 'text-stone',
        )}
      >
        {heading.subtitle}
      </p>
      <Tag id={id} className={clsx('mt-3 text-h2 font-bold', tone === 'light' && 'text-white')}>
        {heading.title}
      </Tag>
      {heading.description ? (
        <p className={clsx('mt-4 text-lg', tone === 'dark' ? 'text-muted' : 'text-stone')}>{heading.description}</p>
      ) : null}
    </div>
  );
}
