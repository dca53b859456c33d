import { MOVE_BUTTON_ANCHOR, tooLateMessage } from '@/features/booking/model/rules';
import { slotDays, slotInWords } from '@/features/booking/words';
import { BOOKING_MANAGE_PAGE, BOOKING_PAGE } from '@/lib/paths';
import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { visitorMayChange } from '@/features/booking/server/changes';
import { slotsToMoveTo, visitorBooking } from '@/features/booking/server/visitor-pages';
import { bookingOffice, type BookingOffice } from '@/features/booking/ui/booking-offices';
import { firstParam, type SearchParams } from '@/features/booking/ui/booking-query';
import { BookingSummary } from '@/features/booking/ui/booking-summary';
import { BookingLinkProblem } from '@/features/booking/ui/booking-link-invalid';
import { bookingPageMessage } from '@/features/booking/ui/page-messages';
import { SlotFieldset, SlotList, SlotMissingHint } from '@/features/booking/ui/slot-list';
import { SubmitButton } from '@/components/forms/field-pieces';
import { ButtonLink, buttonClasses } from '@/components/ui/button-link';
import { ChevronDownIcon } from '@/components/ui/icons';

/** Read for each visit (the link's key); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata(BOOKING_MANAGE_PAGE);

const MANAGE_ACTION = '/api/rendez-vous/gerer';
const card = 'rounded-card bg-white p-6 shadow-card sm:p-10';

/** What the API says after a change (`?etat=`, its 303): done, or why not. */
function outcomeOf(etat: string | undefined, office: BookingOffice): { text: string; done: boolean } | null {
  if (etat === 'annule')
    return { text: 'Votre rendez-vous est annulé. Vous en recevez la confirmation par e-mail.', done: true };
  if (etat === 'deplace')
    return { text: 'Votre rendez-vous est déplacé. Vous recevez la nouvelle invitation par e-mail.', done: true };
  const refused = bookingPageMessage(etat, office);
  return refused ? { text: refused, done: false } : null;
}

/**
 * The visitor's page of an appointment, from the link of every e-mail about it: its summary,
 * then « Annuler le rendez-vous » first, within a phone's first screen, and « Déplacer le rendez-vous » folded
 * below it (the free slots as radios). Two forms that POST to /api/rendez-vous/gerer and come back here with
 * `?etat=`; no JavaScript needed. Cancelling asks once: the <details> opens on the confirming button (a GET never
 * cancels). A key that finds nothing is a 404; from 12 h before, the page gives the office's phone instead.
 */
export default async function BookingManagePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const found = await visitorBooking(firstParam(params, 'cle'));
  if (found.state !== 'trouve') return <BookingLinkProblem state={found.state} />;
  const { booking, place, address } = found;
  const office = bookingOffice(booking.office);
  const now = new Date();
  const etat = firstParam(params, 'etat');
  const outcome = outcomeOf(etat, office);
  // « Déplacer » sent without a slot: said beside its button, the fold open (the API's 303 lands there).
  const moveWithoutSlot = etat === 'creneau';
  const cancelled = booking.status === 'annule';
  const mayChange = visitorMayChange(booking, now);
  const slots = mayChange ? await slotsToMoveTo(booking, now) : null;
  const key = <input type="hidden" name="cle" value={booking.manageKey} />;

  return (
    <div className="bg-cream" data-no-call-bar>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-16 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">Rendez-vous</p>
          <h1 className="mt-3 text-display font-bold">{cancelled ? 'Rendez-vous annulé' : 'Votre rendez-vous'}</h1>
        </div>
        {outcome ? (
          <p
            role={outcome.done ? 'status' : 'alert'}
            className={
              outcome.done
                ? 'rounded-card bg-white p-6 font-semibold shadow-card'
                : 'rounded-card border border-error/40 bg-white p-6 font-semibold text-error-dark'
            }
            data-testid="booking-outcome"
          >
            {outcome.text}
          </p>
        ) : null}
        <BookingSummary booking={booking} office={office} place={place} address={address} />

        {cancelled ? (
          <div className="flex flex-wrap gap-4">
            <ButtonLink href={BOOKING_PAGE}>Réserver un autre rendez-vous</ButtonLink>
          </div>
        ) : !mayChange ? (
          <div className="grid gap-4 text-lg" data-testid="booking-too-late">
            <p>{tooLateMessage(office.phoneText)}</p>
            <div>
              <a href={office.telHref} className={buttonClasses('primary')}>
                Appeler le bureau de {office.city}
              </a>
            </div>
          </div>
        ) : (
          <>
            <details className="group/cancel" data-testid="booking-cancel">
              {/* Open, the same toggle closes the question again: no script, and the appointment stays. */}
              <summary
                className={buttonClasses('secondary', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
              >
                <span className="group-open/cancel:hidden">Annuler le rendez-vous</span>
                <span className="hidden group-open/cancel:inline">Ne pas annuler</span>
              </summary>
              <form method="post" action={MANAGE_ACTION} className={`${card} mt-4 grid gap-4`}>
                {key}
                <input type="hidden" name="action" value="annuler" />
                <h2 className="text-h3 font-bold">Annuler le rendez-vous&nbsp;?</h2>
                <p>
                  Le rendez-vous du {slotInWords(booking.startsAt, office.timeZone)} sera annulé&nbsp;: le créneau est
                  aussitôt libéré pour quelqu’un d’autre, et vous en recevez la confirmation par e-mail.
                </p>
                <div>
                  <button type="submit" className={buttonClasses('primary')}>
                    Confirmer l’annulation
                  </button>
                </div>
              </form>
            </details>

            <details open={moveWithoutSlot} className={`${card} group/move`} data-testid="booking-move">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
                <h2 className="text-h3 font-bold">Déplacer le rendez-vous</h2>
                <ChevronDownIcon className="shrink-0 group-open/move:rotate-180" />
              </summary>
              {slots && slots.length > 0 ? (
                <form method="post" action={MANAGE_ACTION} className="group/slots mt-6 grid gap-6">
                  {key}
                  <input type="hidden" name="action" value="deplacer" />
                  <SlotFieldset
                    legend="Le nouveau créneau"
                    hint={`À l’heure du bureau de ${office.city}.`}
                    hintId="deplacer-aide"
                  >
                    <SlotList days={slotDays(slots)} idPrefix="jour" />
                  </SlotFieldset>
                  <div id={MOVE_BUTTON_ANCHOR} className="flex scroll-mt-28 flex-col items-start gap-2">
                    <SlotMissingHint refused={moveWithoutSlot} />
                    <SubmitButton label="Déplacer" />
                  </div>
                </form>
              ) : slots === null ? (
                <p role="alert" className="mt-4 font-medium text-error-dark">
                  Les créneaux n’ont pas pu être lus. Veuillez réessayer dans quelques minutes.
                </p>
              ) : (
                <p className="mt-4">Aucun autre créneau libre dans les trois prochaines semaines.</p>
              )}
            </details>
          </>
        )}
      </div>
    </div>
  );
}
