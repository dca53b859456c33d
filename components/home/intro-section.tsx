import type { SectionHeading as SectionHeadingData } from '@/content/schema';
import { HeadedSection } from '@/components/ui/headed-section';
import { Markdown } from '@/components/ui/markdown';

export function IntroSection({ heading, paragraphs }: { heading: SectionHeadingData; paragraphs: readonly string[] }) {
  return (
    <HeadedSection name="intro" heading={heading} spacing="pt-16 lg:pt-24">
      <Markdown source={paragraphs.join('\n\n')} className="mx-auto mt-6 max-w-3xl text-center text-lg text-muted" />
    </HeadedSection>
  );
}
