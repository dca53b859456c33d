import { BOOKING_KIND_LABELS, bookingWhen } from '@/features/booking/labels';
import type { Booking } from '@/features/booking/records';
import { BookingStatus } from './status';

/** A lead's appointments on its page: when (on the office's clock), what, in which state, and a link to each. */
export function BookingLeadList({ bookings }: { bookings: readonly Booking[] }) {
  if (bookings.length === 0) {
    return <p className="text-sm">Aucun rendez-vous pris depuis le lien de cette demande.</p>;
  }
  return (
    <ul className="space-y-2" aria-label="Rendez-vous de la demande">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <a
            href={`/equipe/rendez-vous/${booking.id}`}
            className="block rounded-lg bg-cream p-3 text-sm hover:bg-stone"
            data-testid="lead-booking"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <strong>{bookingWhen(booking.startsAt, booking.office)}</strong>
              <BookingStatus status={booking.status} />
            </span>
            <span className="block">
              {BOOKING_KIND_LABELS[booking.kind]} · rendez-vous n°&nbsp;{booking.id}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
