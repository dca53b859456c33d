import type { ProjectCard, SectionHeading as SectionHeadingData } from '@/content/schema';
import { HeadedSection } from '@/components/ui/headed-section';
import { ImageCardLink } from '@/components/ui/image-card-link';
import { ArrowRightIcon } from '@/components/ui/icons';

export function ProjectCards({ heading, cards }: { heading: SectionHeadingData; cards: readonly ProjectCard[] }) {
  return (
    <HeadedSection name="projects" heading={heading}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} data-testid="project-card">
            <ImageCardLink href={card.link} image={card.image}>
              <p className="flex items-center justify-between gap-3 p-5 font-semibold">
                {card.title}
                <ArrowRightIcon className="shrink-0 text-copper-dark transition-transform group-hover:translate-x-1" />
              </p>
            </ImageCardLink>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
