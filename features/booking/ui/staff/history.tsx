import clsx from 'clsx';
import { bookingEventLine } from '@/features/booking/labels';
import type { Booking } from '@/features/booking/server/store';
import type { HistoryEvent } from '@/features/booking/server/week';
import { frenchDateTime } from '@/lib/zurich-time';
import { deliveryInWords } from '@/lib/delivery-words';
import { DeliveryLine } from '@/components/equipe/delivery-line';
import { MAIL_KIND_LABELS } from '@/components/equipe/lead-labels';

/** An appointment's events, newest first, each signed and dated, with what became of its e-mails. */
export function BookingHistory({
  booking,
  events,
  now,
}: {
  booking: Booking;
  events: readonly HistoryEvent[];
  now: Date;
}) {
  return (
    <ol className="space-y-3 text-sm" aria-label="Historique du rendez-vous">
      {[...events].reverse().map((event) => {
        const line = bookingEventLine(event, booking);
        return (
          <li key={event.id} className={clsx('border-l-4 pl-3', event.byStaff ? 'border-sage' : 'border-copper')}>
            <p className="text-muted">
              <time dateTime={event.createdAt}>{frenchDateTime(event.createdAt)}</time> · {line.who}
            </p>
            <p className="font-medium">{line.text}</p>
            {event.mails.map((mail, index) => (
              <DeliveryLine key={index} label={MAIL_KIND_LABELS[mail.kind]} delivery={deliveryInWords(mail, now)} />
            ))}
          </li>
        );
      })}
    </ol>
  );
}
