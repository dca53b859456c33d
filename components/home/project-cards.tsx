import Image from 'next/image';
import Link from 'next/link';
import type { ProjectCard, SectionHeading as SectionHeadingData } from '@/content/schema';
import { SectionHeading } from '@/components/ui/section-heading';
import { ArrowRightIcon } from '@/components/ui/icons';

export function ProjectCards({ heading, cards }: { heading: SectionHeadingData; cards: readonly ProjectCard[] }) {
  return (
    <section
      aria-labelledby="projects-title"
      className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24"
      data-section="projects"
    >
      <SectionHeading heading={heading} id="projects-title" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} data-testid="project-card">
            <Link href={card.link} className="group block overflow-hidden rounded-card bg-white shadow-card">
              <div className="relative aspect-[4/3] overflow-hidden">
                <Image
                  src={card.imageSrc}
                  alt={card.imageAlt}
                  fill
                  sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                  className="object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              <p className="flex items-center justify-between gap-3 p-5 font-semibold">
                {card.title}
                <ArrowRightIcon className="shrink-0 text-copper-dark transition-transform group-hover:translate-x-1" />
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
