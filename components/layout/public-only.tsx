'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * The public site's header and footer, left out of the staff back-office (/equipe), which has its
 * own. One root layout serves both: splitting it would move every public route into a group.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return pathname === '/equipe' || pathname?.startsWith('/equipe/') ? null : children;
}
