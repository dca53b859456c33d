'use client';

import { notify } from '@/lib/notify';

/**
 * Spec: the device share sheet with the hero title, subtitle and current address;
 * otherwise the address is copied to the clipboard and confirmed by a toast.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Closing the share sheet rejects with AbortError: not a failure worth reporting.
        if ((error as Error)?.name !== 'AbortError') console.error('Erreur lors du partage:', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.error('Erreur lors de la copie:', error);
      void notify('error', 'Impossible de copier le lien. Copiez l’adresse depuis la barre du navigateur.');
      return;
    }
    void notify('success', 'Lien copié dans le presse-papiers\u00a0!');
  };

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-anthracite px-6 py-3 font-semibold transition-colors hover:bg-anthracite hover:text-white"
    >
      <svg
        viewBox="0 0 24 24"
        width={20}
        height={20}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        aria-hidden="true"
      >
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
      Partager
    </button>
  );
}
