import { KIND_LABELS, slotInWords, type Kind } from '@/features/booking/words';
import type { BookingOffice } from './booking-offices';
import { MapLink } from './map-link';

/** An appointment's state in the visitor's words. */
const STATUS_WORDS = {
  reserve: 'Réservé',
  confirme: 'Confirmé par nos soins',
  annule: 'Annulé',
} as const;

/**
 * An appointment as the visitor's pages show it (/rendez-vous/confirmation, /rendez-vous/gerer): what, when (in
 * words, on the office's clock), where, the office to call, and its state.
 */
export function BookingSummary({
  booking,
  office,
  place,
  address = null,
}: {
  booking: { kind: Kind; startsAt: string; status: keyof typeof STATUS_WORDS };
  office: BookingOffice;
  /** bookingPlace() of features/booking/server/ics.ts: the visit's address, or the call and its number. */
  place: string;
  /** A visit's address (visitAddress()), shown with its map link; null for a call or a visit without one. */
  address?: string | null;
}) {
  const row = 'grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-4';
  return (
    <dl className="grid gap-4 rounded-card bg-white p-6 text-anthracite shadow-card" data-testid="booking-summary">
      <div className={row}>
        <dt className="font-semibold">Rendez-vous</dt>
        <dd>{KIND_LABELS[booking.kind]}</dd>
      </div>
      <div className={row}>
        <dt className="font-semibold">Date</dt>
        <dd data-testid="booking-when">
          {slotInWords(booking.startsAt, office.timeZone)} (heure de {office.city})
        </dd>
      </div>
      <div className={row}>
        <dt className="font-semibold">Lieu</dt>
        <dd>
          <span data-testid="booking-place">{place}</span>
          {address ? (
            <>
              <br />
              <MapLink address={address} />
            </>
          ) : null}
        </dd>
      </div>
      <div className={row}>
        <dt className="font-semibold">Bureau</dt>
        <dd>
          {office.label},{' '}
          <a href={office.telHref} className="font-semibold whitespace-nowrap text-copper-dark underline">
            {office.phoneText}
          </a>
        </dd>
      </div>
      <div className={row}>
        <dt className="font-semibold">État</dt>
        <dd data-testid="booking-status">{STATUS_WORDS[booking.status]}</dd>
      </div>
    </dl>
  );
}
