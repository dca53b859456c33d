import clsx from 'clsx';
import type { ReactNode } from 'react';

/** Small building blocks of the back-office, on the site's design tokens (app/globals.css). */

export const staffButton = (variant: 'primary' | 'secondary' | 'danger' = 'primary', className?: string) =>
  clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60',
    variant === 'primary' && 'bg-copper-dark text-white hover:bg-copper-deep',
    variant === 'secondary' && 'border border-anthracite/30 bg-white text-anthracite hover:border-anthracite',
    variant === 'danger' && 'border border-error bg-white text-error-dark hover:bg-error hover:text-white',
    className,
  );

export const staffInput =
  'block min-h-11 w-full rounded-lg border border-stone-dark bg-white px-3 py-2 text-base text-anthracite placeholder:text-muted focus-visible:border-copper';

export const staffLabel = 'mb-1 block text-sm font-semibold';

export function StaffCard({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section
      id={id}
      aria-labelledby={title && id ? `${id}-titre` : undefined}
      className="rounded-card bg-white p-4 shadow-card sm:p-6"
    >
      {title ? (
        <h2 id={id ? `${id}-titre` : undefined} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

export function StaffTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{children}</h1>
      {aside}
    </div>
  );
}

/** A plain notice: `warning` for what needs action, `done` for the result of an action. */
export function Notice({ tone, children }: { tone: 'warning' | 'done' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'warning' ? 'alert' : 'status'}
      className={clsx(
        'mb-4 rounded-lg border-l-4 px-4 py-3 text-sm',
        tone === 'warning' && 'border-error bg-white text-error-dark',
        tone === 'done' && 'border-sage bg-white',
        tone === 'info' && 'border-sky bg-white',
      )}
    >
      {children}
    </div>
  );
}

/** A record's facts, each label beside its value (« — » when empty), then the message the visitor wrote. */
export function FactsAndMessage({
  facts,
  message,
  messageTestId,
}: {
  facts: readonly (readonly [string, ReactNode])[];
  message: string;
  messageTestId?: string;
}) {
  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="break-words">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 mb-1 text-sm font-semibold text-muted">Message</h3>
      <p data-testid={messageTestId} className="rounded-lg bg-cream p-3 break-words whitespace-pre-wrap">
        {message}
      </p>
    </>
  );
}
