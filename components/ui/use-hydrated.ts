import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the server HTML and during hydration, true once React has attached the page's handlers.
 * Forms that only work with JavaScript keep their submit button disabled until then, so a click
 * before hydration does not send a native GET that would put the visitor's e-mail in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
