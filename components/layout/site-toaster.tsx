'use client';

import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';

/** The first user input of the page: every toast of the site follows one (a click, a key, a submit). */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/**
 * Mounted once in the public site's shell (components/layout/site-shell.tsx). Site-wide toasts: 3000 ms,
 * bottom-centre (spec section 9); the contact form passes its own duration and position.
 *
 * sonner's <Toaster> is loaded lazily, at the first user input of the page, so that pages
 * without any toast (home, categories ...) do not download, parse and hydrate it (about
 * 12 KB gzip, see bench/results.md). No toast is lost: sonner keeps every toast created
 * before a <Toaster> subscribes and replays the active ones when it mounts
 * (`Observer.subscribe` in node_modules/sonner/dist/index.mjs), so a toast requested while
 * the chunk is still loading appears as soon as it has loaded. Components keep calling
 * `toast()` from 'sonner' as before.
 *
 * Being the shell's one client component on every public page, it also notes the visit's source in the
 * tab's sessionStorage and holds the site's one click listener on phone and e-mail links, instead
 * of client boundaries of their own. Their code (lib/visit-signals.ts) loads once the page is idle, outside
 * the first-load JS; the address and referrer are read at load, so a quick client navigation loses nothing,
 * and a click in the few milliseconds before the listener is there is simply not counted.
 */
export function SiteToaster() {
  const [Toaster, setToaster] = useState<typeof SonnerToaster | null>(null);

  useEffect(() => {
    const page = { href: location.href, referrer: document.referrer };
    let active = true;
    let stopCounting = () => {};
    const timer = setTimeout(() => {
      void import('@/lib/visit-signals').then((signals) => {
        signals.rememberVisitSource(page);
        if (active) stopCounting = signals.countContactClicks();
      });
    });
    return () => {
      active = false;
      clearTimeout(timer);
      stopCounting();
    };
  }, []);

  useEffect(() => {
    let active = true;
    const stopListening = () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, load, true);
    };
    function load() {
      stopListening();
      void import('sonner').then((sonner) => {
        if (active) setToaster(() => sonner.Toaster);
      });
    }
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      active = false;
      stopListening();
    };
  }, []);

  if (!Toaster) return null;
  return (
    <Toaster
      position="bottom-center"
      duration={3000}
      visibleToasts={9}
      closeButton={false}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
