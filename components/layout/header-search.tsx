'use client';

import { useRouter } from 'next/navigation';
import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons';

/**
 * Spec section 4: the icon toggles the field; opening focuses it, closing clears it;
 * blur closes and clears; Enter with a non-blank query closes it and opens /rechercher.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const inputId = useId();

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const toggle = () => {
    if (open) {
      close();
    } else {
      setOpen(true);
      // The input is rendered visible in this same commit; focus it right after.
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    close();
    router.push(`/rechercher?q=${encodeURIComponent(q)}`);
  };

  return (
    <form role="search" action="/rechercher" onSubmit={onSubmit} className="relative flex items-center">
      <label htmlFor={inputId} className="sr-only">
        Rechercher sur le site
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        placeholder="Rechercher..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onBlur={(event) => {
          // Clicking the toggle button blurs the field first: let the button handle it.
          const toToggle =
            event.relatedTarget instanceof HTMLElement && event.relatedTarget.hasAttribute('data-search-toggle');
          if (!toToggle) close();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        className={clsx(
          // Laid over the navigation, to the left of the icon, so opening it never reflows the header.
          'absolute top-1/2 right-12 h-11 -translate-y-1/2 rounded-full border border-stone-dark bg-white text-base shadow-card duration-300',
          // Visibility switches at once on opening (so the field can take focus) and after the slide on closing.
          open
            ? 'visible w-44 px-4 opacity-100 transition-[width,opacity,padding] sm:w-56'
            : 'invisible w-0 border-transparent px-0 opacity-0 transition-[width,opacity,padding,visibility]',
        )}
      />
      {/* Enter in the field submits; the visible icon only opens and closes the field. */}
      <button type="submit" hidden>
        Rechercher
      </button>
      <button
        type="button"
        data-search-toggle=""
        onClick={toggle}
        aria-expanded={open}
        aria-label={open ? 'Fermer la recherche' : 'Ouvrir la recherche'}
        className="ml-1 inline-flex size-11 items-center justify-center rounded-full hover:bg-stone"
      >
        <SearchIcon />
      </button>
    </form>
  );
}
