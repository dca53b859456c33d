import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';

/**
 * The html and body of every page: the root layout's (public site and back-office) and the 404 page's
 * (app/global-not-found.tsx, which Next renders without the root layout).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fr-CH" className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-cream font-sans text-anthracite antialiased">{children}</body>
    </html>
  );
}
