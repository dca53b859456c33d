'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DropdownCategory, NavLink } from '@/content/schema';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';

const focusableSelector = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/**
 * Phone navigation: a panel sliding in from the right and filling the screen below the header, titled 'Menu', with a
 * collapsible solutions submenu. Overlay, close button, Escape or any link closes
 * both; focus stays inside while open and returns to the hamburger afterwards.
 */
export function MobileMenu({
  links,
  categories,
}: {
  links: readonly NavLink[];
  categories: readonly DropdownCategory[];
}) {
  const [open, setOpen] = useState(false);
  const [submenuOpen, setSubmenuOpen] = useState(false);
  // The panel opens below the header, whose height depends on the header's own layout: measured at opening.
  const [top, setTop] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const submenuId = useId();

  const close = useCallback(() => {
    setOpen(false);
    setSubmenuOpen(false);
    openerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const linkClass = 'flex min-h-12 items-center rounded-md px-3 text-lg font-semibold hover:bg-stone';

  return (
    <div className="lg:hidden">
      <button
        ref={openerRef}
        type="button"
        onClick={(event) => {
          setTop(event.currentTarget.closest('header')?.getBoundingClientRect().bottom ?? 0);
          setOpen(true);
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label="Ouvrir le menu"
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-stone"
      >
        <MenuIcon />
      </button>
      <div
        data-testid="mobile-menu-overlay"
        aria-hidden="true"
        onClick={close}
        className={clsx(
          'fixed inset-0 z-40 bg-anthracite/50 transition-opacity duration-300',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      {/* A clipping frame below the header: the panel parked off-screen must not widen the page. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 overflow-hidden" style={{ top }}>
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          className={clsx(
            'pointer-events-auto absolute inset-0 flex flex-col overflow-y-auto overscroll-contain bg-cream duration-300 ease-out',
            // Visible at once on opening (focus moves in), hidden only after the slide on closing.
            open
              ? 'visible translate-x-0 transition-transform'
              : 'invisible translate-x-full transition-[transform,visibility]',
          )}
        >
          <div className="flex items-center justify-between border-b border-stone-dark px-5 py-4">
            <p id={titleId} className="text-xl font-bold">
              Menu
            </p>
            <button
              type="button"
              onClick={close}
              aria-label="Fermer le menu"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-stone"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Navigation mobile" className="px-3 py-4">
            <ul className="space-y-1">
              {links.map((link) =>
                link.hasDropdown ? (
                  <li key={link.url}>
                    <button
                      type="button"
                      aria-expanded={submenuOpen}
                      aria-controls={submenuId}
                      onClick={() => setSubmenuOpen((value) => !value)}
                      className={clsx(linkClass, 'w-full justify-between text-left')}
                    >
                      {link.text}
                      <ChevronDownIcon
                        className={clsx('transition-transform duration-300', submenuOpen && 'rotate-180')}
                      />
                    </button>
                    <div id={submenuId} hidden={!submenuOpen} className="pb-2 pl-3">
                      <Link href={link.url} onClick={close} className="block py-2 font-semibold text-copper-dark">
                        Toutes nos solutions
                      </Link>
                      {categories.map((category) => (
                        <div key={category.category} className="mt-2">
                          <Link href={category.categoryUrl} onClick={close} className="block py-2 font-semibold">
                            {category.category}
                          </Link>
                          <ul>
                            {category.items.map((item) => (
                              <li key={item.label}>
                                <Link
                                  href={item.url}
                                  onClick={close}
                                  className="block py-2 pl-3 text-muted hover:text-copper-dark"
                                >
                                  {item.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </li>
                ) : (
                  <li key={link.url}>
                    <Link href={link.url} onClick={close} className={linkClass}>
                      {link.text}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
