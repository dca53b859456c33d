'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import clsx from 'clsx';
import { highlightParts, search, type MatchRange, type SearchDoc, type SearchType } from '@/lib/search';
import { useUrlParams } from '@/components/blog/use-url-params';
import { buttonClasses } from '@/components/ui/button-link';
import { SectionLinks } from '@/components/layout/section-links';
import type { MainSection } from '@/lib/main-sections';
import { SearchField, SearchStart } from './search-start';

const PARAMS = ['q'] as const;
const PAGE_SIZE = 20;

const badgeClass: Record<SearchType, string> = {
  product: 'bg-copper-dark text-white',
  category: 'bg-anthracite text-white',
  article: 'bg-sage text-anthracite',
  faq: 'bg-sky text-anthracite',
};

function Highlighted({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) {
  return (
    <>
      {highlightParts(text, ranges).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-copper/20 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * Site search: reads ?q=, searches the index built at build time (accents and case ignored, every word
 * required, title hits first), highlights the matches and keeps the URL in step with the field.
 */
export function SiteSearch({ index, sections }: { index: readonly SearchDoc[]; sections: readonly MainSection[] }) {
  const [params, setParams] = useUrlParams(PARAMS);
  const query = params.q;
  const trimmed = query.trim();
  const results = useMemo(() => search(index, trimmed), [index, trimmed]);
  const [shown, setShown] = useState({ query: trimmed, count: PAGE_SIZE });
  const limit = shown.query === trimmed ? shown.count : PAGE_SIZE;
  const announcement = !trimmed
    ? ''
    : results.length === 0
      ? `Aucun résultat pour «\u00a0${trimmed}\u00a0»`
      : `${results.length}\u00a0résultat${results.length > 1 ? 's' : ''} pour «\u00a0${trimmed}\u00a0»`;

  return (
    <div data-testid="site-search" data-hydrated="true">
      <SearchField value={query} onChange={(q) => setParams({ q })} onSubmit={() => setParams({ q: trimmed })} />
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="mt-10">
        {!trimmed ? (
          <SearchStart sections={sections} />
        ) : results.length === 0 ? (
          <div data-testid="search-empty">
            <h2 className="text-h3 font-bold">{announcement}</h2>
            <p className="mt-3 max-w-prose text-muted">
              Vérifiez l’orthographe, essayez un terme plus général ou moins de mots, ou parcourez nos rubriques&nbsp;:
              nos conseillers répondent aussi à vos questions par téléphone et par e-mail.
            </p>
            <SectionLinks sections={sections} />
          </div>
        ) : (
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="text-lg font-semibold" data-testid="search-count">
              {announcement}
            </h2>
            <ol className="mt-6 space-y-4" data-testid="search-results">
              {results.slice(0, limit).map((result) => (
                <li
                  key={`${result.type}:${result.url}:${result.title}`}
                  data-testid="search-result"
                  data-type={result.type}
                >
                  <article className="relative rounded-card bg-white p-5 shadow-card transition-shadow duration-200 focus-within:shadow-lg hover:shadow-lg sm:p-6">
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                      <span
                        className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', badgeClass[result.type])}
                      >
                        {result.typeLabel}
                      </span>
                      {result.context ? <span>{result.context}</span> : null}
                    </p>
                    <h3 className="mt-2 text-h3 font-bold">
                      <Link
                        href={result.url}
                        className="after:absolute after:inset-0 after:rounded-card hover:text-copper-dark"
                      >
                        <Highlighted text={result.title} ranges={result.titleMatches} />
                      </Link>
                    </h3>
                    <p className="mt-2 text-muted">
                      <Highlighted text={result.snippet} ranges={result.snippetMatches} />
                    </p>
                  </article>
                </li>
              ))}
            </ol>
            {results.length > limit ? (
              <div className="mt-8 text-center">
                <button
                  type="button"
                  className={buttonClasses('secondary')}
                  onClick={() => setShown({ query: trimmed, count: limit + PAGE_SIZE })}
                >
                  Afficher plus de résultats ({results.length - limit} restants)
                </button>
              </div>
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}
