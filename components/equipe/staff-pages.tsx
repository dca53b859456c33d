import Link from 'next/link';
import type { ReactNode } from 'react';
import { staffButton } from './staff-ui';

/** « ← Précédente », where the list is, « Suivante → »; a missing link keeps its place empty. */
export function StaffPages({
  previous,
  next,
  children,
}: {
  previous: string | null;
  next: string | null;
  children: ReactNode;
}) {
  const link = (href: string | null, text: string) =>
    href ? (
      <Link href={href} className={staffButton('secondary')}>
        {text}
      </Link>
    ) : (
      <span />
    );
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {link(previous, '← Précédente')}
      <span className="text-sm">{children}</span>
      {link(next, 'Suivante →')}
    </nav>
  );
}
