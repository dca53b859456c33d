import 'server-only';
import { officeHours } from '@/content/office-hours';
import {
  BOOKING_FORM_FIELDS,
  BOOKING_MESSAGES,
  BOOKING_REFUSALS,
  bookingKindSchema,
  bookingRequestSchema,
  manageRequestSchema,
} from '@/features/booking/model/schema';
import { MOVE_BUTTON_ANCHOR } from '@/features/booking/model/rules';
import { BOOKING_DAYS, NOTICE_HOURS } from '@/features/booking/model/slots';
import { CONTACT_MESSAGES, fieldErrorsOf } from '@/lib/contact-schema';
import { readConfig, type LeadsConfig } from '@/lib/server/config';
import { journalDir } from '@/lib/server/db/outage-journal';
import { getStorage, StorageUnavailableError } from '@/lib/server/db/storage';
import { clientIp } from '@/lib/server/http/client-ip';
import { reserveSlot, withinLimit } from '@/lib/server/http/rate-limit';
import {
  API_MESSAGES,
  jsonResponse,
  serviceUnavailable,
  tooManyRequests,
  unexpectedError,
} from '@/lib/server/http/request';
import { crossSiteRefusal } from '@/lib/server/http/same-origin';
import { getLead } from '@/features/quote/leads';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { bookingSummary, officePhone, REFUSAL_STATUS, refusalBody, refusalFor, slotDays, whenInWords } from './answer';
import { freeSlots } from './availability';
import { isOfficeKey } from '@/content/office-hours';
import { jsonOf, readInput, type Answer } from './handler-input';
import { pageWith, seeOther } from '@/lib/server/http/see-other';
import { bookingJournalPending, journalBooking, replayBookingJournal } from '../journal';
import { checkLeadToken, leadPrefill, LINK_INVALID } from './lead-link';
import { isManageKey } from '../links';
import {
  bookingByManageKey,
  bookSlot,
  cancelBooking,
  moveBooking,
  visitorMayChange,
  type Booking,
  type BookingResult,
  type NewBooking,
} from './store';

/**
 * The booking API: GET /api/rendez-vous/creneaux (the free slots), POST /api/rendez-vous (book),
 * GET and POST /api/rendez-vous/gerer (the visitor's link: see, cancel, move). JSON for the pages' script; a
 * form posted without JavaScript gets a 303 to the page that says what happened. Posts are refused from
 * another site, bounded in size and limited per client address; while the database is down a booking goes to
 * the journal (journal.ts) and is answered 202.
 */

/** Bookings, and changes through the visitor's link, per client address and hour; RATE_LIMIT_MAX=0 turns it off. */
const BOOKINGS_PER_HOUR = 6;
const HOUR_MS = 3_600_000;

const SLOTS_PAGE = '/rendez-vous/creneaux';
const CONFIRMATION_PAGE = '/rendez-vous/confirmation';
const MANAGE_PAGE = '/rendez-vous/gerer';

/**
 * The database answers again: what the journal holds goes in now (what a previous run left too). start.ts's
 * timer replays it besides, every 10 s, when no request comes.
 */
function replayIfPending(config: LeadsConfig) {
  if (!bookingJournalPending(config)) return;
  void replayBookingJournal(config).then((replayed) => {
    if (replayed.stored > 0) void nudgeMailQueue();
  });
}

function failure(where: string, error: unknown): Response {
  if (error instanceof StorageUnavailableError) {
    console.error(`[rendez-vous] base indisponible sur ${where}:`, error);
    return serviceUnavailable();
  }
  console.error(`[rendez-vous] erreur inattendue sur ${where}:`, error);
  return unexpectedError();
}

/** The 503 of serviceUnavailable(), and the page a form goes back to. */
const unavailable = (page: string): Answer => ({
  status: 503,
  body: { success: false, message: API_MESSAGES.unavailable },
  headers: { 'Retry-After': '60' },
  page,
});

function slotsMessage(count: number, office: Booking['office']) {
  const weeks = `dans les ${BOOKING_DAYS / 7} prochaines semaines`;
  if (count === 0) return `Aucun créneau libre ${weeks}. Appelez-nous au ${officePhone(office)}.`;
  return count === 1 ? `1 créneau libre ${weeks}.` : `${count} créneaux libres ${weeks}.`;
}

/** GET /api/rendez-vous/creneaux?bureau=&type=[&demande=]: the free slots by day, and the lead's fields. */
export async function handleSlotsGet(request: Request): Promise<Response> {
  try {
    const params = new URL(request.url).searchParams;
    const office = params.get('bureau');
    if (!isOfficeKey(office)) return jsonResponse(404, { success: false, message: BOOKING_MESSAGES.office });
    const kind = bookingKindSchema.safeParse(params.get('type'));
    if (!kind.success) {
      return jsonResponse(400, {
        success: false,
        message: BOOKING_MESSAGES.kind,
        errors: { kind: BOOKING_MESSAGES.kind },
      });
    }
    const config = readConfig();
    const now = new Date();
    const token = checkLeadToken(config, params.get('demande'), now);
    if (!token.ok) return jsonResponse(token.status, { success: false, message: token.message });
    const storage = await getStorage(config);
    const lead = token.leadId === null ? null : await getLead(storage, token.leadId);
    // A quote request erased since (privacy) no longer fills anything in.
    if (token.leadId !== null && !lead) return jsonResponse(400, { success: false, message: LINK_INVALID.message });
    const slots = await freeSlots(storage, office, kind.data, now);
    replayIfPending(config);
    return jsonResponse(200, {
      success: true,
      message: slotsMessage(slots.length, office),
      office,
      kind: kind.data,
      timeZone: officeHours[office].timeZone,
      days: slotDays(slots),
      ...(lead ? { prefill: leadPrefill(lead) } : {}),
    });
  } catch (error) {
    return failure('/api/rendez-vous/creneaux', error);
  }
}

type Run = (values: Record<string, unknown>, context: { config: LeadsConfig; ip: string }) => Promise<Answer>;

/**
 * The frame of the two POSTs: same site (403), JSON or form (415), bounded body (413/400), a slot of the
 * per-address limit (429: only what was stored uses it), then `run`; a form gets a 303 to the answer's page.
 */
async function handlePost(
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

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const FORM_NAME_OF = Object.fromEntries(Object.entries(BOOKING_FORM_FIELDS).map(([form, json]) => [json, form]));

/**
 * The no-JS slot list to go back to, with what it needs to show the same list again and, after `champs`, the
 * names of the fields to check (never what was typed).
 */
function slotsPage(values: Record<string, unknown>, erreur: string, fields: string[] = []) {
  const kind = bookingKindSchema.safeParse(values.kind);
  const keepsLink = erreur !== 'lien-invalide' && erreur !== 'lien-expire';
  return pageWith(SLOTS_PAGE, {
    bureau: isOfficeKey(values.office) ? values.office : null,
    type: kind.success ? kind.data : null,
    erreur,
    champs: fields.flatMap((field) => FORM_NAME_OF[field] ?? []).join(','),
    demande: keepsLink ? text(values.demande) : null,
  });
}

const bookingRefused = (
  values: Record<string, unknown>,
  office: Booking['office'],
  result: Extract<BookingResult, { ok: false }>,
): Answer => ({
  status: REFUSAL_STATUS[result.reason],
  body: refusalBody(result, office),
  page: slotsPage(values, result.reason),
});

/** The database is down: the booking goes to the journal (202), or, if that fails too, 503. */
async function journalOrUnavailable(
  config: LeadsConfig,
  values: Record<string, unknown>,
  booking: NewBooking,
  ip: string,
  now: Date,
  cause: unknown,
): Promise<Answer> {
  // What needs no database is still refused now rather than after the replay.
  if (booking.startsAt.getTime() < now.getTime() + NOTICE_HOURS * HOUR_MS)
    return bookingRefused(values, booking.office, { ok: false, reason: 'passe', next: [] });
  try {
    await journalBooking(config, booking, ip);
  } catch (error) {
    console.error('[rendez-vous] rendez-vous NON enregistré (base et journal de secours indisponibles):', cause, error);
    return unavailable(slotsPage(values, 'indisponible'));
  }
  console.error(
    `[rendez-vous] base indisponible : rendez-vous gardé dans le journal de secours (${journalDir(config)}), enregistré en base dès son retour :`,
    cause,
  );
  return {
    status: 202,
    body: { success: true, message: BOOKING_MESSAGES.journaled },
    page: pageWith(CONFIRMATION_PAGE, { etat: 'en-attente' }),
  };
}

const book: Run = async (values, { config, ip }) => {
  if (!isOfficeKey(values.office)) {
    return {
      status: 404,
      body: { success: false, message: BOOKING_MESSAGES.office },
      page: slotsPage(values, 'bureau'),
    };
  }
  const { office } = values;
  const parsed = bookingRequestSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return {
      status: 400,
      body: { success: false, message: CONTACT_MESSAGES.invalid, errors },
      page: slotsPage(values, 'champs', Object.keys(errors)),
    };
  }
  const request = parsed.data;
  const now = new Date();
  const token = checkLeadToken(config, request.demande, now);
  if (!token.ok)
    return {
      status: token.status,
      body: { success: false, message: token.message },
      page: slotsPage(values, token.code),
    };
  const booking: NewBooking = {
    office,
    kind: request.kind,
    startsAt: new Date(request.startsAt),
    name: request.name,
    email: request.email,
    phone: request.phone,
    postcode: request.postcode ?? null,
    street: request.street ?? null,
    town: request.town ?? null,
    message: request.message ?? null,
    leadId: token.leadId,
  };
  let result: BookingResult;
  try {
    const storage = await getStorage(config);
    if (token.leadId !== null && !(await getLead(storage, token.leadId))) {
      return {
        status: 400,
        body: { success: false, message: LINK_INVALID.message },
        page: slotsPage(values, LINK_INVALID.code),
      };
    }
    result = await bookSlot(storage, { ...booking, ipHash: storage.hashIp(ip) }, now, {
      crmHook: Boolean(config.crmWebhook),
    });
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    return journalOrUnavailable(config, values, booking, ip, now, error);
  }
  replayIfPending(config);
  if (!result.ok) return bookingRefused(values, office, result);
  // Not awaited: the visitor gets the answer now; the outbox logs its own errors.
  void nudgeMailQueue();
  return {
    status: 201,
    body: {
      success: true,
      message: `Votre rendez-vous est réservé ${whenInWords(result.booking)}. Vous en recevez la confirmation par e-mail.`,
      booking: bookingSummary(result.booking),
    },
    page: pageWith(CONFIRMATION_PAGE, { cle: result.booking.manageKey }),
  };
};

/** POST /api/rendez-vous: books a slot (JSON, or the no-JS form's fields). */
export function handleBookingPost(request: Request): Promise<Response> {
  return handlePost(request, {
    name: 'rendez-vous',
    formNames: BOOKING_FORM_FIELDS,
    run: book,
    limitedPage: (values) => slotsPage(values, 'limite'),
  });
}

function manageMessage(booking: Booking, mayChange: boolean) {
  if (booking.status === 'annule') return refusalFor('annule', booking.office);
  if (!mayChange) return refusalFor('trop-tard', booking.office);
  return `Vous pouvez annuler ou déplacer ce rendez-vous en ligne jusqu’à ${NOTICE_HOURS}\u00a0h avant son début.`;
}

const manageNotFound = () =>
  jsonResponse(404, { success: false, message: BOOKING_REFUSALS.introuvable, reason: 'introuvable' });

/** GET /api/rendez-vous/gerer?cle=: the appointment, whether it may still change, and the slots to move it to. */
export async function handleManageGet(request: Request): Promise<Response> {
  try {
    const key = new URL(request.url).searchParams.get('cle');
    if (!isManageKey(key)) return manageNotFound();
    const config = readConfig();
    const storage = await getStorage(config);
    const booking = await bookingByManageKey(storage, key);
    if (!booking) return manageNotFound();
    const now = new Date();
    const mayChange = visitorMayChange(booking, now);
    const slots = mayChange ? await freeSlots(storage, booking.office, booking.kind, now) : [];
    replayIfPending(config);
    return jsonResponse(200, {
      success: true,
      message: manageMessage(booking, mayChange),
      booking: bookingSummary(booking),
      mayChange,
      days: slotDays(slots.filter((slot) => slot.startsAt !== booking.startsAt)),
    });
  } catch (error) {
    return failure('/api/rendez-vous/gerer', error);
  }
}

const manage: Run = async (values, { config }) => {
  const cle = text(values.cle) ?? '';
  const back = (etat: string) => pageWith(MANAGE_PAGE, { cle, etat });
  const notFound: Answer = {
    status: 404,
    body: { success: false, message: BOOKING_REFUSALS.introuvable, reason: 'introuvable' },
    page: back('introuvable'),
  };
  if (!isManageKey(cle)) return notFound;
  const parsed = manageRequestSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    // A move without a slot: the page says so beside its button, where the visitor is.
    const noSlot = values.action === 'deplacer' && errors.creneau !== undefined;
    return {
      status: 400,
      body: { success: false, message: Object.values(errors)[0] ?? CONTACT_MESSAGES.invalid, errors },
      page: noSlot ? `${back('creneau')}#${MOVE_BUTTON_ANCHOR}` : back('champs'),
    };
  }
  const change = parsed.data;
  const now = new Date();
  try {
    const storage = await getStorage(config);
    const booking = await bookingByManageKey(storage, cle);
    if (!booking) return notFound;
    const result =
      change.action === 'annuler'
        ? await cancelBooking(storage, booking.id, 'visiteur', now)
        : await moveBooking(storage, booking.id, new Date(change.creneau), 'visiteur', now);
    replayIfPending(config);
    if (!result.ok) {
      return {
        status: REFUSAL_STATUS[result.reason],
        body: refusalBody(result, booking.office),
        // « annule » is the page's word for a cancellation that worked.
        page: back(result.reason === 'annule' ? 'deja-annule' : result.reason),
      };
    }
    void nudgeMailQueue();
    const message =
      change.action === 'annuler'
        ? `Votre rendez-vous ${whenInWords(booking)} est annulé. Vous en recevez la confirmation par e-mail.`
        : `Votre rendez-vous est déplacé ${whenInWords(result.booking)}. Vous en recevez la confirmation par e-mail.`;
    return {
      status: 200,
      body: { success: true, message, booking: bookingSummary(result.booking) },
      page: back(change.action === 'annuler' ? 'annule' : 'deplace'),
    };
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    console.error('[rendez-vous] changement NON enregistré (base indisponible):', error);
    return unavailable(back('indisponible'));
  }
};

/** POST /api/rendez-vous/gerer: cancels or moves the appointment of a visitor's link. */
export function handleManagePost(request: Request): Promise<Response> {
  return handlePost(request, {
    name: 'rendez-vous-gerer',
    formNames: { cle: 'cle', action: 'action', creneau: 'creneau' },
    run: manage,
    limitedPage: (values) => pageWith(MANAGE_PAGE, { cle: text(values.cle), etat: 'limite' }),
  });
}
