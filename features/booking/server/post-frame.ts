import 'server-only';
import { readConfig, type SiteConfig } from '@/lib/server/config';
import { StorageUnavailableError } from '@/lib/server/db/storage';
import { clientIp } from '@/lib/server/http/client-ip';
import { reserveSlot, withinLimit } from '@/lib/server/http/rate-limit';
import { API_MESSAGES, serviceUnavailable, tooManyRequests, unexpectedError } from '@/lib/server/http/request';
import { crossSiteRefusal } from '@/lib/server/http/same-origin';
import { seeOther } from '@/lib/server/http/see-other';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { bookingJournalPending, replayBookingJournal } from '../journal';
import { jsonOf, readInput, type Answer } from './handler-input';

/**
 * What the booking API's handlers share (handler.ts: slots and booking; manage-handler.ts: the visitor's link):
 * the frame of a POST, the answer to a failure, and the journal's replay once the database answers again.
 */

/** Bookings, and changes through the visitor's link, per client address and hour; RATE_LIMIT_MAX=0 turns it off. */
const BOOKINGS_PER_HOUR = 6;
export const HOUR_MS = 3_600_000;

/**
 * The database answers again: what the journal holds goes in now (what a previous run left too). start.ts's
 * timer replays it besides, every 10 s, when no request comes.
 */
export function replayIfPending(config: SiteConfig) {
  if (!bookingJournalPending(config)) return;
  void replayBookingJournal(config).then((replayed) => {
    if (replayed.stored > 0) void nudgeMailQueue();
  });
}

export function failure(where: string, error: unknown): Response {
  if (error instanceof StorageUnavailableError) {
    console.error(`[rendez-vous] base indisponible sur ${where}:`, error);
    return serviceUnavailable();
  }
  console.error(`[rendez-vous] erreur inattendue sur ${where}:`, error);
  return unexpectedError();
}

/** The 503 of serviceUnavailable(), and the page a form goes back to. */
export const unavailable = (page: string): Answer => ({
  status: 503,
  body: { success: false, message: API_MESSAGES.unavailable },
  headers: { 'Retry-After': '60' },
  page,
});

export type Run = (values: Record<string, unknown>, context: { config: SiteConfig; ip: string }) => Promise<Answer>;

/**
 * The frame of the two POSTs: same site (403), JSON or form (415), bounded body (413/400), a slot of the
 * per-address limit (429: only what was stored uses it), then `run`; a form gets a 303 to the answer's page.
 */
export async function handlePost(
  request: Request,
  options: {
    name: string;
    /** The no-JS form's field names and the JSON names they stand for. */
    formNames: Record<string, string>;
    run: Run;
    limitedPage: (values: Record<string, unknown>) => string;
  },
): Promise<Response> {
  try {
    const crossSite = crossSiteRefusal(request);
    if (crossSite) return crossSite;
    const config = readConfig();
    const input = await readInput(request, options.formNames);
    if (input instanceof Response) return input;
    const ip = clientIp(request.headers, config.trustProxy);
    const max = config.rateLimitMax > 0 ? BOOKINGS_PER_HOUR : 0;
    const slot = await reserveSlot(options.name, ip, max, config, HOUR_MS);
    let answer: Answer | undefined;
    const response = await withinLimit(slot, tooManyRequests, async () =>
      jsonOf((answer = await options.run(input.values, { config, ip }))),
    );
    if (!input.form) return response;
    const page = answer ? answer.page : options.limitedPage(input.values);
    return page ? seeOther(page) : response;
  } catch (error) {
    return failure(new URL(request.url).pathname, error);
  }
}

export const text = (value: unknown) => (typeof value === 'string' ? value : null);
