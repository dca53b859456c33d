'use client';

import type { MouseEvent, ReactNode } from 'react';

/**
 * A share link that works as a plain link (new tab) without JavaScript and, with it, opens the network's
 * share page in a 600x400 window (spec section 2). The default is prevented only when the window opened,
 * so a blocked pop-up still falls back to the new tab; modified clicks are left to the browser.
 */
export function SharePopupLink({
  href,
  label,
  className,
  children,
}: {
  href: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - 600) / 2));
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - 400) / 2));
    const popup = window.open(
      href,
      'share',
      `width=600,height=400,left=${left},top=${top},scrollbars=yes,resizable=yes`,
    );
    if (popup) {
      popup.opener = null;
      event.preventDefault();
    }
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className={className}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
