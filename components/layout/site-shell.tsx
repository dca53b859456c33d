import type { ReactNode } from 'react';
import { MainContent, SkipLink } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteToaster } from './site-toaster';
import { CallBar } from './call-bar';
import { AnalyticsScript } from './analytics-script';
import { InputModality } from './input-modality';

/**
 * The public site around a page: skip link, header, main content, footer, the phone's call bar, the toaster and the
 * optional analytics script. Used by app/(site)/layout.tsx and by the 404 page, which Next renders outside that
 * layout. The staff back-office (app/equipe/layout.tsx) has its own, without analytics.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <MainContent deferOffscreen>{children}</MainContent>
      <SiteFooter />
      <CallBar />
      <SiteToaster />
      <AnalyticsScript />
      <InputModality />
    </>
  );
}
