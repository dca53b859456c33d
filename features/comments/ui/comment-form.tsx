'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSubmitGuard } from '@/components/forms/use-submit-guard';
import { buttonClasses } from '@/components/ui/button-link';
import { COMMENT_LIMITS as LIMITS } from '@/lib/contact-rules';
import { notify } from '@/lib/notify';
import { forgetDraft, readDraft, saveDraft } from '@/lib/tab-draft';
import { CommentSent, type SentComment } from './comment-sent';

/** Where the script posts, and the form itself without script. */
const COMMENTS_API = '/api/comments';

const FIELDS = ['nom', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;
/** The draft holds the typed fields and the box; never the honeypot. */
const DRAFTED = [...FIELDS, 'notifyReply'] as const;
const draftName = (articleSlug: string) => `commentaire:${articleSlug}`;
export const COMMENT_ERROR_FALLBACK = 'Une erreur est survenue lors de l’envoi du commentaire. Veuillez réessayer.';

/** A field's value as the draft keeps it (a ticked box is 'on', as the form sends it). */
function draftValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked ? 'on' : '';
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
}

/**
 * Article comment form (Nom, E-mail, Message, Envoyer): posts JSON to /api/comments, or, without script, the
 * form itself (answered by a page, /commentaires/envoi). `website` is a
 * honeypot hidden from people and assistive technologies; a robot filling it is refused by the server.
 * What is typed is kept in the tab (lib/tab-draft.ts, one draft per article) through a reload or a detour,
 * and forgotten once the comment is accepted. Success clears the message only: the name, the address and the
 * reply wish stay for a second comment, and a lasting answer (CommentSent) says what happens next. A failure
 * keeps everything. A second submit while sending is ignored. The fields are read from the form itself when
 * it is sent, so text typed before hydration counts.
 */
export function CommentForm({ articleSlug }: { articleSlug: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting: sending, guarded } = useSubmitGuard();
  const [sent, setSent] = useState<SentComment | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const draft = draftName(articleSlug);

  // Restored once the page is live; a field already holding text (typed before hydration) keeps it.
  useEffect(() => {
    const form = formRef.current;
    const kept = readDraft(draft);
    if (!form || !kept) return;
    for (const name of DRAFTED) {
      const element = form.elements.namedItem(name);
      const value = kept[name];
      if (!value) continue;
      if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === 'on';
      else if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && !element.value) {
        element.value = value;
      }
    }
  }, [draft]);

  // The answer is shown below the button; on a short screen it is scrolled up into view, clear of the call bar.
  useEffect(() => {
    if (!sent) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sentRef.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [sent]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    saveDraft(draft, Object.fromEntries(DRAFTED.map((name) => [name, draftValue(form, name)])));
    const name = (event.target as HTMLInputElement).name as Field;
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void guarded(() => send(form));
  };
  const send = async (form: HTMLFormElement) => {
    setSent(null);
    try {
      const { sendComment } = await import('./comment-form-send');
      const outcome = await sendComment(form, articleSlug, FIELDS);
      if ('errors' in outcome) {
        setErrors(outcome.errors);
        void notify('error', 'Erreur', { description: outcome.message || COMMENT_ERROR_FALLBACK });
        return;
      }
      forgetDraft(draft);
      (form.elements.namedItem('message') as HTMLTextAreaElement).value = '';
      setErrors({});
      setSent(outcome.sent);
    } catch (error) {
      console.error('Erreur lors de l’envoi du commentaire:', error);
      void notify('error', 'Erreur', { description: COMMENT_ERROR_FALLBACK });
    }
  };

  const field = (key: Field) => ({
    id: `${id}-${key}`,
    name: key,
    required: true,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
    className:
      'w-full rounded-lg border border-stone-dark bg-white px-4 py-3 text-base text-anthracite placeholder:text-muted focus:border-anthracite aria-[invalid=true]:border-copper-deep',
  });
  const errorOf = (key: Field) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1.5 text-sm font-medium text-copper-deep">
        {errors[key]}
      </p>
    ) : null;
  const label = (key: Field, text: string) => (
    <label htmlFor={`${id}-${key}`} className="mb-1.5 block font-semibold">
      {text}
    </label>
  );

  return (
    // Without script the browser checks the fields and posts the form itself (the API answers with a page).
    <form
      ref={formRef}
      action={COMMENTS_API}
      method="post"
      onSubmit={onSubmit}
      onChange={onChange}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-describedby={`${id}-help`}
      data-testid="comment-form"
    >
      <p className="text-sm text-muted sm:col-span-2">Tous les champs sont obligatoires.</p>
      <input type="hidden" name="articleSlug" value={articleSlug} />
      <div>
        {label('nom', 'Nom')}
        <input type="text" autoComplete="name" maxLength={LIMITS.nom} {...field('nom')} />
        {errorOf('nom')}
      </div>
      <div>
        {label('email', 'E-mail')}
        <input type="email" autoComplete="email" maxLength={LIMITS.email} {...field('email')} />
        {errorOf('email')}
      </div>
      <div className="sm:col-span-2">
        {label('message', 'Message')}
        <textarea rows={6} maxLength={LIMITS.message} {...field('message')} />
        {errorOf('message')}
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold sm:col-span-2">
        <input type="checkbox" name="notifyReply" className="size-5 shrink-0 accent-copper-dark" />
        <span>
          Me prévenir d’une réponse{' '}
          <span className="font-normal text-muted">(un e-mail quand nous répondons, rien d’autre)</span>
        </span>
      </label>
      {/* Honeypot: out of sight, out of the tab order and of the accessibility tree. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Site web (laisser vide)</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start sm:justify-between">
        <p id={`${id}-help`} className="max-w-xl text-sm text-muted">
          Tous les commentaires sont modérés avant publication. Ce formulaire est protégé contre les envois automatisés
          par un champ anti-robot et une limitation du nombre d’envois. Vos données sont traitées selon notre{' '}
          <Link
            href="/politique-confidentialite"
            className="font-semibold text-copper-dark underline underline-offset-4"
          >
            politique de confidentialité
          </Link>{' '}
          et nos{' '}
          <Link href="/mentions-legales" className="font-semibold text-copper-dark underline underline-offset-4">
            mentions légales
          </Link>
          .
        </p>
        <button
          type="submit"
          disabled={sending}
          className={buttonClasses('primary', 'shrink-0 disabled:cursor-not-allowed disabled:bg-muted')}
        >
          {sending ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
              Envoi en cours...
            </>
          ) : (
            'Envoyer'
          )}
        </button>
      </div>
      {/* Below the button pressed, where the visitor is looking; a live region present from the start. */}
      <div
        ref={sentRef}
        role="status"
        data-testid="comment-sent"
        className="scroll-mb-24 empty:hidden sm:col-span-2 lg:scroll-mb-4"
      >
        {sent ? <CommentSent sent={sent} /> : null}
      </div>
    </form>
  );
}
