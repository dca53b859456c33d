import type { ReactNode } from 'react';
import type { Staff } from '@/lib/server/staff/session';
import { signOut } from '@/lib/server/staff/staff-actions';
import { ActionButton } from './staff-fields';
import { currentSection, StaffNavLinks } from './staff-nav-links';

/** The back-office frame: who is signed in, the sections, sign-out; then the page. */
export function StaffShell({ staff, path, children }: { staff: Staff; path: string; children: ReactNode }) {
  const current = currentSection(path);
  return (
    <div className="min-h-dvh bg-stone/40">
      <header className="bg-anthracite text-white">
        <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <p className="text-base font-semibold">
            Lumina Terrasses <span className="font-normal text-white/75">· Espace équipe</span>
          </p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="break-all text-white/85">{staff.email}</span>
            <ActionButton
              action={signOut}
              className="inline-flex min-h-11 items-center rounded-lg border border-white/40 px-3 font-semibold hover:bg-white hover:text-anthracite"
            >
              Se déconnecter
            </ActionButton>
          </div>
        </div>
        {/* On a phone the sections fold under « Menu » (a native <details>: no client code), so that the
            first screen shows the page's work; from lg up they are all in view. Only one is ever displayed. */}
        <details className="group mx-auto max-w-content px-2 pb-2 sm:px-4 lg:hidden">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 text-sm font-semibold hover:bg-white/10 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="transition-transform group-open:rotate-90">
              ▸
            </span>
            Menu
            {current ? <span className="font-normal text-white/75">· {current.label}</span> : null}
          </summary>
          <nav aria-label="Espace équipe" className="pt-1">
            <StaffNavLinks path={path} />
          </nav>
        </details>
        <nav aria-label="Espace équipe" className="mx-auto hidden max-w-content px-2 pb-2 sm:px-4 lg:block">
          <StaffNavLinks path={path} />
        </nav>
      </header>
      <div className="mx-auto max-w-content px-4 py-6 sm:px-6 sm:py-8">{children}</div>
    </div>
  );
}
