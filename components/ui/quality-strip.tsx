import type { ComponentType, SVGProps } from 'react';
import type { QualityIcon } from '@/content/schema';
import { qualityItems } from '@/content/shared';
import { AssistanceIcon, DevisIcon, ExpertiseIcon, SatisfactionIcon } from './icons';
import { InlineMarkdown } from './markdown';

const icons: Record<QualityIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  devis: DevisIcon,
  satisfaction: SatisfactionIcon,
  expertise: ExpertiseIcon,
  assistance: AssistanceIcon,
};

/** The four quality promises closing every page. */
export function QualityStrip() {
  return (
    <section aria-labelledby="quality-title" className="bg-stone">
      <h2 id="quality-title" className="sr-only">
        Nos engagements
      </h2>
      <ul
        className="mx-auto grid max-w-content gap-8 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4"
        data-testid="quality-strip"
      >
        {qualityItems.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.id} className="flex gap-4">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white text-copper-dark shadow-card">
                <Icon width={28} height={28} role="img" aria-hidden={undefined} aria-label={item.iconAlt} />
              </span>
              <div>
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="mt-1 text-muted">
                  <InlineMarkdown source={item.description} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
