import { LastingAnswer } from '@/components/forms/lasting-answer';
import { TOAST_CLEARANCE } from '@/components/forms/toast-clearance';
import { type ConfirmationOffice, QuoteSentDetails } from './quote-sent-details';

/** The quote form's answer once sent: loaded with the send (contact-form-send.ts), not with the page. */

/** What a sent request leaves in the form's place until the visitor asks for a new form. */
export type QuoteSent = {
  reference: number | null;
  callBack: string | null;
  office: ConfirmationOffice | null;
  /** Where « Réserver une visite » leads: the booking page tied to the request, else the plain one. */
  booking: string;
  height: number;
};

/**
 * The lasting answer to a sent request, in the form's place: its reference, what happens next, the
 * office's phone, and the way back to a new form. It keeps the form's height up to one screen, and the
 * page is scrolled to its top: a long phone form does not leave a screen of blank below the answer, and
 * what follows moves only outside the screen (no visible shift).
 */
export function QuoteSentConfirmation({ sent, onNewForm }: { sent: QuoteSent; onNewForm: () => void }) {
  return (
    // Below the success toast, which stays at the top as the spec wants: its heading and reference stay readable.
    <LastingAnswer
      title="Demande bien reçue"
      height={sent.height}
      scrollMargin={TOAST_CLEARANCE}
      testId="contact-confirmation"
    >
      <QuoteSentDetails {...sent} />
      <button
        type="button"
        onClick={onNewForm}
        className="inline-flex min-h-12 items-center rounded-full border border-anthracite/30 px-6 font-semibold hover:border-anthracite"
      >
        Envoyer une autre demande
      </button>
    </LastingAnswer>
  );
}
