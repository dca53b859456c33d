import { BOOKING_REFUSALS } from '@/features/booking/model/rules';
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

/** The answer to an appointment link while the database cannot be read: the same link works again later. */
export function BookingUnreadable() {
  return (
    <NoticePage kicker="Rendez-vous" title="Service momentanément indisponible">
      <p>Votre rendez-vous n’a pas pu être lu. Veuillez réessayer dans quelques minutes avec le même lien.</p>
    </NoticePage>
  );
}

/**
 * What an appointment page (/rendez-vous/confirmation, /rendez-vous/gerer) shows when its link finds no booking
 * or cannot be checked. Said in the page itself, not by notFound(): rendered on the server, a segment's
 * not-found.tsx is passed over for the site's generic 404 (Next 16), and the visitor would not learn what is wrong
 * with the link.
 */
export function BookingLinkProblem({ state }: { state: 'introuvable' | 'indisponible' }) {
  return state === 'introuvable' ? <BookingLinkInvalid /> : <BookingUnreadable />;
}
