'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { isKind, type Kind } from '@/features/booking/words';
import type { Prefill } from './booking-answers';

/**
 * Reads `?demande=` in the browser, so that the page stays static, and the pre-fill parameters a link may carry
 * (the cancellation e-mail's « choisir un autre moment »: `type`, `bureau`, `nom`, `email`, `telephone`, `rue`,
 * `code_postal`, `localite`, the no-JS form's names).
 */
export function QueryFromUrl({
  onQuery,
}: {
  onQuery: (token: string | null, prefill: Prefill & { kind?: Kind }) => void;
}) {
  const params = useSearchParams();
  const query = params?.toString() ?? '';
  useEffect(() => {
    const read = new URLSearchParams(query);
    const token = read.get('demande');
    const text = (name: string, max = 300) => read.get(name)?.trim().slice(0, max) || undefined;
    const type = read.get('type');
    onQuery(token && token.length <= 200 ? token : null, {
      kind: isKind(type) ? type : undefined,
      office: text('bureau', 20),
      name: text('nom'),
      email: text('email'),
      phone: text('telephone'),
      street: text('rue'),
      postcode: text('code_postal', 10),
      town: text('localite'),
    });
  }, [query, onQuery]);
  return null;
}
