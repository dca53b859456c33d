import clsx from 'clsx';
import type { ReactNode } from 'react';
import { visitAddress } from '@/features/booking/records';
import { BOOKING_KIND_LABELS } from '@/features/booking/labels';
import { dayInWords } from '@/lib/french-dates';
import { officeClock } from '@/lib/office-clock';
import { MapLink } from '@/features/booking/ui/map-link';
import { officeHours } from '@/content/office-hours';
import { bookingPhone } from '@/lib/phone-number';
import type { WeekDay } from '@/features/booking/server/week';
import { BookingStatus } from './status';
import { staffButton } from '@/components/equipe/staff-ui';

/**
 * An office's week: seven days, each with its appointments in time order, on the office's clock.
 * A list by day on a phone, seven columns on a wide screen; each appointment opens its page.
 */
export function BookingWeek({ days, today }: { days: readonly WeekDay[]; today: string }) {
  return (
    <ol className="grid gap-3 xl:grid-cols-7" aria-label="Jours de la semaine">
      {days.map(({ day, bookings, closure }) => (
        <li
          key={day}
          className={clsx('min-w-0 rounded-card bg-white p-3 shadow-card', day === today && 'ring-2 ring-copper')}
        >
          <h2 id={`jour-${day}`} className="mb-2 text-sm font-semibold first-letter:uppercase">
            {dayInWords(day, { year: false })}
            {day === today ? <span className="font-normal text-muted"> · aujourd’hui</span> : null}
          </h2>
          {closure ? (
            <p className="mb-2 rounded-lg bg-stone px-2 py-1 text-sm break-words">Fermé&nbsp;: {closure.label}</p>
          ) : null}
          {bookings.length === 0 ? (
            <p className="text-sm text-muted">Aucun rendez-vous.</p>
          ) : (
            <ul className="space-y-2">
              {bookings.map((booking) => {
                const address = visitAddress(booking);
                return (
                  <li
                    key={booking.id}
                    className={clsx(
                      'rounded-lg border-l-4 bg-cream text-sm',
                      booking.kind === 'visite' ? 'border-copper' : 'border-sky',
                      booking.status === 'annule' && 'text-muted',
                    )}
                  >
                    <a
                      href={`/equipe/rendez-vous/${booking.id}`}
                      data-testid="week-booking"
                      className="block rounded-lg p-2 hover:bg-stone"
                    >
                      <span className="flex flex-wrap items-center justify-between gap-1">
                        <strong className={clsx(booking.status === 'annule' && 'line-through')}>
                          {officeClock(booking.startsAt, booking.office).time}
                        </strong>
                        <BookingStatus status={booking.status} />
                      </span>
                      <span className="block font-medium break-words">{booking.name}</span>
                      <span className="block">{BOOKING_KIND_LABELS[booking.kind]}</span>
                      {booking.kind === 'appel' ? (
                        <span className="block break-words">
                          {bookingPhone(booking, officeHours[booking.office].office.countryCode).shown}
                        </span>
                      ) : null}
                    </a>
                    {address ? (
                      // Beside the appointment's link, not in it: a link inside a link is not allowed.
                      <p className="px-2 pb-2 break-words" data-testid="week-booking-address">
                        {address}
                        <br />
                        <MapLink
                          address={address}
                          className="inline-flex min-h-11 items-center font-semibold text-copper-dark underline"
                        />
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The week shown, between links to the previous and next weeks; on a phone the dates come first, on their own line. */
export function BookingWeekNav({ previous, next, children }: { previous: string; next: string; children: ReactNode }) {
  return (
    <nav aria-label="Semaines" className="flex flex-wrap items-center justify-between gap-2">
      <a href={previous} className={staffButton('secondary')}>
        ← Semaine précédente
      </a>
      <div className="order-first w-full text-center text-sm sm:order-none sm:w-auto">{children}</div>
      <a href={next} className={staffButton('secondary')}>
        Semaine suivante →
      </a>
    </nav>
  );
}
