'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

const buttonClass =
  'inline-flex min-h-11 items-center rounded-full border border-stone-dark bg-white px-4 text-sm font-semibold text-anthracite transition-colors duration-200 hover:border-anthracite hover:bg-anthracite hover:text-white';

/**
 * The phone's own share sheet (`navigator.share`, shown only where the browser has one) and « Copier le
 * lien », beside the article's share links; what happened is said in place (aria-live), no toast.
 */
export function ShareDevice({ url, title }: { url: string; title: string }) {
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === 'function';
  const [said, setSaid] = useState('');

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: nothing to report.
      if ((error as Error)?.name !== 'AbortError') console.error('Erreur lors du partage:', error);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Lien copié.');
    } catch {
      setSaid('Copie impossible\u00a0: copiez l’adresse depuis la barre du navigateur.');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {canShare ? (
        <button type="button" onClick={share} className={buttonClass}>
          Partager…
        </button>
      ) : null}
      <button type="button" onClick={copy} className={buttonClass}>
        Copier le lien
      </button>
      <span aria-live="polite" className="text-sm text-muted" data-testid="share-copied">
        {said}
      </span>
    </div>
  );
}
