import clsx from 'clsx';
import { blogCategories, type BlogCategory } from '@/lib/blog';
import { SearchIcon } from '@/components/ui/icons';

export type ChipValue = BlogCategory | (typeof blogCategories)[0];

/**
 * The blog search box and category chips. Without handlers (the server-rendered fallback shown before
 * JavaScript runs, and all a visitor without JavaScript sees, next to every article) they are disabled;
 * `BlogExplorer` passes the handlers. No event handler is attached then, so the server can render it.
 */
export function BlogFilterControls({
  query,
  category,
  onQueryChange,
  onCategoryChange,
  onSearch,
}: {
  query: string;
  category: ChipValue;
  onQueryChange?: (query: string) => void;
  onCategoryChange?: (category: ChipValue) => void;
  /** The visitor sent the query (Enter, the phone keyboard's « Rechercher »). */
  onSearch?: () => void;
}) {
  const interactive = Boolean(onQueryChange && onCategoryChange);
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between" data-testid="blog-filters">
      {/* Two by two on phones: four chips do not fit one line there, and a last chip alone looks orphaned. */}
      <div role="group" aria-label="Filtrer par catégorie" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {blogCategories.map((chip) => {
          const selected = chip === category;
          return (
            <button
              key={chip}
              type="button"
              aria-pressed={selected}
              disabled={!interactive}
              onClick={onCategoryChange ? () => onCategoryChange(chip) : undefined}
              className={clsx(
                'min-h-11 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5 duration-200 disabled:cursor-default',
                selected
                  ? 'border-anthracite bg-anthracite text-white'
                  : 'border-stone-dark bg-white text-anthracite enabled:hover:border-anthracite enabled:hover:bg-stone',
              )}
            >
              {chip}
            </button>
          );
        })}
      </div>
      <form
        role="search"
        aria-label="Articles du blog"
        className="relative w-full lg:max-w-sm"
        onSubmit={
          interactive
            ? (event) => {
                event.preventDefault();
                onSearch?.();
              }
            : undefined
        }
      >
        <label htmlFor="blog-search" className="sr-only">
          Rechercher des articles
        </label>
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
          width={20}
          height={20}
        />
        <input
          id="blog-search"
          type="search"
          name="q"
          placeholder="Rechercher des articles..."
          autoComplete="off"
          value={query}
          disabled={!interactive}
          readOnly={!interactive}
          onChange={onQueryChange ? (event) => onQueryChange(event.target.value) : undefined}
          className="h-12 w-full rounded-full border border-stone-dark bg-white pr-4 pl-12 text-base placeholder:text-muted focus:border-anthracite disabled:bg-white"
        />
        {/* Enter submits; the list already follows every keystroke, so the button stays out of sight. */}
        <button type="submit" hidden>
          Rechercher
        </button>
      </form>
    </div>
  );
}
