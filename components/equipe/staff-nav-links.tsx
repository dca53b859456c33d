'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import clsx from 'clsx';
import { STAFF_NAV } from './staff-nav';

export function StaffNavLinks() {
  const pathname = usePathname();
  return (
    <ul className="flex flex-wrap gap-1">
      {STAFF_NAV.map((item) => {
        const current = item.href === '/equipe' ? pathname === '/equipe' : pathname?.startsWith(item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors',
                current ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10 hover:text-white',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
