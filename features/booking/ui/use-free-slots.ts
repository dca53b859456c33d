'use client';

import { useCallback, useEffect, useState } from 'react';
import type { OfficeKey } from '@/content/office-hours';
import type { Kind } from '@/features/booking/words';
import { readSlotsAnswer, type Prefill } from './booking-answers';
import type { LoadedSlots, Slots } from './slots-state';

export const SLOTS_ERROR = 'Les créneaux n’ont pas pu être chargés. Veuillez réessayer dans un instant.';

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message.slice(0, 300)
    : null;

/**
 * The free slots of an office and kind from GET /api/rendez-vous/creneaux, asked again when either changes or
 * the visitor retries. The first request carries the link's token (`undefined` until the query was read), whose
 * answer brings the quote request's contact; a token refused (forged, expired) is said once and dropped.
 */
export function useFreeSlots({
  office,
  kind,
  onPrefill,
}: {
  office: OfficeKey;
  kind: Kind;
  onPrefill: (prefill: Prefill) => void;
}) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [tokenNotice, setTokenNotice] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  // The slots answer the request they came for: any other (office, kind, token, retry) is still loading.
  const request = token === undefined ? null : `${office} ${kind} ${token ?? ''} ${reload}`;
  const [loaded, setLoaded] = useState<{ request: string; slots: LoadedSlots } | null>(null);
  const slots: Slots =
    request === null ? { state: 'waiting' } : loaded?.request === request ? loaded.slots : { state: 'loading' };

  useEffect(() => {
    if (token === undefined || request === null) return;
    const controller = new AbortController();
    const done = (slots: LoadedSlots) => setLoaded({ request, slots });
    const query = new URLSearchParams({ bureau: office, type: kind });
    if (token) query.set('demande', token);
    fetch(`/api/rendez-vous/creneaux?${query.toString()}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        const answer = response.ok ? readSlotsAnswer(body) : null;
        if (answer) {
          done({ state: 'ready', days: answer.days });
          if (answer.prefill) onPrefill(answer.prefill);
          return;
        }
        const message = messageOf(body);
        if (token && (response.status === 400 || response.status === 410) && message) {
          setTokenNotice(message);
          setToken(null);
          return;
        }
        done({ state: 'error', message: message ?? SLOTS_ERROR });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Erreur lors du chargement des créneaux:', error);
        done({ state: 'error', message: SLOTS_ERROR });
      });
    return () => controller.abort();
  }, [request, token, office, kind, onPrefill]);

  /** The query's token, taken once: later links do not replace it. */
  const takeToken = useCallback(
    (value: string | null) => setToken((current) => (current === undefined ? value : current)),
    [],
  );
  /** The booking API refused the token: the visitor books without it. */
  const dropToken = useCallback(() => setToken(null), []);
  const retry = useCallback(() => setReload((count) => count + 1), []);
  return { slots, token, tokenNotice, takeToken, dropToken, retry };
}
