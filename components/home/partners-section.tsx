import Image from 'next/image';
import type { Partner, SectionHeading as SectionHeadingData, Statistic } from '@/content/schema';
import { SectionHeading } from '@/components/ui/section-heading';

export function PartnersSection({
  heading,
  partners,
  statistics,
}: {
  heading: SectionHeadingData;
  partners: readonly Partner[];
  statistics: readonly Statistic[];
}) {
  return (
    <section aria-labelledby="partners-title" className="bg-anthracite text-white" data-section="partners">
      <div className="mx-auto grid max-w-content gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:py-24">
        <div>
          <SectionHeading heading={heading} id="partners-title" align="left" tone="light" />
          <ul className="mt-10 grid max-w-lg gap-3 min-[480px]:grid-cols-3" aria-label="Nos partenaires">
            {partners.map((partner) => (
              <li
                key={partner.name}
                className="flex min-h-20 items-center justify-center rounded-card bg-white px-4 py-3"
              >
                <Image
                  src={partner.logo.src}
                  alt={partner.logo.alt}
                  width={180}
                  height={60}
                  unoptimized
                  className="h-auto w-full max-w-[180px]"
                />
              </li>
            ))}
          </ul>
        </div>
        {/* Stacked in the half-width column from 1024 px: side by side, « +20 ANS » would spill out of its card. */}
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" data-testid="statistics">
          {statistics.map((stat) => (
            <div key={stat.number} className="flex flex-col rounded-card bg-anthracite-soft p-6 sm:p-8 xl:p-6">
              <dt className="order-2 mt-3 text-lg font-semibold">{stat.subtitle}</dt>
              <dd className="order-1 text-stat font-bold whitespace-nowrap text-copper-light">{stat.number}</dd>
              <dd className="order-3 mt-2 text-stone">{stat.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
