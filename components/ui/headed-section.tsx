import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { SectionHeading as SectionHeadingData } from '@/content/schema';
import { SectionHeading } from './section-heading';

/**
 * A content-width section that opens with its SectionHeading. `name` makes the heading's id (`<name>-title`,
 * which labels the section) and the section's data-section, by which the e2e specs find it.
 */
export function HeadedSection({
  name,
  heading,
  spacing = 'py-16 lg:py-24',
  children,
}: {
  name: string;
  heading: SectionHeadingData;
  spacing?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${name}-title`}
      className={clsx('mx-auto max-w-content px-4 sm:px-6', spacing)}
      data-section={name}
    >
      <SectionHeading heading={heading} id={`${name}-title`} />
      {children}
    </section>
  );
}
