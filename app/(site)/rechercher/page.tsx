import type { Metadata } from 'next';
import { Suspense } from 'react';
import { searchMetadata } from '@/content/listing-pages';
import { buildMetadata } from '@/lib/seo';
import { mainSections } from '@/lib/main-sections';
import { buildSearchIndex } from '@/lib/search-index';
import { SearchField, SearchStart } from './search-start';
import { SiteSearch } from './site-search';

/** Result pages are not worth indexing: noindex, follow. */
export const metadata: Metadata = buildMetadata({ ...searchMetadata, path: '/rechercher' });

export default function RechercherPage() {
  const index = buildSearchIndex();
  return (
    <section aria-labelledby="search-title" className="bg-stone/60">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:py-20">
        <h1 id="search-title" className="text-h2 font-bold">
          Rechercher sur le site
        </h1>
        <p className="mt-3 text-lg text-muted">
          Produits, pages de nos solutions, articles de conseils et questions fréquentes.
        </p>
        <div className="mt-8">
          <Suspense
            fallback={
              <div data-testid="site-search">
                <SearchField value="" />
                <div className="mt-10">
                  <SearchStart sections={mainSections} />
                </div>
              </div>
            }
          >
            <SiteSearch index={index} sections={mainSections} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
