'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { DropdownCategory } from '@/content/schema';
import { ChevronDownIcon } from '@/components/ui/icons';

/**
 * "Nos Solutions" mega-menu. Opens on hover, on keyboard focus and on Enter;
 * closes when the pointer leaves it, on Escape, or when focus moves away.
 * The panel stays in the HTML (hidden with visibility) so crawlers see the links.
 */
export function SolutionsMenu({ label, categories }: { label: string; categories: readonly DropdownCategory[] }) {
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

  return (
    <li className="static" onMouseEnter={() => setOpen(true)} onMouseLeave={close} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => {
          if (!returningFocus.current) setOpen(true);
        }}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold hover:text-copper-dark"
      >
        {label}
        <ChevronDownIcon width={18} height={18} className={clsx('transition-transform duration-300', open && 'rotate-180')} />
      </button>
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
              <Link
                href={category.categoryUrl}
                onClick={close}
                className="text-lg font-bold text-anthracite hover:text-copper-dark"
              >
                {category.category}
              </Link>
              <ul className="mt-3 space-y-1">
                {category.items.map((item) => (
                  <li key={item.label}>
                    <Link
                      href={item.url}
                      onClick={close}
                      className="block rounded py-1.5 text-muted hover:text-copper-dark"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}
