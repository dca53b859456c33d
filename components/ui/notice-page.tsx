import type { ReactNode } from 'react';
import { buttonClasses, ButtonLink } from '@/components/ui/button-link';

/**
 * The one-message pages opened from an e-mail (newsletter confirmation and unsubscription, reply
 * notices): a title, a text and, when there is something to do, a form whose button POSTs (a link
 * alone never changes anything: mail scanners open links).
 */
export function NoticePage({
  kicker,
  title,
  children,
  form,
  next,
}: {
  /** The line above the title: what the page is about (« Newsletter »). */
  kicker: string;
  title: string;
  children: ReactNode;
  form?: { action?: string; button: string; fields?: Record<string, string> };
  /** The way on, in place of « Retour à l’accueil ». */
  next?: ReactNode;
}) {
  return (
    <div className="bg-cream">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-24">
        <p className="text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">{kicker}</p>
        <h1 className="mt-3 text-display font-bold [overflow-wrap:anywhere]">{title}</h1>
        <div className="mt-6 space-y-4 text-lg text-muted">{children}</div>
        {form ? (
          // Without `action` the form posts to the page's own address, query string included (RFC 8058).
          <form method="post" action={form.action} className="mt-8" data-testid="notice-action">
            {Object.entries(form.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={buttonClasses('primary')}>
              {form.button}
            </button>
          </form>
        ) : (
          <div className="mt-8 flex flex-wrap gap-4">
            {next ?? (
              <ButtonLink href="/" variant="secondary">
                Retour à l’accueil
              </ButtonLink>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
