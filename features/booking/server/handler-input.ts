import 'server-only';
import {
  API_MESSAGES,
  BodyTooLargeError,
  isFormEncoded,
  isJson,
  jsonResponse,
  readJson,
  readText,
  type ApiBody,
} from '@/lib/server/http/request';

/**
 * The two ways a booking request arrives: JSON from the pages' script, or a form posted by a browser without
 * JavaScript (application/x-www-form-urlencoded), which is answered by a 303 to a page rather than JSON.
 */

/** Room for every field of a booking at its longest (the message: 5000 characters, each up to 9 bytes encoded). */
export const MAX_BOOKING_BODY_BYTES = 64 * 1024;

export interface Input {
  /** Posted by a form: the answer is a redirect. */
  form: boolean;
  values: Record<string, unknown>;
}

/**
 * Reads the body: an object of values under the JSON names (a form's names renamed by `formNames`, the others
 * dropped), or the JSON answer refusing it (415, 413, 400).
 */
export async function readInput(request: Request, formNames: Record<string, string>): Promise<Input | Response> {
  const form = isFormEncoded(request);
  if (!form && !isJson(request)) return jsonResponse(415, { success: false, message: API_MESSAGES.notJson });
  let body: unknown;
  try {
    body = form
      ? new URLSearchParams(await readText(request, MAX_BOOKING_BODY_BYTES))
      : await readJson(request, MAX_BOOKING_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return jsonResponse(413, { success: false, message: API_MESSAGES.tooLargeJson });
    return jsonResponse(400, { success: false, message: API_MESSAGES.malformed });
  }
  if (body instanceof URLSearchParams) {
    const values: Record<string, unknown> = {};
    for (const [name, value] of body) {
      const renamed = Object.hasOwn(formNames, name) ? formNames[name] : undefined;
      if (renamed && !Object.hasOwn(values, renamed)) values[renamed] = value;
    }
    return { form, values };
  }
  // An array, a string or null would reach zod as a whole and get its English message.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return jsonResponse(400, { success: false, message: API_MESSAGES.notAnObject });
  }
  return { form, values: Object.fromEntries(Object.entries(body)) };
}

/** A handler's outcome: the JSON answer, and the page a no-JS form goes back to. */
export interface Answer {
  status: number;
  body: ApiBody & Record<string, unknown>;
  /** Where a form post is sent (303); JSON is answered when there is none. */
  page?: string;
  headers?: Record<string, string>;
}

export const jsonOf = (answer: Answer) => jsonResponse(answer.status, answer.body, answer.headers);
