import { officeHours } from '@/content/office-hours';
import { BOOKING_KIND_LABELS, bookingWhen } from '@/features/booking/labels';
import type { Booking } from '@/features/booking/server/store';
import { UPCOMING_DAYS } from '@/features/booking/server/upcoming';
import { BookingStatus } from './status';
import { StaffCard } from '@/components/equipe/staff-ui';

/**
 * The dashboard's « Prochains rendez-vous »: the next days' visits and calls of both offices, those
 * still to confirm marked, each one tap from its page; the week view for the rest.
 */
export function UpcomingBookings({
  bookings,
  total,
  toConfirm,
}: {
  bookings: readonly Booking[];
  total: number;
  toConfirm: number;
}) {
  return (
    <StaffCard title="Prochains rendez-vous" id="prochains-rendez-vous">
      <p className="mb-3 text-sm text-muted" data-testid="upcoming-summary">
        {total === 0
          ? `Aucun rendez-vous dans les ${UPCOMING_DAYS} prochains jours.`
          : `${total} rendez-vous dans les ${UPCOMING_DAYS} prochains jours${toConfirm > 0 ? `, dont ${toConfirm} à confirmer` : ''}.`}
      </p>
      {bookings.length > 0 ? (
        <ul className="divide-y divide-stone" aria-label="Prochains rendez-vous">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <a
                href={`/equipe/rendez-vous/${booking.id}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 hover:bg-cream"
                data-testid="upcoming-booking"
              >
                <span className="min-w-0">
                  <span className="block font-medium first-letter:uppercase">
                    {bookingWhen(booking.startsAt, booking.office)}
                  </span>
                  <span className="block text-sm break-words">
                    {BOOKING_KIND_LABELS[booking.kind]} · {officeHours[booking.office].office.city} · {booking.name}
                  </span>
                </span>
                <BookingStatus status={booking.status} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm">
        <a href="/equipe/rendez-vous" className="font-semibold text-copper-dark underline">
          Voir la semaine
        </a>
      </p>
    </StaffCard>
  );
}
