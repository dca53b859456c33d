import type { ReactNode } from 'react';
import { staffButton } from './staff-ui';

/**
 * « ← Précédente », where the list is, « Suivante → »; a missing link keeps its place empty. Plain links,
 * as everywhere in the back-office: each page is rendered anew on the server, no client router needed.
 */
export function StaffPages({
  previous,
  next,
  labels = ['← Précédente', 'Suivante →'],
  children,
}: {
  previous: string | null;
  next: string | null;
  labels?: readonly [string, string];
  children: ReactNode;
}) {
  const link = (href: string | null, text: string) =>
    href ? (
      <a href={href} className={staffButton('secondary')}>
        {text}
      </a>
    ) : (
      <span />
    );
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {link(previous, labels[0])}
      <span className="text-sm">{children}</span>
      {link(next, labels[1])}
    </nav>
  );
}
