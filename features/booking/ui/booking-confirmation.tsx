import { LastingAnswer } from '@/components/forms/lasting-answer';
import { KIND_LABELS, slotInWords, type Kind } from '@/features/booking/words';
import type { BookAnswer } from './booking-answers';
import type { BookingOffice } from './booking-offices';
import { MapLink } from './map-link';

/** What a booked slot leaves in the form's place. */
export type Booked = {
  title: string;
  message: string;
  kind: Kind;
  office: BookingOffice;
  startsAt: string;
  place: string | null;
  /** The visit's address as typed, for the answer of a booking kept in the journal (no place in it). */
  address: string;
  manageHref: string | null;
  height: number;
};

/** What a booking accepted (or kept in the journal, 202: no place nor link yet) leaves in the form's place. */
export function bookedOf(
  answer: Extract<BookAnswer, { outcome: 'booked' | 'pending' }>,
  chosen: Pick<Booked, 'kind' | 'office' | 'startsAt' | 'address' | 'height'>,
): Booked {
  return answer.outcome === 'booked'
    ? { ...chosen, title: 'Rendez-vous réservé', ...answer }
    : { ...chosen, title: 'Demande de rendez-vous enregistrée', ...answer, place: null, manageHref: null };
}

/** The lasting answer: what was booked, when (in words, on the office's clock), where, and the way to change it. */
export function BookingConfirmation({ booked }: { booked: Booked }) {
  const { office } = booked;
  const place =
    booked.place ?? (booked.kind === 'appel' ? 'appel téléphonique au numéro que vous avez donné' : booked.address);
  return (
    <LastingAnswer title={booked.title} headingLevel="h2" height={booked.height} testId="booking-confirmation">
      <p>{booked.message}</p>
      <p>
        {KIND_LABELS[booked.kind]}, le{' '}
        <strong data-testid="booking-when">{slotInWords(booked.startsAt, office.timeZone)}</strong> (heure de{' '}
        {office.city}).
      </p>
      <p>
        Lieu&nbsp;: <span data-testid="booking-place">{place}</span>
        {booked.kind === 'visite' && place ? (
          <>
            {' '}
            <MapLink address={place} />
          </>
        ) : null}
      </p>
      {booked.manageHref ? (
        <>
          <p>L’e-mail de confirmation contient l’invitation à ajouter à votre agenda.</p>
          <p>
            Un empêchement&nbsp;?{' '}
            <a
              href={booked.manageHref}
              className="inline-flex min-h-11 items-center font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
            >
              Déplacer ou annuler le rendez-vous
            </a>{' '}
            (jusqu’à 12&nbsp;h avant).
          </p>
        </>
      ) : null}
      <p>
        Une question&nbsp;? Appelez le bureau de {office.label}&nbsp;:{' '}
        <a
          href={office.telHref}
          className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-copper-dark underline"
        >
          {office.phoneText}
        </a>
      </p>
    </LastingAnswer>
  );
}
