import type { ReactNode } from 'react';

/** The frame of the pages seen before signing in (sign-in, password link). */
export function StaffDoor({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-start justify-center bg-stone/40 px-4 py-12 sm:items-center">
      <div className="w-full max-w-sm rounded-card bg-cream p-6 shadow-card sm:p-8">
        <p className="text-sm font-semibold text-muted">Lumina Terrasses · Espace équipe</p>
        <h1 className="mt-1 mb-6 text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </div>
    </div>
  );
}
