'use client';

import clsx from 'clsx';
import { useCallback, useEffect, useRef } from 'react';
import { toast, Toaster } from 'sonner';
import { CloseIcon } from '@/components/ui/icons';
import { TOAST_OFFSET, TOAST_PHONE_OFFSET } from '@/components/forms/toast-clearance';

/**
 * The contact form's notifications (spec section 9): 5000 ms, top-right, newest on
 * top, a progress bar, click to dismiss, hover pauses, 1000 ms more once the pointer
 * leaves. They go to a second sonner <Toaster id="contact-form">; the site-wide one
 * (3000 ms, bottom-centre) stays as it is.
 *
 * sonner 2 gives: a separate toaster (`id` / `toasterId`), the position, newest-first
 * stacking, pausing while hovered (it resumes with the time left) and its own
 * enter/exit animation (about 400 ms, not configurable). It has no progress bar, no
 * click-to-dismiss and no "extended time" after hover, so each toast is a custom one
 * (`toast.custom`, duration Infinity for sonner) whose own timer does the spec's
 * behaviour: 5000 ms, paused on hover, then 1000 ms after the pointer leaves; the bar
 * shows the time left (Web Animations, smooth instead of the original 10 ms steps).
 */

const CONTACT_TOASTER_ID = 'contact-form';
const CONTACT_TOAST_DURATION = 5000;
const CONTACT_TOAST_EXTENDED = 1000;

type Kind = 'success' | 'error';
/** A link the toast offers (« Réserver une visite » after a sent request). */
type ToastAction = { href: string; label: string };

function ContactToast({
  id,
  kind,
  title,
  description,
  action,
}: {
  id: string | number;
  kind: Kind;
  title: string;
  description: string;
  action?: ToastAction;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const animation = useRef<Animation | null>(null);

  const dismiss = useCallback(() => toast.dismiss(id), [id]);

  const run = useCallback(
    (ms: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(dismiss, ms);
      animation.current?.cancel();
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      if (bar.current && typeof bar.current.animate === 'function' && !reduced) {
        const from = ms / CONTACT_TOAST_DURATION;
        animation.current = bar.current.animate([{ transform: `scaleX(${from})` }, { transform: 'scaleX(0)' }], {
          duration: ms,
          easing: 'linear',
          fill: 'forwards',
        });
      }
    },
    [dismiss],
  );

  useEffect(() => {
    run(CONTACT_TOAST_DURATION);
    return () => {
      window.clearTimeout(timer.current);
      animation.current?.cancel();
    };
  }, [run]);

  const pause = () => {
    window.clearTimeout(timer.current);
    animation.current?.pause();
  };

  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid="contact-toast"
      data-kind={kind}
      onPointerEnter={pause}
      onPointerLeave={() => run(CONTACT_TOAST_EXTENDED)}
      onClick={dismiss}
      className={clsx(
        'relative w-[var(--width,356px)] max-w-[calc(100vw-2rem)] cursor-pointer font-sans overflow-hidden rounded-card bg-white py-4 pr-12 pl-5 text-anthracite shadow-card ring-1',
        kind === 'success' ? 'ring-sage' : 'ring-error/40',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx('absolute inset-y-0 left-0 w-1.5', kind === 'success' ? 'bg-sage' : 'bg-error')}
      />
      <p className={clsx('font-bold', kind === 'error' && 'text-error-dark')}>{title}</p>
      <p className="mt-1 text-[0.95rem] leading-snug">{description}</p>
      {action ? (
        // A page of its own: the link leaves the page, and the toast's click-to-dismiss must not stop it.
        <a
          href={action.href}
          onClick={(event) => event.stopPropagation()}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
        >
          {action.label}
        </a>
      ) : null}
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          dismiss();
        }}
        aria-label="Fermer la notification"
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-stone hover:text-anthracite"
      >
        <CloseIcon width={18} height={18} />
      </button>
      <div
        ref={bar}
        aria-hidden="true"
        className={clsx(
          'absolute bottom-0 left-0 h-1 w-full origin-left',
          kind === 'success' ? 'bg-sage' : 'bg-error/70',
        )}
      />
    </div>
  );
}

/** Shows a contact-form notification (no duplicate prevention: every call shows one). */
export function showContactToast(kind: Kind, title: string, description: string, action?: ToastAction) {
  return toast.custom(
    (id) => <ContactToast id={id} kind={kind} title={title} description={description} action={action} />,
    {
      toasterId: CONTACT_TOASTER_ID,
      duration: Infinity,
    },
  );
}

/** Rendered by the contact form; the layout's SiteToaster keeps the site-wide defaults. */
export function ContactToaster() {
  return (
    <Toaster
      id={CONTACT_TOASTER_ID}
      position="top-right"
      expand
      visibleToasts={20}
      gap={12}
      duration={CONTACT_TOAST_DURATION}
      hotkey={[]}
      customAriaLabel="Notifications du formulaire de contact"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_PHONE_OFFSET}
    />
  );
}
