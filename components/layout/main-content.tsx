import clsx from 'clsx';
import type { ReactNode } from 'react';
import { DEFERRED_SECTIONS_CLASS } from '@/lib/deferred-sections.mjs';

/** The id of the page's <main>: the skip link's target, on the public site and in the back-office alike. */
const MAIN_ID = 'contenu';

/** First focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-anthracite px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Aller au contenu principal
    </a>
  );
}

/**
 * The page's <main>, the skip link's target (focusable by script, without an outline). `deferOffscreen`: its
 * sections after the first are laid out only once they near the screen (lib/deferred-sections.mjs).
 */
export function MainContent({ children, deferOffscreen = false }: { children: ReactNode; deferOffscreen?: boolean }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={clsx('flex-1 outline-none', deferOffscreen && DEFERRED_SECTIONS_CLASS)}>
      {children}
    </main>
  );
}
