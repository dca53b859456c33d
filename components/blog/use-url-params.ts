'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

type UrlParams<K extends string> = Readonly<Record<K, string>>;

function read<K extends string>(searchParams: URLSearchParams, keys: readonly K[]): UrlParams<K> {
  return Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as UrlParams<K>;
}

/** "q=pergola&categorie=Carport", empty values left out, in the order of `keys`. */
function toQueryString<K extends string>(values: UrlParams<K>, keys: readonly K[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    if (values[key]) params.set(key, values[key]);
  }
  return params.toString();
}

/**
 * Filter state kept in the URL so a filtered view can be shared: the values are read from the query string
 * on load, every change is written back with `router.replace` (no history entry), and a navigation from
 * elsewhere (the header search, a link) updates them. Local state answers keystrokes at once; the URL
 * follows, and the URL updates this component caused itself are recognised and not read back, so a fast
 * typist never sees an older value return.
 */
export function useUrlParams<K extends string>(
  /** A constant (module-level) list: it is an effect dependency. */
  keys: readonly K[],
): [UrlParams<K>, (next: UrlParams<K>) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [values, setValues] = useState<UrlParams<K>>(() => read(searchParams, keys));
  const pending = useRef<string[]>([]);
  const urlString = toQueryString(read(searchParams, keys), keys);

  useEffect(() => {
    const own = pending.current.indexOf(urlString);
    if (own !== -1) {
      pending.current = pending.current.slice(own + 1);
      return;
    }
    // A navigation this component did not make: the URL wins.
    const fromUrl = read(new URLSearchParams(urlString), keys);
    setValues((current) => (toQueryString(current, keys) === urlString ? current : fromUrl));
  }, [urlString, keys]);

  const update = useCallback(
    (next: UrlParams<K>) => {
      setValues(next);
      const query = toQueryString(next, keys);
      pending.current.push(query);
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [router, pathname, keys],
  );

  return [values, update];
}
