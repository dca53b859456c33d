import { BOOKING_REFUSALS } from '@/lib/booking-words';
import { BOOKING_PAGE } from '@/lib/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { NoticePage } from '@/components/ui/notice-page';

/** The answer to an appointment link whose key finds nothing: forged, mistyped or cut. */
export function BookingLinkInvalid() {
  return (
    <NoticePage
      kicker="Rendez-vous"
      title="Lien non valable"
      next={<ButtonLink href={BOOKING_PAGE}>Réserver un rendez-vous</ButtonLink>}
    >
      <p data-testid="booking-link-invalid">{BOOKING_REFUSALS.introuvable}</p>
      <p>Ouvrez le lien de l’e-mail de confirmation tel quel, ou réservez un nouveau rendez-vous.</p>
    </NoticePage>
  );
}
