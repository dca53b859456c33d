import type { ContactTextField } from '@/lib/contact-rules';
import type { FieldErrors } from '@/lib/contact-schema';
import { bookingHref } from '@/lib/paths';
import { postcodeCountry } from '@/lib/project-details';
import { GOAL_QUOTE_SENT } from '@/lib/track-goal';
import { CONTACT_ERROR_TITLE, QUOTE_API, TEXT_FIELDS } from './contact-form-fields';
import type { QuoteSent } from './contact-form-sent';
import { showContactToast } from './contact-toast';
import { BOOK_LABEL, confirmationOffice, CONTACT_SUCCESS_TITLE, type ConfirmationOffice } from './quote-sent-details';

/**
 * What the quote form sends and reads back, the toast that tells the visitor and the answer that takes the
 * form's place: loaded when the visitor sends (the script already waits for the visit's source there), so none
 * of it weighs on the page's first load.
 */

export { QuoteSentConfirmation } from './contact-form-sent';

export type QuoteAnswer = {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
  reference?: number;
  /** When the first contact is due, in words (« d’ici demain 11 h »). */
  callBack?: string;
  /** The booking page tied to this request: `/rendez-vous?demande=<token>` on the site's address. */
  booking?: string;
};

function isQuoteAnswer(value: unknown): value is QuoteAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as QuoteAnswer).success === 'boolean' &&
    typeof (value as QuoteAnswer).message === 'string'
  );
}

export type QuoteRequest = {
  values: Record<ContactTextField, string>;
  file: File | null;
  product: string | null;
  /** The project's fields and the estimate, when the form has them. */
  project: Record<string, string> | null;
  honeypot: string;
  startedAt: number;
  /** The offices the confirmation may name: the one of the project's postcode, else the first. */
  offices: readonly ConfirmationOffice[];
};

/** What a send leaves the form: the answer to show in its place, or the server's errors beside the fields. */
export type QuoteOutcome = { sent: Omit<QuoteSent, 'height'> } | { errors: FieldErrors };

/**
 * Posts the request as the browser would (multipart), with where the visit came from: it leaves the browser
 * now, with the request, and never before. The success or the server's refusal is toasted here; a reply that is
 * not one of the API's, like a network failure, throws.
 */
export async function sendQuote(request: QuoteRequest): Promise<QuoteOutcome> {
  const data = new FormData();
  for (const name of TEXT_FIELDS) if (request.values[name].trim() !== '') data.append(name, request.values[name]);
  if (request.file) data.append('file', request.file, request.file.name);
  if (request.product) data.append('produit', request.product);
  for (const [name, value] of Object.entries(request.project ?? {})) data.append(name, value);
  data.append('website', request.honeypot);
  data.append('form_started_at', String(request.startedAt));
  data.append('fill_ms', String(Date.now() - request.startedAt));
  // Loaded by the site shell once the page was idle: at hand by the time a visitor sends. A chunk that cannot
  // load sends the request without them.
  const signals = await import('@/lib/visit-signals').catch(() => null);
  for (const [name, value] of signals?.visitSourceFields() ?? []) data.append(name, value);

  const response = await fetch(QUOTE_API, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
  const answer: unknown = await response.json().catch(() => null);
  if (!isQuoteAnswer(answer) || (answer.success && !response.ok))
    throw new Error(`Réponse inattendue du serveur (HTTP ${response.status})`);
  if (!answer.success) {
    // The server explained the refusal: its message, and its errors next to the fields.
    void showContactToast('error', CONTACT_ERROR_TITLE, answer.message);
    return { errors: answer.errors ?? {} };
  }
  signals?.trackGoal(GOAL_QUOTE_SENT);
  const booking = bookingHref(answer.booking);
  void showContactToast('success', CONTACT_SUCCESS_TITLE, answer.message, { href: booking, label: BOOK_LABEL });
  return {
    sent: {
      reference: typeof answer.reference === 'number' ? answer.reference : null,
      callBack: typeof answer.callBack === 'string' ? answer.callBack.slice(0, 80) : null,
      office: confirmationOffice(request.offices, postcodeCountry(request.project?.code_postal ?? '')?.pays),
      booking,
    },
  };
}
