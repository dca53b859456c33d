import { mainSections } from '@/lib/main-sections';
import { SectionLinks } from './section-links';
import { SearchIcon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button-link';

type Props = {
  /** Above the title (« Erreur 404 »). */
  eyebrow?: string;
  title?: string;
  lead?: string;
};

/**
 * The 404 page's content: a search form, the main sections and the quote button. The page for a malformed
 * address (app/(site)/adresse-mal-formee) shows the same with its own words.
 */
export function NotFoundView({
  eyebrow = 'Erreur 404',
  title = 'Cette page est introuvable',
  lead = 'L’adresse demandée n’existe pas ou la page a été déplacée. Lancez une recherche ou repartez de l’une de nos rubriques\u00a0: votre projet de terrasse n’est qu’à quelques clics.',
}: Props) {
  return (
    <div className="bg-cream">
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-display font-bold">{title}</h1>
          <p className="mt-6 text-lg text-muted">{lead}</p>
        </div>

        <section
          aria-labelledby="not-found-search-title"
          className="mt-12 max-w-2xl rounded-card bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="not-found-search-title" className="text-h3 font-bold">
            Rechercher sur le site
          </h2>
          <form
            action="/rechercher"
            method="get"
            role="search"
            aria-labelledby="not-found-search-title"
            className="mt-4"
          >
            <label htmlFor="not-found-q" className="block font-semibold">
              Que cherchez-vous&nbsp;?
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id="not-found-q"
                name="q"
                type="search"
                required
                placeholder="Pergola, carport, borne de recharge..."
                className="h-12 min-w-0 rounded-full border border-stone-dark bg-white px-5 text-base sm:flex-1"
              />
              <button
                type="submit"
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-copper-dark px-6 font-semibold text-white transition-colors duration-200 hover:bg-copper-deep"
              >
                <SearchIcon className="size-5" />
                Rechercher
              </button>
            </div>
          </form>
        </section>

        <nav aria-labelledby="not-found-sections-title" className="mt-12">
          <h2 id="not-found-sections-title" className="text-h3 font-bold">
            Parcourir nos rubriques
          </h2>
          <SectionLinks sections={mainSections} />
        </nav>

        <p className="mt-12 flex flex-wrap items-center gap-4">
          <span className="text-lg">Un projet en tête&nbsp;? Le devis est gratuit.</span>
          <ButtonLink href="/contact">Demander un devis gratuit</ButtonLink>
        </p>
      </div>
    </div>
  );
}
