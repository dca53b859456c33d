import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { officeHours } from '@/content/office-hours';
import { BookingHistory } from '@/features/booking/ui/staff/history';
import { BookingMoveForm } from '@/features/booking/ui/staff/move-form';
import { BookingStatus } from '@/features/booking/ui/staff/status';
import { ActionButton } from '@/components/equipe/staff-fields';
import { Notice, staffButton, FactsAndMessage, StaffCard, StaffTitle } from '@/components/equipe/staff-ui';
import { BOOKING_KIND_LABELS, bookingWhen } from '@/features/booking/labels';
import { officeClock } from '@/lib/office-clock';
import { freeSlots } from '@/features/booking/server/availability';
import { bookingPlace, visitAddress } from '@/features/booking/records';
import { MapLink } from '@/features/booking/ui/map-link';
import { cancelBookingAction, confirmBookingAction, moveBookingAction } from '@/features/booking/server/staff-actions';
import { getBooking } from '@/features/booking/server/store';
import { bookingHistory, mondayOf } from '@/features/booking/server/week';
import { getStorage } from '@/lib/server/db/storage';
import { leadIdOf } from '@/lib/server/staff/route';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';
import { frenchClock } from '@/lib/due-words';
import { bookingPhone, telLinkOf } from '@/lib/phone-number';

export const metadata: Metadata = { title: 'Rendez-vous' };

const DONE: Record<string, string> = {
  confirme: 'Rendez-vous confirmé\u00a0: le visiteur le reçoit par e-mail.',
  deplace: 'Rendez-vous déplacé\u00a0: le visiteur et le bureau reçoivent la nouvelle heure par e-mail.',
  annule: 'Rendez-vous annulé\u00a0: le créneau est libre, le visiteur et le bureau en sont informés par e-mail.',
};

const REFUSED: Record<string, string> = {
  complet: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez-en un autre.',
  passe:
    'Ce créneau est déjà passé ou trop proche (réservation au plus tard 12\u00a0h avant). Choisissez un autre créneau.',
  ferme: 'Le bureau est fermé ce jour-là. Choisissez un autre jour.',
  'hors-horaires': 'Ce créneau ne fait pas partie des horaires proposés. Choisissez un créneau de la liste.',
  annule: 'Ce rendez-vous est déjà annulé.',
  creneau: 'Choisissez un créneau dans la liste.',
};

/** One appointment: the visitor's contact, its history, and confirm / move / cancel (the visitor is told). */
export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ fait?: string; erreur?: string }>;
}) {
  await requireStaffPage();
  const id = leadIdOf((await params).id);
  const storage = await getStorage();
  const booking = id === null ? null : await getBooking(storage, id);
  if (!booking) notFound();
  const now = new Date();
  const past = booking.startsAt < now.toISOString();
  const open = booking.status !== 'annule' && !past;
  const [history, slots] = await Promise.all([
    bookingHistory(storage, booking.id),
    open ? freeSlots(storage, booking.office, booking.kind, now) : [],
  ]);
  const { fait, erreur } = await searchParams;
  const office = officeHours[booking.office].office;
  const start = officeClock(booking.startsAt, booking.office);
  const address = visitAddress(booking);
  const phone = bookingPhone(booking, office.countryCode);
  const fields: [string, ReactNode][] = [
    ['Type', BOOKING_KIND_LABELS[booking.kind]],
    [
      'Quand',
      `${bookingWhen(booking.startsAt, booking.office)} – ${frenchClock(officeClock(booking.endsAt, booking.office).minutes)}`,
    ],
    ['Bureau', office.label],
    [
      booking.kind === 'appel' ? 'Numéro à appeler' : 'Lieu de la visite',
      booking.kind === 'appel' ? (
        // The number is the « Téléphone » link below; one link per number.
        <span key="lieu">{phone.shown}</span>
      ) : (
        <span key="lieu" data-testid="booking-address">
          {bookingPlace(booking)}
          {address ? (
            <>
              <br />
              <MapLink address={address} className="font-medium text-copper-dark underline" />
            </>
          ) : null}
        </span>
      ),
    ],
    ['Statut', <BookingStatus key="statut" status={booking.status} />],
    ['Nom', booking.name],
    [
      'E-mail',
      <a key="email" href={`mailto:${booking.email}`} className="font-medium break-all text-copper-dark underline">
        {booking.email}
      </a>,
    ],
    [
      'Téléphone',
      <a key="tel" href={telLinkOf(phone)} className="font-medium text-copper-dark underline">
        {phone.shown}
      </a>,
    ],
    ['NPA / CP', booking.postcode],
    [
      'Demande',
      booking.leadId ? (
        <a key="demande" href={`/equipe/demandes/${booking.leadId}`} className="font-medium text-copper-dark underline">
          Demande n°&nbsp;{booking.leadId}
        </a>
      ) : (
        'Aucune (réservé sans lien de devis)'
      ),
    ],
    ['Réservé le', frenchDateTime(booking.createdAt)],
  ];

  return (
    <>
      <p className="mb-2 text-sm">
        <a
          href={`/equipe/rendez-vous?bureau=${booking.office}&semaine=${mondayOf(start.day)}`}
          className="font-medium text-copper-dark underline"
        >
          ← La semaine du rendez-vous
        </a>
      </p>
      <StaffTitle>
        Rendez-vous n°&nbsp;{booking.id} · {booking.name}
      </StaffTitle>
      {DONE[fait ?? ''] ? <Notice tone="done">{DONE[fait ?? '']}</Notice> : null}
      {REFUSED[erreur ?? ''] ? <Notice tone="warning">{REFUSED[erreur ?? '']}</Notice> : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <StaffCard title="Le rendez-vous" id="rendez-vous">
            <FactsAndMessage facts={fields} message={booking.message || 'Aucun.'} />
          </StaffCard>
          <StaffCard title="Historique" id="historique">
            <BookingHistory booking={booking} events={history} now={now} />
          </StaffCard>
        </div>

        <div className="space-y-4">
          <StaffCard title="Actions" id="actions">
            {!open ? (
              <p>
                {booking.status === 'annule'
                  ? 'Rendez-vous annulé\u00a0: il n’y a plus rien à faire.'
                  : 'Ce rendez-vous est passé\u00a0: il ne se confirme, ne se déplace ni ne s’annule plus.'}
              </p>
            ) : (
              <div className="space-y-6">
                {booking.status === 'reserve' ? (
                  <div>
                    <ActionButton action={confirmBookingAction.bind(null, booking.id)} variant="primary">
                      Confirmer le rendez-vous
                    </ActionButton>
                    <p className="mt-2 text-sm text-muted">Le visiteur reçoit la confirmation par e-mail.</p>
                  </div>
                ) : null}
                <BookingMoveForm action={moveBookingAction.bind(null, booking.id)} slots={slots} kind={booking.kind} />
                <details>
                  <summary className={staffButton('danger', 'cursor-pointer list-none')}>
                    Annuler le rendez-vous…
                  </summary>
                  <div className="mt-3 rounded-lg bg-cream p-3">
                    <p className="mb-3 text-sm">
                      Le créneau redevient libre&nbsp;; le visiteur et le bureau reçoivent l’annulation par e-mail.
                    </p>
                    <ActionButton action={cancelBookingAction.bind(null, booking.id)} variant="danger">
                      Confirmer l’annulation
                    </ActionButton>
                  </div>
                </details>
              </div>
            )}
          </StaffCard>
        </div>
      </div>
    </>
  );
}
