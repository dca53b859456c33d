import clsx from 'clsx';
import { BOOKING_STATUS_LABELS } from '@/features/booking/labels';
import type { BookingStatus } from '@/lib/server/db/tables';

/** An appointment's status as a chip: reserved (to confirm), confirmed, cancelled. */
export function BookingStatus({ status }: { status: BookingStatus }) {
  return (
    <span
      data-testid="booking-status"
      className={clsx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'reserve' && 'bg-sky/60',
        status === 'confirme' && 'bg-sage/60',
        status === 'annule' && 'bg-stone',
      )}
    >
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
