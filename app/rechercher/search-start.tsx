import Link from 'next/link';
import { ArrowRightIcon } from '@/components/ui/icons';

/** The site's main sections, offered when there is no query or no result. */
export const mainSections = [
  { label: 'Pergolas', href: '/pergolas', description: 'Bioclimatiques, toile, Rolling Roof, stores coffre' },
  { label: 'Carports', href: '/carports', description: 'Carports V, carports solaires, bornes de recharge' },
  { label: 'Vitrage', href: '/vitrage', description: 'Murs de verre, fenêtres guillotine, toits en verre' },
  { label: 'Énergie Solaire', href: '/energie-solaire', description: 'Panneaux solaires, pompes à chaleur' },
  { label: 'Idées & Conseils', href: '/conseils', description: 'Guides, budgets et conseils de pose' },
  { label: 'Nos Réalisations', href: '/realisations', description: 'Projets réalisés en Suisse et en France' },
  { label: 'Contact', href: '/contact', description: 'Devis gratuit et sans engagement' },
] as const;

export const popularSearches = [
  'pergola bioclimatique',
  'carport solaire',
  'pompe à chaleur',
  'borne de recharge',
  'murs de verre',
  'prix',
] as const;

export const searchHref = (query: string) => `/rechercher?q=${encodeURIComponent(query)}`;

export function SectionLinks() {
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {mainSections.map((section) => (
        <li key={section.href}>
          <Link
            href={section.href}
            className="group flex h-full items-center justify-between gap-4 rounded-card bg-white p-5 shadow-card transition-shadow duration-200 hover:shadow-lg"
          >
            <span>
              <span className="block font-semibold group-hover:text-copper-dark">{section.label}</span>
              <span className="mt-1 block text-sm text-muted">{section.description}</span>
            </span>
            <ArrowRightIcon className="shrink-0 text-copper-dark" width={20} height={20} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Shown before any query: frequent searches and the main sections. */
export function SearchStart() {
  return (
    <div className="space-y-12" data-testid="search-start">
      <section aria-labelledby="popular-title">
        <h2 id="popular-title" className="text-h3 font-bold">
          Recherches fréquentes
        </h2>
        <ul className="mt-5 flex flex-wrap gap-2">
          {popularSearches.map((query) => (
            <li key={query}>
              <Link
                href={searchHref(query)}
                className="inline-flex min-h-11 items-center rounded-full border border-stone-dark bg-white px-5 text-sm font-semibold hover:border-anthracite hover:bg-stone"
              >
                {query}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sections-title">
        <h2 id="sections-title" className="text-h3 font-bold">
          Parcourir le site
        </h2>
        <SectionLinks />
      </section>
    </div>
  );
}

/**
 * The page's search field. Without `onChange` (the server-rendered fallback shown until JavaScript runs)
 * it is disabled and no handler is attached, so the server can render it.
 */
export function SearchField({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange?: (value: string) => void;
  onSubmit?: () => void;
}) {
  const interactive = Boolean(onChange);
  return (
    <form
      role="search"
      aria-label="Recherche sur le site"
      action="/rechercher"
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={
        onSubmit
          ? (event) => {
              event.preventDefault();
              onSubmit();
            }
          : undefined
      }
    >
      <div className="flex-1">
        <label htmlFor="site-search" className="sr-only">
          Rechercher sur le site
        </label>
        <input
          id="site-search"
          type="search"
          name="q"
          placeholder="Rechercher..."
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          disabled={!interactive}
          readOnly={!interactive}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          className="h-14 w-full rounded-full border border-stone-dark bg-white px-6 text-lg placeholder:text-muted focus:border-anthracite disabled:bg-white"
        />
      </div>
      <button
        type="submit"
        disabled={!interactive}
        className="inline-flex h-14 items-center justify-center rounded-full bg-copper-dark px-8 text-base font-semibold text-white transition-colors duration-200 hover:bg-copper-deep disabled:cursor-default"
      >
        Rechercher
      </button>
    </form>
  );
}
