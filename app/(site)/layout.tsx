import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Every public page: the site's header, footer and toaster around it (the back-office, app/equipe, has its own). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
