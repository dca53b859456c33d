'use client';

import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

type AccordionEntry = { id: string; title: string; content: ReactNode };

/**
 * Independent toggles: several items can be open at once (spec section 4).
 * Panels animate their height through a grid row, open and close durations apart.
 */
export function Accordion({
  items,
  openMs = 300,
  closeMs = 300,
  headingLevel = 'h3',
  variant = 'card',
}: {
  items: readonly AccordionEntry[];
  openMs?: number;
  closeMs?: number;
  headingLevel?: 'h2' | 'h3' | 'h4';
  variant?: 'card' | 'plain';
}) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const Heading = headingLevel;

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={clsx(variant === 'card' ? 'space-y-3' : 'divide-y divide-stone-dark border-y border-stone-dark')}>
      {items.map((item) => {
        const open = openIds.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            data-accordion-item=""
            data-state={open ? 'open' : 'closed'}
            className={clsx(variant === 'card' && 'rounded-card bg-white shadow-card')}
          >
            <Heading className="m-0">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={clsx(
                  'flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold transition-colors duration-200',
                  open ? 'text-copper-dark' : 'text-anthracite hover:text-copper-dark',
                )}
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  className={clsx('shrink-0 transition-transform', open && 'rotate-180')}
                  style={{ transitionDuration: `${open ? openMs : closeMs}ms` }}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              inert={!open}
              className="grid transition-[grid-template-rows] ease-out"
              style={{ gridTemplateRows: open ? '1fr' : '0fr', transitionDuration: `${open ? openMs : closeMs}ms` }}
            >
              <div className="overflow-hidden">
                <div className="px-5 pb-5 text-muted">{item.content}</div>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
