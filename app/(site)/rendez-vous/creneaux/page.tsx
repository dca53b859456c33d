import { bookingPage } from '@/content/booking';
import type { OfficeKey } from '@/content/office-hours';
import { KIND_LABELS, slotDays, type Kind, type SlotDay } from '@/features/booking/words';
import { BOOKING_SLOTS_PAGE } from '@/lib/paths';
import { unlistedPageMetadata } from '@/lib/unlisted-pages';
import { freeSlots } from '@/features/booking/server/availability';
import { leadOfBookingLink } from '@/features/booking/server/lead-link';
import { getStorage } from '@/lib/server/db/storage';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { BookingChoice } from '@/features/booking/ui/booking-choice';
import { BookingFields } from '@/features/booking/ui/booking-fields';
import { VisitAddressFields } from '@/features/booking/ui/visit-address-fields';
import { VISIT_ADDRESS_SUMMARY_NAMES } from '@/features/booking/model/address-fields';
import { bookingOffice, bookingOffices } from '@/features/booking/ui/booking-offices';
import {
  bookingChoiceOf,
  firstParam,
  leadTokenOf,
  prefillOf,
  type SearchParams,
} from '@/features/booking/ui/booking-query';
import { bookingPageMessage } from '@/features/booking/ui/page-messages';
import { NoSlot, SlotFieldset, SlotList, SlotMissingHint } from '@/features/booking/ui/slot-list';
import { RequiredNote, SubmitButton } from '@/components/forms/field-pieces';
import { buttonClasses } from '@/components/ui/button-link';

/** Read for each visit (the slots free now); not indexed, not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata = unlistedPageMetadata(BOOKING_SLOTS_PAGE);

const crumbs = [
  { name: 'Accueil', path: '/' },
  { name: bookingPage.name, path: bookingPage.path },
  { name: 'Créneaux libres', path: BOOKING_SLOTS_PAGE },
];

const REFUSED = 'Votre réservation n’a pas pu être enregistrée.';

/** The request a link names (its fields fill the form), why it does not tie, or null when it could not be read. */
async function linkedLead(token: string | undefined) {
  if (!token) return null;
  try {
    return await leadOfBookingLink(token);
  } catch (error) {
    console.error('[rendez-vous] demande du lien non lue:', error);
    return null;
  }
}

async function slotsOf(office: OfficeKey, kind: Kind) {
  try {
    return slotDays(await freeSlots(await getStorage(), office, kind, new Date()));
  } catch (error) {
    console.error('[rendez-vous] créneaux non lus:', error);
    return null;
  }
}

const card = 'rounded-card bg-white p-6 shadow-card sm:p-10';

const FIELD_NAMES: Record<string, string> = {
  ...VISIT_ADDRESS_SUMMARY_NAMES,
  nom: 'nom et prénom',
  email: 'e-mail',
  telephone: 'téléphone',
  message: 'message',
  creneau: 'créneau',
};

/** The names of the `champs` parameter the page knows, in words; the others are left out. */
const fieldsToCheck = (names: string | undefined) =>
  (names ?? '')
    .split(',')
    .flatMap((name) => (Object.hasOwn(FIELD_NAMES, name) ? [FIELD_NAMES[name] as string] : []))
    .slice(0, Object.keys(FIELD_NAMES).length);

/**
 * The slots of the booking page, rendered by the server: where the static page's form leads without
 * JavaScript. The list is a form that POSTs to /api/rendez-vous (which sends the browser on to the confirmation,
 * or back here with `?erreur=`); the fields typed are never put in the address, so after a refusal they are asked
 * again.
 */
export default async function BookingSlotsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const linked = await linkedLead(leadTokenOf(params));
  const lead = linked?.ok ? linked.prefill : null;
  // The request's office and postcode, unless the visitor chose another since.
  const choice = bookingChoiceOf(
    lead && !firstParam(params, 'bureau') && !firstParam(params, 'code_postal')
      ? { ...params, bureau: lead.office, code_postal: lead.postcode ?? '' }
      : params,
  );
  const office = bookingOffice(choice.office);
  // A link that does not tie (expired, forged, its request erased) is said, and left out of the booking.
  const token = linked?.ok === false ? undefined : leadTokenOf(params);
  // Why the API sent the visitor back here: its words, or a general one (never the code itself).
  const posted = firstParam(params, 'erreur');
  const erreur = posted ?? (linked?.ok === false ? linked.code : undefined);
  const refusal = erreur ? (bookingPageMessage(erreur, office) ?? REFUSED) : null;
  // After « champs », which fields to check (by name, never what was typed).
  const toCheck = erreur === 'champs' ? fieldsToCheck(firstParam(params, 'champs')) : [];
  const fromLink = prefillOf(params);
  const prefill = {
    ...fromLink,
    nom: fromLink.nom || (lead?.name ?? ''),
    email: fromLink.email || (lead?.email ?? ''),
    telephone: fromLink.telephone || (lead?.phone ?? ''),
    localite: fromLink.localite || (lead?.town ?? ''),
  };
  const visit = choice.kind === 'visite';
  const days: SlotDay[] | null = await slotsOf(choice.office, choice.kind);

  return (
    <>
      <div className="bg-stone/60">
        <div className="mx-auto max-w-content px-4 pt-6 pb-12 sm:px-6 lg:pt-10">
          <Breadcrumb crumbs={crumbs} />
          <h1 className="mt-6 text-display font-bold">Créneaux libres</h1>
          <p className="mt-6 max-w-3xl text-lg text-anthracite-soft">
            {KIND_LABELS[choice.kind]} avec le bureau de {office.label}, dans les trois prochaines semaines.
          </p>
        </div>
      </div>
      <div className="bg-cream" data-no-call-bar>
        <div className="mx-auto grid max-w-4xl gap-10 px-4 py-12 sm:px-6 lg:py-16">
          {refusal ? (
            <div
              role="alert"
              className="rounded-card border border-error/40 bg-white p-6"
              data-testid="booking-refusal"
            >
              <p className="font-semibold text-error-dark">{refusal}</p>
              {toCheck.length > 0 ? (
                <p className="mt-2" data-testid="booking-fields-to-check">
                  À vérifier&nbsp;: {toCheck.join(', ')}.
                </p>
              ) : null}
              {posted ? (
                <p className="mt-2">Choisissez un créneau ci-dessous et indiquez de nouveau vos coordonnées.</p>
              ) : null}
            </div>
          ) : null}

          {days && days.length > 0 ? (
            <form
              method="post"
              action="/api/rendez-vous"
              className={`${card} group/slots grid gap-10`}
              data-testid="booking-form"
            >
              <input type="hidden" name="bureau" value={choice.office} />
              <input type="hidden" name="type" value={choice.kind} />
              {visit ? null : <input type="hidden" name="code_postal" value={choice.postcode} />}
              {token ? <input type="hidden" name="demande" value={token} /> : null}
              {visit ? (
                <section aria-labelledby="lieu" className="grid gap-6">
                  <h2 id="lieu" className="text-h3 font-bold">
                    Où a lieu la visite&nbsp;?
                  </h2>
                  <VisitAddressFields idPrefix="lieu" values={{ ...prefill, code_postal: choice.postcode }} />
                </section>
              ) : null}
              <SlotFieldset
                legend="Votre créneau"
                hint={`À l’heure du bureau de ${office.city}.`}
                hintId="creneaux-aide"
              >
                <SlotList days={days} idPrefix="jour" required />
              </SlotFieldset>
              <section aria-labelledby="coordonnees" className="grid gap-6">
                <h2 id="coordonnees" className="text-h3 font-bold">
                  Vos coordonnées
                </h2>
                <BookingFields
                  idPrefix="reservation"
                  defaults={prefill}
                  phoneHint={choice.kind === 'appel' ? 'Le numéro auquel nous vous appelons.' : undefined}
                />
                <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                  <RequiredNote />
                  <div className="flex flex-col gap-2 sm:items-end">
                    <SlotMissingHint />
                    <SubmitButton label="Réserver ce créneau" />
                  </div>
                </div>
              </section>
            </form>
          ) : (
            <section aria-labelledby="creneaux" className={card}>
              <h2 id="creneaux" className="text-h3 font-bold">
                Votre créneau
              </h2>
              <div className="mt-4">
                {days === null ? (
                  <p role="alert" className="font-medium text-error-dark">
                    Les créneaux n’ont pas pu être lus. Veuillez réessayer dans quelques minutes, ou appelez-nous au{' '}
                    <a href={office.telHref} className="font-semibold whitespace-nowrap underline">
                      {office.phoneText}
                    </a>
                    .
                  </p>
                ) : (
                  <NoSlot office={office} />
                )}
              </div>
            </section>
          )}

          <form method="get" action={BOOKING_SLOTS_PAGE} className={`${card} grid gap-6`} data-testid="booking-choice">
            <h2 className="text-h3 font-bold">Un autre type de rendez-vous ou un autre bureau&nbsp;?</h2>
            <BookingChoice offices={bookingOffices()} idPrefix="choix" byPostcode state={choice} />
            {token ? <input type="hidden" name="demande" value={token} /> : null}
            <div>
              <button type="submit" className={buttonClasses('secondary')}>
                Voir les créneaux libres
              </button>
            </div>
          </form>
        </div>
      </div>
    </>
  );
}
