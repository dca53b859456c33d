import { BOOKING_MESSAGES } from '@/features/booking/model/rules';
import { BOOKING_CONFIRMATION_PAGE, BOOKING_MANAGE_PAGE } from '@/lib/paths';
import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { visitorBooking } from '@/features/booking/server/visitor-pages';
import { bookingOffice } from '@/features/booking/ui/booking-offices';
import { firstParam, type SearchParams } from '@/features/booking/ui/booking-query';
import { BookingSummary } from '@/features/booking/ui/booking-summary';
import { BookingLinkProblem } from '@/features/booking/ui/booking-link-invalid';
import { ButtonLink } from '@/components/ui/button-link';
import { NoticePage } from '@/components/ui/notice-page';

/** Read for each visit (the link's key); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata(BOOKING_CONFIRMATION_PAGE);

/**
 * Where a booking without JavaScript lands: POST /api/rendez-vous answers 303 to `?cle=<key>`. With
 * `?etat=en-attente` and no key, the booking waits in the journal while the database is down (the API's 202).
 */
export default async function BookingConfirmationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const key = firstParam(params, 'cle');
  if (!key && firstParam(params, 'etat') === 'en-attente') {
    return (
      <NoticePage kicker="Rendez-vous" title="Demande de rendez-vous enregistrée">
        <p>{BOOKING_MESSAGES.journaled}</p>
      </NoticePage>
    );
  }
  const found = await visitorBooking(key);
  if (found.state !== 'trouve') return <BookingLinkProblem state={found.state} />;
  const { booking, place, address } = found;
  const cancelled = booking.status === 'annule';
  return (
    <NoticePage
      kicker="Rendez-vous"
      title={cancelled ? 'Rendez-vous annulé' : 'Rendez-vous réservé'}
      next={
        <>
          <ButtonLink href={`${BOOKING_MANAGE_PAGE}?cle=${booking.manageKey}`}>
            {cancelled ? 'Voir le rendez-vous' : 'Déplacer ou annuler'}
          </ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Retour à l’accueil
          </ButtonLink>
        </>
      }
    >
      <div data-testid="booking-confirmation">
        <BookingSummary booking={booking} office={bookingOffice(booking.office)} place={place} address={address} />
      </div>
      {cancelled ? null : (
        <p>
          Vous recevez la confirmation par e-mail, avec l’invitation pour votre agenda. Un empêchement&nbsp;? Vous
          pouvez déplacer ou annuler le rendez-vous jusqu’à 12&nbsp;h avant.
        </p>
      )}
    </NoticePage>
  );
}
