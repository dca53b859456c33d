import 'server-only';
import { API_MESSAGES } from './request';

/**
 * Why a form posted without script was refused, as the code its page's address carries (`?erreur=`): the page
 * shows the French message of the code, never text from the address (a link cannot make the site say anything).
 * `champs`: the form's own rules refused a field; each form says which message and fields.
 */
export const FORM_PROBLEMS = {
  volume: API_MESSAGES.tooLarge,
  lenteur: API_MESSAGES.tooSlow,
  affluence: API_MESSAGES.busy,
  limite: API_MESSAGES.rateLimited,
  indisponible: API_MESSAGES.unavailable,
  illisible: API_MESSAGES.malformed,
  inattendue: API_MESSAGES.unexpected,
} as const;
export type FormProblem = keyof typeof FORM_PROBLEMS | 'champs';

const OF_STATUS: Record<number, FormProblem> = {
  400: 'illisible',
  408: 'lenteur',
  413: 'volume',
  415: 'illisible',
  422: 'champs',
  429: 'limite',
  503: 'indisponible',
};

/** The code of a refusal, from the JSON answer's status and message. */
export const problemOf = (status: number, message: unknown): FormProblem =>
  message === API_MESSAGES.busy ? 'affluence' : (OF_STATUS[status] ?? 'inattendue');

/** The code an address carries, if it is one; anything else is no code. */
export const isFormProblem = (code: string | undefined, messages: object): code is FormProblem =>
  !!code && Object.hasOwn(messages, code);
