import type { SectionHeading as SectionHeadingData } from '@/content/schema';
import { SectionHeading } from '@/components/ui/section-heading';
import { Markdown } from '@/components/ui/markdown';

export function IntroSection({ heading, paragraphs }: { heading: SectionHeadingData; paragraphs: readonly string[] }) {
  return (
    <section
      aria-labelledby="intro-title"
      className="mx-auto max-w-content px-4 pt-16 sm:px-6 lg:pt-24"
      data-section="intro"
    >
      <SectionHeading heading={heading} id="intro-title" />
      <Markdown source={paragraphs.join('\n\n')} className="mx-auto mt-6 max-w-3xl text-center text-lg text-muted" />
    </section>
  );
}
