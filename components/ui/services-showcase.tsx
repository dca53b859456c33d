import Image from 'next/image';
import Link from 'next/link';
import { serviceTiles, servicesHeading } from '@/content/shared';
import { SectionHeading } from './section-heading';
import { ArrowRightIcon } from './icons';

/** The four service tiles (Pergolas, Carports, Vitrage, Énergie Solaire). */
export function ServicesShowcase() {
  return (
    <section
      aria-labelledby="services-title"
      className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24"
      data-section="services"
    >
      <SectionHeading heading={servicesHeading} id="services-title" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="service-tiles">
        {serviceTiles.map((tile) => (
          <li key={tile.link}>
            <Link href={tile.link} className="group block h-full overflow-hidden rounded-card bg-white shadow-card">
              <div className="relative aspect-[4/3] overflow-hidden">
                <Image
                  src={tile.image}
                  alt={tile.alt}
                  fill
                  sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                  className="object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              <div className="p-5">
                <h3 className="flex items-center justify-between gap-2 text-h3 font-bold group-hover:text-copper-dark">
                  {tile.title}
                  <ArrowRightIcon className="shrink-0 text-copper-dark transition-transform group-hover:translate-x-1" />
                </h3>
                <p className="mt-2 text-muted">{tile.description}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
