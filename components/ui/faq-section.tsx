import type { FaqItem, FaqSection as FaqSectionData } from '@/content/schema';
import { Accordion } from './accordion';
import { InlineMarkdown } from './markdown';
import { SectionHeading } from './section-heading';

/** FAQ block; renders nothing when there are no questions (spec: shown only if questions exist). */
export function FaqSection({ section, items }: { section: FaqSectionData; items: readonly FaqItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className="bg-white">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading heading={section} id="faq-title" />
        <div className="mt-10" data-testid="faq-list">
          <Accordion
            items={items.map((item, index) => ({
              id: `q${index + 1}`,
              title: item.question,
              content: (
                <p>
                  <InlineMarkdown source={item.answer} />
                </p>
              ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
