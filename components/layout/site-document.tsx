import type { ReactNode } from 'react';

/**
 * The html and body of every page: the root layout's (public site and back-office) and the 404 page's
 * (app/global-not-found.tsx, which Next renders without the root layout). `fontClassName`: the font's CSS variable
 * (app/fonts.ts, next/font).
 */
export function SiteDocument({ fontClassName, children }: { fontClassName: string; children: ReactNode }) {
  return (
    <html lang="fr-CH" className={fontClassName}>
      <body className="flex min-h-dvh flex-col bg-cream font-sans text-anthracite antialiased">{children}</body>
    </html>
  );
}
