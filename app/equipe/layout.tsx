import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** The staff back-office: rendered per request, never indexed (robots.txt disallows it too), never cached. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Espace équipe', template: '%s | Espace équipe' },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return children;
}
