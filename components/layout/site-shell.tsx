import type { ReactNode } from 'react';
import { MainContent, SkipLink } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteToaster } from './site-toaster';
import { CallBar } from './call-bar';

/**
 * The public site around a page: skip link, header, main content, footer, the phone's call bar and the toaster. Used by
 * app/(site)/layout.tsx and by the 404 page, which Next renders outside that layout. The staff back-office
 * (app/equipe/layout.tsx) has its own.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <MainContent>{children}</MainContent>
      <SiteFooter />
      <CallBar />
      <SiteToaster />
    </>
  );
}
