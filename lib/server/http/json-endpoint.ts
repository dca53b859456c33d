import 'server-only';
import { readConfig, type SiteConfig } from '../config';
import {
  API_MESSAGES,
  BodyTooLargeError,
  isFormEncoded,
  isJson,
  jsonResponse,
  readJson,
  readText,
  type ApiBody,
  serviceUnavailable,
  tooManyRequests,
  unexpectedError,
} from './request';
import { clientIp } from './client-ip';
import { reserveSlot, withinLimit } from './rate-limit';
import { crossSiteRefusal } from './same-origin';
import { isNavigation, seeOther } from './see-other';
import { getStorage } from '../db/storage';

type Repository = Awaited<ReturnType<typeof getStorage>>;

/**
 * The shared path of the small JSON endpoints (newsletter, comments): same site (403),
 * JSON only (415), per-address rate limit (429), bounded body (413/400) holding one JSON
 * object (400), then `handle`; any surprise is logged and answered with a French JSON
 * error, never a stack trace. With `pageOf`, the form also works without script: the browser posts it
 * (form-encoded) and is sent (303) to the page `pageOf` names for the JSON answer.
 */
export async function handleJsonPost(
  request: Request,
  options: {
    name: string;
    maxBody: number;
    rateLimitMax: (config: SiteConfig) => number;
    handle: (body: unknown, context: { config: SiteConfig; ip: string }) => Promise<Response>;
    /** The page for the JSON answer, given what was posted (null when the body could not be read). */
    pageOf?: (answer: {
      status: number;
      body: Partial<ApiBody> | null;
      posted: Record<string, unknown> | null;
    }) => string;
  },
): Promise<Response> {
  const { pageOf } = options;
  const seen: Posted = { values: null };
  const response = await answerJsonPost(request, options, Boolean(pageOf && isFormEncoded(request)), seen);
  // A refusal of another site's post stays as it is: no page of ours for it.
  if (!pageOf || response.status === 403 || !isNavigation(request)) return response;
  const body = (await response.json().catch(() => null)) as Partial<ApiBody> | null;
  return seeOther(pageOf({ status: response.status, body, posted: seen.values }));
}

type Posted = { values: Record<string, unknown> | null };

async function answerJsonPost(
  request: Request,
  options: Parameters<typeof handleJsonPost>[1],
  form: boolean,
  seen: Posted,
): Promise<Response> {
  try {
    const crossSite = crossSiteRefusal(request);
    if (crossSite) return crossSite;
    const config = readConfig();
    if (!form && !isJson(request)) return jsonResponse(415, { success: false, message: API_MESSAGES.notJson });
    const ip = clientIp(request.headers, config.trustProxy);
    // Only stored requests use the allowance: the slot is given back for any other answer.
    const slot = await reserveSlot(options.name, ip, options.rateLimitMax(config), config);
    return await withinLimit(slot, tooManyRequests, async () => {
      let body: unknown;
      try {
        body = form
          ? Object.fromEntries(new URLSearchParams(await readText(request, options.maxBody)))
          : await readJson(request, options.maxBody);
      } catch (error) {
        if (error instanceof BodyTooLargeError)
          return jsonResponse(413, { success: false, message: API_MESSAGES.tooLargeJson });
        return jsonResponse(400, { success: false, message: API_MESSAGES.malformed });
      }
      // An array, a string or null would reach zod as a whole and get its English message.
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return jsonResponse(400, { success: false, message: API_MESSAGES.notAnObject });
      }
      seen.values = body as Record<string, unknown>;
      return options.handle(body, { config, ip });
    });
  } catch (error) {
    console.error(`[${options.name}] erreur inattendue:`, error);
    return unexpectedError();
  }
}

/** Runs a write; when the storage is down the visitor gets 503 and the log says what was not saved. */
export async function storeOrUnavailable(
  config: SiteConfig,
  what: string,
  write: (storage: Repository) => Promise<unknown>,
  answer: () => Response,
): Promise<Response> {
  try {
    await write(await getStorage(config));
  } catch (error) {
    console.error(`${what} NON enregistré(e) (stockage indisponible):`, error);
    return serviceUnavailable();
  }
  return answer();
}
