import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import { site } from '@/content/site';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteToaster } from '@/components/layout/site-toaster';
import { PublicOnly } from '@/components/layout/public-only';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: '#2b3034',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr-CH" className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-cream font-sans text-anthracite antialiased">
        <a
          href="#contenu"
          className="sr-only z-50 rounded-md bg-anthracite px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Aller au contenu principal
        </a>
        <PublicOnly>
          <SiteHeader />
        </PublicOnly>
        <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <PublicOnly>
          <SiteFooter />
        </PublicOnly>
        <SiteToaster />
      </body>
    </html>
  );
}
