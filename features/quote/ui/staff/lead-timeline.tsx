import clsx from 'clsx';
import type { TimelineEvent } from '@/lib/lead-timeline';
import { frenchDateTime } from '@/lib/zurich-time';

/** The lead page's « Chronologie »: newest first, each line dated and signed (lib/lead-timeline.ts). */
export function LeadTimeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className="space-y-3 text-sm" aria-label="Chronologie de la demande">
      {events.map((event, index) => (
        <li
          key={index}
          className={clsx(
            'border-l-4 pl-3',
            event.tone === 'alert' && 'border-error',
            event.tone === 'visitor' && 'border-copper',
            event.tone === 'staff' && 'border-sage',
            event.tone === 'mail' && 'border-sky',
          )}
        >
          <p className="text-muted">
            <time dateTime={event.at}>{frenchDateTime(event.at)}</time> ·{' '}
            <span title={event.whoAddress}>{event.who}</span>
          </p>
          <p className={clsx('font-medium', event.tone === 'alert' && 'text-error-dark')}>{event.text}</p>
          {event.detail ? <p className="mt-1 break-words whitespace-pre-wrap">{event.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
