import 'server-only';
import { isOfficeKey, officeHours } from '@/content/office-hours';
import {
  BOOKING_FORM_FIELDS,
  BOOKING_MESSAGES,
  bookingKindSchema,
  bookingRequestSchema,
} from '@/features/booking/model/schema';
import { BOOKING_DAYS, NOTICE_HOURS } from '@/features/booking/model/slots';
import { CONTACT_MESSAGES, fieldErrorsOf } from '@/lib/contact-schema';
import { readConfig, type SiteConfig } from '@/lib/server/config';
import { journalDir } from '@/lib/server/db/outage-journal';
import { getStorage, StorageUnavailableError } from '@/lib/server/db/storage';
import { jsonResponse } from '@/lib/server/http/request';
import { getLead } from '@/features/quote/leads';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { bookingSummary, officePhone, REFUSAL_STATUS, refusalBody, slotDays, whenInWords } from './answer';
import { freeSlots } from './availability';
import type { Answer } from './handler-input';
import { failure, handlePost, HOUR_MS, replayIfPending, text, unavailable, type Run } from './post-frame';
import { pageWith } from '@/lib/server/http/see-other';
import { journalBooking } from '../journal';
import { checkLeadToken, leadPrefill, LINK_INVALID } from './lead-link';
import { bookSlot, visitorFields, type Booking, type BookingResult, type NewBooking } from './store';

/**
 * The booking API: GET /api/rendez-vous/creneaux (the free slots) and POST /api/rendez-vous (book); the
 * visitor's link (see, cancel, move) is manage-handler.ts's. JSON for the pages' script; a form posted without
 * JavaScript gets a 303 to the page that says what happened. Posts are refused from another site, bounded in size
 * and limited per client address (post-frame.ts); while the database is down a booking goes to the journal
 * (journal.ts) and is answered 202.
 */

const SLOTS_PAGE = '/rendez-vous/creneaux';
const CONFIRMATION_PAGE = '/rendez-vous/confirmation';

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
  config: SiteConfig,
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
    ...visitorFields(request),
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
