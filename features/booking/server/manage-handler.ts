import 'server-only';
import { BOOKING_REFUSALS, manageRequestSchema } from '@/features/booking/model/schema';
import { MOVE_BUTTON_ANCHOR } from '@/features/booking/model/rules';
import { NOTICE_HOURS } from '@/features/booking/model/slots';
import { CONTACT_MESSAGES, fieldErrorsOf } from '@/lib/contact-schema';
import { readConfig } from '@/lib/server/config';
import { getStorage, StorageUnavailableError } from '@/lib/server/db/storage';
import { jsonResponse } from '@/lib/server/http/request';
import { pageWith } from '@/lib/server/http/see-other';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { isManageKey } from '../links';
import { bookingSummary, REFUSAL_STATUS, refusalBody, refusalFor, slotDays, whenInWords } from './answer';
import { freeSlots } from './availability';
import type { Answer } from './handler-input';
import { failure, handlePost, replayIfPending, text, unavailable, type Run } from './post-frame';
import { bookingByManageKey, type Booking } from './store';
import { cancelBooking, moveBooking, visitorMayChange } from './changes';

/**
 * The visitor's link, GET and POST /api/rendez-vous/gerer?cle=: see the appointment, cancel it or move it, until
 * 12 h before it. JSON for the page's script; the no-JS forms get a 303 back to /rendez-vous/gerer.
 */

const MANAGE_PAGE = '/rendez-vous/gerer';

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
