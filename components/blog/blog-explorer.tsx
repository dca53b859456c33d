'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { categoryFromParam, filterCards, type BlogCard } from '@/lib/blog';
import { buttonClasses } from '@/components/ui/button-link';
import { BlogFilterControls, type ChipValue } from './blog-filter-controls';
import { BlogListing } from './blog-listing';
import { useUrlParams } from './use-url-params';

const PARAMS = ['q', 'categorie'] as const;
const ALL: ChipValue = 'Tous les articles';

/**
 * The blog list's filter (spec sections 4 and 5): category chips combined with a case-insensitive
 * search on title or excerpt, refiltering at once. The state lives in the URL (?q=, ?categorie=).
 */
export function BlogExplorer({ cards }: { cards: readonly BlogCard[] }) {
  const [params, setParams] = useUrlParams(PARAMS);
  const category = categoryFromParam(params.categorie);
  const query = params.q;

  const shown = useMemo(() => filterCards(cards, category, query), [cards, category, query]);
  const filtered = category !== ALL || query.trim() !== '';

  const setCategory = (next: ChipValue) => setParams({ q: query, categorie: next === ALL ? '' : next });
  const setQuery = (next: string) => setParams({ q: next, categorie: category === ALL ? '' : category });
  const reset = () => setParams({ q: '', categorie: '' });
  /** A sent query: the keyboard goes, the first result comes into view (it may be below the screen on a phone). */
  const showResults = () => {
    const results = document.getElementById('resultats');
    results?.focus({ preventScroll: true });
    results?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const count = shown.length;
  const status = filtered
    ? count === 0
      ? 'Aucun article ne correspond à votre recherche.'
      : `${count}\u00a0article${count > 1 ? 's' : ''} sur ${cards.length}`
    : `${cards.length}\u00a0articles`;

  return (
    <div data-testid="blog-explorer" data-hydrated="true">
      <BlogFilterControls
        query={query}
        category={category}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
        onSearch={showResults}
      />
      <p role="status" className="mt-4 text-sm text-muted" data-testid="blog-status">
        {status}
        {/* On a phone the list starts below the keyboard: one tap to it. */}
        {filtered && count > 0 ? (
          <>
            {' · '}
            <a href="#resultats" className="font-semibold text-copper-dark underline underline-offset-4">
              Voir les résultats
            </a>
          </>
        ) : null}
      </p>
      <div id="resultats" tabIndex={-1} className="mt-8 scroll-mt-24 outline-none">
        <BlogListing
          cards={shown}
          empty={
            <div className="rounded-card bg-white px-6 py-14 text-center shadow-card" data-testid="blog-empty">
              <h2 className="text-h3 font-bold">Aucun article trouvé</h2>
              <p className="mx-auto mt-3 max-w-prose text-muted">
                {query.trim() ? (
                  <>
                    Aucun article {category === ALL ? '' : `de la catégorie «\u00a0${category}\u00a0» `}ne contient
                    «&nbsp;{query.trim()}&nbsp;». Essayez un autre mot-clé ou une autre catégorie.
                  </>
                ) : (
                  <>Aucun article dans la catégorie «&nbsp;{category}&nbsp;» pour le moment.</>
                )}
              </p>
              <div className="mt-8 flex flex-wrap justify-center gap-4">
                <button type="button" onClick={reset} className={buttonClasses('primary')}>
                  Afficher tous les articles
                </button>
                {query.trim() ? (
                  <Link
                    href={`/rechercher?q=${encodeURIComponent(query.trim())}`}
                    className={buttonClasses('secondary')}
                  >
                    Rechercher sur tout le site
                  </Link>
                ) : null}
              </div>
            </div>
          }
        />
      </div>
    </div>
  );
}
