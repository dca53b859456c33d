import Link from 'next/link';
import { SectionLinks } from '@/components/layout/section-links';
import type { MainSection } from '@/lib/main-sections';

const popularSearches = [
  'pergola bioclimatique',
  'carport solaire',
  'pompe à chaleur',
  'borne de recharge',
  'murs de verre',
  'prix',
] as const;

const searchHref = (query: string) => `/rechercher?q=${encodeURIComponent(query)}`;

/** Shown before any query: frequent searches and the main sections. */
export function SearchStart({ sections }: { sections: readonly MainSection[] }) {
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
        <SectionLinks sections={sections} />
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
