import clsx from 'clsx';
import { STAFF_NAV } from './staff-nav';

/**
 * The sections, the current one marked: rendered on the server from the address proxy.ts passes on
 * (plain links: every back-office page is a full, dynamic page, so no client code is needed here).
 */
export function StaffNavLinks({ path }: { path: string }) {
  const current = currentSection(path);
  return (
    <ul className="flex flex-wrap gap-1">
      {STAFF_NAV.map((item) => {
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={item === current ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors',
                item === current ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10 hover:text-white',
              )}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The section the address belongs to: /equipe only for itself, the others for their sub-pages too. */
export function currentSection(path: string) {
  return STAFF_NAV.find((item) => (item.href === '/equipe' ? path === '/equipe' : path.startsWith(item.href)));
}
