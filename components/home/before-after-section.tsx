import type { BeforeAfter } from '@/content/schema';
import { SectionHeading } from '@/components/ui/section-heading';
import { BeforeAfterSlider } from './before-after-slider';

export function BeforeAfterSection({ data }: { data: BeforeAfter }) {
  return (
    <section aria-labelledby="before-after-title" className="bg-stone/60" data-section="before-after">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading heading={data.heading} id="before-after-title" />
        <div className="mt-12">
          <BeforeAfterSlider before={data.before} after={data.after} />
        </div>
      </div>
    </section>
  );
}
