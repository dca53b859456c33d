/**
 * What a sent quote request tells the visitor: its reference, when a conseiller answers, the office to call,
 * and the offer of an appointment. The same words after the script's send and on the page a post without
 * script reaches.
 */

/** The spec's success toast title. */
export const CONTACT_SUCCESS_TITLE = 'Message envoyé!';
/** The offer of an appointment after a sent request. */
export const BOOK_LABEL = 'Réserver une visite';

export type ConfirmationOffice = { label: string; countryCode: string; phoneText: string; telHref: string };

/** The office of a country (CH or FR, from the postcode); the first office when unknown. */
export const confirmationOffice = (offices: readonly ConfirmationOffice[], country: string | null | undefined) =>
  offices.find((office) => office.countryCode === country) ?? offices[0] ?? null;

export function QuoteSentDetails({
  reference,
  callBack,
  office,
  booking,
}: {
  reference: number | null;
  callBack: string | null;
  office: ConfirmationOffice | null;
  /** Where « Réserver une visite » leads: the booking page tied to the request, else the plain one. */
  booking: string;
}) {
  return (
    <>
      {reference !== null ? (
        <p>
          Référence de votre demande&nbsp;: <strong data-testid="contact-reference">n°&nbsp;{reference}</strong>
        </p>
      ) : null}
      <p data-testid="contact-next-step">
        {callBack ? (
          <>
            Un conseiller l’étudie et vous contacte <strong>{callBack}</strong> (heure du bureau), par téléphone ou par
            e-mail, avec votre devis gratuit et sans engagement.
          </>
        ) : (
          <>
            Un conseiller l’étudie et vous répond sous 48&nbsp;h les jours ouvrables, par téléphone ou par e-mail, avec
            votre devis gratuit et sans engagement.
          </>
        )}
      </p>
      {office ? (
        <p>
          Une question d’ici là&nbsp;? Appelez notre bureau de {office.label}&nbsp;:{' '}
          <a
            href={office.telHref}
            className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-copper-dark underline"
          >
            {office.phoneText}
          </a>
        </p>
      ) : null}
      <p data-testid="contact-booking">
        Gagnez du temps&nbsp;: choisissez dès maintenant le moment d’une visite gratuite ou d’un appel.{' '}
        <a
          href={booking}
          className="inline-flex min-h-11 items-center font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
        >
          {BOOK_LABEL}
        </a>
      </p>
    </>
  );
}
