import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { MainContent, SkipLink } from '@/components/layout/main-content';

/**
 * The staff back-office: rendered per request, never indexed (robots.txt disallows it too), never cached.
 * Without the public site's header, footer and toaster (app/(site)/layout.tsx).
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Espace équipe', template: '%s | Espace équipe' },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <MainContent>{children}</MainContent>
    </>
  );
}
