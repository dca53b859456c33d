import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

type AccordionEntry = { id: string; title: string; content: ReactNode };

/**
 * Independent toggles (several items open at once, spec section 4) on native <details>: no client JavaScript, and
 * the browser exposes the expanded state and keyboard toggling itself. Items share no `name`, so they stay
 * independent. The open and close durations reach the `.accordion` CSS (globals.css) as custom properties; browsers
 * that cannot animate ::details-content simply open and close at once.
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
  const Heading = headingLevel;
  const durations = { '--accordion-open': `${openMs}ms`, '--accordion-close': `${closeMs}ms` } as CSSProperties;

  return (
    <div
      style={durations}
      className={clsx(variant === 'card' ? 'space-y-3' : 'divide-y divide-stone-dark border-y border-stone-dark')}
    >
      {items.map((item) => (
        <details
          key={item.id}
          data-accordion-item=""
          className={clsx('accordion group', variant === 'card' && 'rounded-card bg-white shadow-card')}
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-anthracite transition-colors duration-200 group-open:text-copper-dark hover:text-copper-dark [&::-webkit-details-marker]:hidden">
            {/* The heading inside the summary keeps the page outline; the summary itself is the toggle. */}
            <Heading className="m-0 text-[length:inherit] font-[inherit]">{item.title}</Heading>
            <ChevronDownIcon className="accordion-chevron shrink-0 group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
