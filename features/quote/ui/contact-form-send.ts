import type { ContactTextField } from '@/lib/contact-rules';
import { QUOTE_API, TEXT_FIELDS } from './contact-form-fields';

/**
 * What the quote form sends and reads back: loaded when the visitor sends (the script already waits for the visit's
 * source there), so none of it weighs on the page's first load.
 */

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
};

/**
 * Posts the request as the browser would (multipart), with where the visit came from: it leaves the browser
 * now, with the request, and never before. `answer` is null when the server's reply is not one of the API's.
 */
export async function sendQuote(request: QuoteRequest) {
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
  const body: unknown = await response.json().catch(() => null);
  return { response, answer: isQuoteAnswer(body) ? body : null, signals };
}
