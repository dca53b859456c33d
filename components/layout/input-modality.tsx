'use client';

import { useEffect } from 'react';

/**
 * Tells the stylesheet whether the visitor last used a pointer or the keyboard (`<html data-input>`), so that the
 * focus ring shows only for keyboard focus in every engine. `:focus-visible` alone is not enough: WebKit takes the
 * focus a script gives after a click (a dialog opened by showModal(), its first button) for keyboard focus and
 * draws the ring there; Chromium and Firefox do not.
 */
export function InputModality() {
  useEffect(() => {
    const root = document.documentElement;
    const pointer = () => (root.dataset.input = 'pointer');
    const keyboard = (event: KeyboardEvent) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) root.dataset.input = 'keyboard';
    };
    window.addEventListener('pointerdown', pointer, true);
    window.addEventListener('keydown', keyboard, true);
    return () => {
      window.removeEventListener('pointerdown', pointer, true);
      window.removeEventListener('keydown', keyboard, true);
    };
  }, []);
  return null;
}
