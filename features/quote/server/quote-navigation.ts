import 'server-only';
import { CONTACT_FIELD_LABELS, CONTACT_MESSAGES, type ContactField } from '@/lib/contact-rules';
import { QUOTE_CONFIRMATION_PAGE } from '@/lib/paths';
import { FORM_PROBLEMS, problemOf } from '@/lib/server/http/form-problems';
import { pageWith } from '@/lib/server/http/see-other';

/**
 * The quote form posted without script: the API's JSON answer becomes the page the browser is sent to (303).
 * Stored: the confirmation, with the booking token that ties it to the request. Refused: the same page saying
 * why (http/form-problems.ts) and which fields to correct.
 */

export const QUOTE_PROBLEMS = { champs: CONTACT_MESSAGES.invalid, ...FORM_PROBLEMS } as const;
export type QuoteProblem = keyof typeof QUOTE_PROBLEMS;

const isField = (name: string): name is ContactField => Object.hasOwn(CONTACT_FIELD_LABELS, name);

export async function confirmationPageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    booking?: unknown;
    errors?: object;
    message?: unknown;
  } | null;
  if (response.ok) {
    const booking = typeof body?.booking === 'string' ? new URL(body.booking).searchParams.get('demande') : null;
    return pageWith(QUOTE_CONFIRMATION_PAGE, { demande: booking });
  }
  const problem = problemOf(response.status, body?.message);
  // The project's details are listed as one, under « Votre projet ».
  const fields = Object.keys(body?.errors ?? {}).map((name) => (isField(name) ? name : 'projet'));
  return pageWith(QUOTE_CONFIRMATION_PAGE, {
    erreur: problem,
    champs: problem === 'champs' ? [...new Set(fields)].join(',') : null,
  });
}

/** The labels of the fields a refused post names, in the form's order; unknown names are left out. */
export function fieldLabelsOf(list: string | undefined): string[] {
  const names = new Set((list ?? '').split(','));
  const labels = Object.entries(CONTACT_FIELD_LABELS)
    .filter(([name]) => names.has(name))
    .map(([, label]) => label);
  return names.has('projet') ? [...labels, 'Votre projet'] : labels;
}
