'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import type { DropdownCategory, NavLink } from '@/content/schema';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { CategoryLinks } from './solutions-menu';

/**
 * Phone navigation: a panel sliding in from the right and filling the screen below the header, titled 'Menu', with a
 * collapsible solutions submenu. A modal <dialog> (showModal): the browser traps focus inside, closes on Escape,
 * makes the rest of the page inert and gives focus back to the hamburger on closing. The overlay is its ::backdrop;
 * a click there, the close button or any link closes the panel and the submenu (spec section 4).
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const submenuId = useId();

  const close = () => dialogRef.current?.close();

  const linkClass = 'flex min-h-12 items-center rounded-md px-3 text-lg font-semibold hover:bg-stone';

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (!dialog) return;
          // The panel opens below the header, whose height depends on the header's own layout: measured here.
          dialog.style.top = `${event.currentTarget.closest('header')?.getBoundingClientRect().bottom ?? 0}px`;
          dialog.showModal();
          setOpen(true);
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label="Ouvrir le menu"
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-stone"
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // Escape, close() and a link all end here; the browser has already given focus back to the opener.
        onClose={() => {
          setOpen(false);
          setSubmenuOpen(false);
        }}
        // The panel's content fills the dialog box: a click on the dialog itself is a click on its backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="mobile-menu fixed inset-x-0 bottom-0 m-0 h-auto max-h-none w-full max-w-none overflow-hidden border-0 bg-transparent p-0 text-anthracite backdrop:bg-anthracite/50"
      >
        <div className="flex h-full flex-col overflow-y-auto overscroll-contain bg-cream">
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
              {links.map((link) => (
                <li key={link.url}>
                  {link.hasDropdown ? (
                    <>
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
                            <CategoryLinks
                              category={category}
                              onNavigate={close}
                              headingClassName="block py-2 font-semibold"
                              itemClassName="block py-2 pl-3 text-muted hover:text-copper-dark"
                            />
                          </div>
                        ))}
                      </div>
                    </>
                  ) : (
                    <Link href={link.url} onClick={close} className={linkClass}>
                      {link.text}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </div>
  );
}
