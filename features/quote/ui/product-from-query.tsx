'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { parseEstimateParams, type CarriedQuote } from '@/lib/estimate-params';
import { quoteParams } from '@/lib/quote-context';

/**
 * Reads `?produit=` and what the estimator carries (lib/estimate-params.ts) on the client, so the page
 * itself stays statically generated: from the URL, or from the tab when a plain link led here
 * (lib/quote-context.ts).
 */
export function ProductFromQuery({
  names,
  onProduct,
  onCarried,
}: {
  names: Readonly<Record<string, string>>;
  onProduct: (key: string, name: string) => void;
  onCarried: (carried: CarriedQuote) => void;
}) {
  const params = useSearchParams();
  const query = params?.toString() ?? '';
  useEffect(() => {
    const search = quoteParams(new URLSearchParams(query));
    const key = search.get('produit');
    const name = key && Object.hasOwn(names, key) ? names[key] : undefined;
    if (key && name) onProduct(key, name);
    onCarried(parseEstimateParams(search));
  }, [query, names, onProduct, onCarried]);
  return null;
}
