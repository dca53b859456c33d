import { Fragment } from 'react';
import Link from 'next/link';

type Crumb = { name: string; path: string };

const linkClass = 'inline-flex min-h-11 items-center underline-offset-4 hover:text-copper-dark hover:underline';

/**
 * The visible breadcrumb: a link for each crumb, then the current page (the last crumb). Pages give it the
 * list they give breadcrumbJsonLd, so both say the same. A long current title (an article's) can be left
 * out on phones, with the separator before it: `currentOnPhone={false}`.
 */
export function Breadcrumb({ crumbs, currentOnPhone = true }: { crumbs: readonly Crumb[]; currentOnPhone?: boolean }) {
  const links = crumbs.slice(0, -1);
  const current = crumbs.at(-1);
  return (
    <nav aria-label="Fil d’Ariane" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2">
        {links.map((crumb, index) => (
          <Fragment key={crumb.path}>
            <li>
              <Link href={crumb.path} className={linkClass}>
                {crumb.name}
              </Link>
            </li>
            <li
              aria-hidden="true"
              className={index === links.length - 1 && !currentOnPhone ? 'hidden sm:block' : undefined}
            >
              /
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className={currentOnPhone ? undefined : 'hidden min-w-0 sm:block'}>
          {current?.name}
        </li>
      </ol>
    </nav>
  );
}
