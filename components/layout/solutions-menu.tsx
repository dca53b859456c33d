'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { DropdownCategory } from '@/content/schema';
import { ChevronDownIcon } from '@/components/ui/icons';

/**
 * "Nos Solutions": the label is a link to the overview page; the mega-menu opens on mouse hover, when the
 * label takes keyboard focus, and by a click or tap on the chevron (touch screens have no
 * hover). It closes when the pointer leaves it, on Escape, or when focus moves away.
 * The panel stays in the HTML (hidden with visibility) so crawlers see the links.
 */
export function SolutionsMenu({
  label,
  href,
  categories,
}: {
  label: string;
  href: string;
  categories: readonly DropdownCategory[];
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Escape hands focus back to the trigger, which must not reopen the menu.
  const returningFocus = useRef(false);
  const panelId = useId();

  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      returningFocus.current = true;
      triggerRef.current?.focus();
      returningFocus.current = false;
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const openOnFocus = () => {
    if (!returningFocus.current) setOpen(true);
  };
  // A tap also fires pointer enter/leave: only a mouse opens the menu by hovering.
  const onHover = (value: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(value);
  };

  return (
    <li
      className="static"
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="flex items-center">
        <Link
          href={href}
          prefetch={false}
          onFocus={openOnFocus}
          onClick={close}
          className="inline-flex min-h-11 items-center rounded-md py-2 pl-3 font-semibold whitespace-nowrap hover:text-copper-dark"
        >
          {label}
        </Link>
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label="Afficher les solutions"
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-md hover:text-copper-dark"
        >
          <ChevronDownIcon
            width={18}
            height={18}
            className={clsx('transition-transform duration-300', open && 'rotate-180')}
          />
        </button>
      </div>
      <div
        id={panelId}
        data-open={open}
        className={clsx(
          'absolute inset-x-0 top-full border-t border-stone bg-white shadow-card transition-[opacity,transform,visibility] duration-300 ease-out',
          open ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-2 opacity-0',
        )}
      >
        <div className="mx-auto grid max-w-content grid-cols-4 gap-8 px-6 py-8">
          {categories.map((category, index) => (
            <div
              key={category.category}
              className={open ? 'motion-safe:animate-[menu-item-in_0.4s_var(--ease-out-soft)_both]' : undefined}
              style={{ animationDelay: `${index * 80}ms` }}
            >
              <CategoryLinks
                category={category}
                onNavigate={close}
                headingClassName="text-lg font-bold text-anthracite hover:text-copper-dark"
                listClassName="mt-3 space-y-1"
                itemClassName="block rounded py-1.5 text-muted hover:text-copper-dark"
              />
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}

/**
 * One category of the solutions menu: its page, then its products. The desktop mega-menu and the phone
 * submenu list the same links and differ only in their classes; a click on any link closes the menu. Kept in
 * this file rather than its own: both menus' chunk would carry one more module (about 150 B gzip).
 */
export function CategoryLinks({
  category,
  onNavigate,
  headingClassName,
  listClassName,
  itemClassName,
}: {
  category: DropdownCategory;
  onNavigate: () => void;
  headingClassName: string;
  listClassName?: string;
  itemClassName: string;
}) {
  return (
    <>
      <Link href={category.categoryUrl} prefetch={false} onClick={onNavigate} className={headingClassName}>
        {category.category}
      </Link>
      <ul className={listClassName}>
        {category.items.map((item) => (
          <li key={item.label}>
            <Link href={item.url} prefetch={false} onClick={onNavigate} className={itemClassName}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
