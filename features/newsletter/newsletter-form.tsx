'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';
import { newsletterSignup } from '@/content/newsletter';

/**
 * Footer newsletter: an empty value is ignored silently (no call, no message); an
 * invalid address gets an error toast; a valid one is POSTed to /api/newsletter, which
 * e-mails a confirmation link to the address (double opt-in): a toast says so, and a message
 * stays where the field was. What a send does is loaded when the visitor sends (ui/newsletter-form-send.ts).
 */
export function NewsletterForm() {
  const [sending, setSending] = useState(false);
  // Once a request is sent, a lasting message stands where the field was, until another address is asked for.
  const [sent, setSent] = useState(false);
  const inFlight = useRef(false);
  const hydrated = useHydrated();
  const inputId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: an address typed before hydration counts too.
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    if (inFlight.current || !email.trim()) return;
    inFlight.current = true;
    try {
      const { sendNewsletterSignup } = await import('./ui/newsletter-form-send');
      if (await sendNewsletterSignup(form, email, () => setSending(true))) setSent(true);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div
        role="status"
        className="mt-5 max-w-sm rounded-2xl bg-white/10 p-4 ring-1 ring-white/25"
        data-testid="newsletter-sent"
      >
        <p className="font-semibold text-white">{newsletterSignup.sentMessage}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mt-2 min-h-11 text-sm font-semibold text-stone underline underline-offset-4 hover:text-white"
        >
          Inscrire une autre adresse
        </button>
      </div>
    );
  }

  return (
    // Without script the browser checks the address and posts the form itself (the API answers with a page).
    <form
      action="/api/newsletter"
      method="post"
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-busy={sending}
      className="mt-5 flex max-w-sm items-center rounded-full bg-white/10 p-1 ring-1 ring-white/25 focus-within:ring-2 focus-within:ring-copper"
    >
      <label htmlFor={inputId} className="sr-only">
        Votre adresse e-mail
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        required
        placeholder="E-mail"
        maxLength={254}
        className="h-11 min-w-0 flex-1 bg-transparent px-4 text-white placeholder:text-stone/80 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={newsletterSignup.buttonLabel}
        aria-disabled={sending || undefined}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-copper-dark text-white hover:bg-copper-deep"
      >
        <ArrowRightIcon />
      </button>
    </form>
  );
}
