'use client';
import { useState, useSyncExternalStore } from 'react';
import { staffButton, staffInput } from '@/components/equipe/staff-ui';

const noChange = () => () => {};

/**
 * A calendar feed's secret address, in a read-only field to select and copy; once JavaScript runs, a button
 * copies it too and says so (role="status").
 */
export function BookingFeedAddress({ id, url }: { id: string; url: string }) {
  // False on the server and before hydration: the button appears only where it can work.
  const canCopy = useSyncExternalStore(
    noChange,
    () => Boolean(navigator.clipboard),
    () => false,
  );
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        Adresse de l’agenda (secrète)
      </label>
      <input
        id={id}
        readOnly
        value={url}
        className={`${staffInput} font-mono text-sm`}
        onFocus={(event) => event.currentTarget.select()}
      />
      {canCopy ? (
        <button
          type="button"
          className={staffButton('secondary')}
          onClick={async () => {
            await navigator.clipboard.writeText(url);
            setCopied(true);
          }}
        >
          Copier l’adresse
        </button>
      ) : null}
      <p role="status" className="text-sm text-muted">
        {copied ? 'Adresse copiée.' : ''}
      </p>
    </div>
  );
}
