import type { ReactNode } from 'react';
import { siteMetadata, siteViewport } from '@/lib/seo';
import { SiteDocument } from '@/components/layout/site-document';
import { inter } from './fonts';
import './globals.css';

/**
 * The document shared by the public site (app/(site)/layout.tsx: header, footer, toaster) and the staff
 * back-office (app/equipe/layout.tsx): html and body with the font, and the site-wide metadata. No client component.
 */
export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument fontClassName={inter.variable}>{children}</SiteDocument>;
}
