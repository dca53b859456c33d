import { serviceTiles, servicesHeading } from '@/content/shared';
import { HeadedSection } from './headed-section';
import { ImageCardLink } from './image-card-link';
import { ArrowRightIcon } from './icons';

/** The four service tiles (Pergolas, Carports, Vitrage, Énergie Solaire). */
export function ServicesShowcase() {
  return (
    <HeadedSection name="services" heading={servicesHeading}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="service-tiles">
        {serviceTiles.map((tile) => (
          <li key={tile.link}>
            <ImageCardLink href={tile.link} image={tile.image} className="h-full">
              <div className="p-5">
                <h3 className="flex items-center justify-between gap-2 text-h3 font-bold group-hover:text-copper-dark">
                  {tile.title}
                  <ArrowRightIcon className="shrink-0 text-copper-dark transition-transform group-hover:translate-x-1" />
                </h3>
                <p className="mt-2 text-muted">{tile.description}</p>
              </div>
            </ImageCardLink>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
