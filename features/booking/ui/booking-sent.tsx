import { LastingAnswer } from '@/components/forms/lasting-answer';
import { type Kind, KIND_LABELS, type SlotDay, slotInWords } from '@/features/booking/words';
import type { BookingOffice } from './booking-offices';
import { MapLink } from './map-link';
import { SlotList } from './slot-list';

/** The answers of the booking picker, loaded with the send (booking-send.ts): a slot taken meanwhile, a booking. */

/** The slot was taken meanwhile (409): said where the slots are, with the next free ones to pick from. */
export function TakenSlot({
  taken,
  idPrefix,
  checked,
  onPick,
}: {
  taken: { message: string; next: SlotDay[] };
  idPrefix: string;
  checked: string | null;
  onPick: (startsAt: string) => void;
}) {
  return (
    <div role="alert" className="mb-6 rounded-lg border border-error/40 bg-white p-4" data-testid="booking-taken">
      <p className="font-semibold text-error-dark">{taken.message}</p>
      {taken.next.length > 0 ? (
        <div className="mt-4">
          <SlotList
            days={taken.next}
            idPrefix={idPrefix}
            name="creneau-propose"
            checked={checked}
            onPick={onPick}
            openDays={taken.next.length}
          />
        </div>
      ) : null}
    </div>
  );
}

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
