'use client';

import { Suspense, useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { OfficeKey } from '@/content/office-hours';
import { forgetDraft } from '@/lib/tab-draft';
import { officeForPostcode } from '@/features/booking/model/rules';
import { slotInWords, type Kind, type SlotDay } from '@/features/booking/words';
import { BOOKING_SLOTS_PAGE } from '@/lib/paths';
import { PENDING, useFieldFeedback, useSubmitGuard } from '@/components/forms/use-form-engine';
import type { Prefill } from './booking-answers';
import { BookingChoice } from './booking-choice';
import { ContactAndSend, SlotsState } from './booking-picker-parts';
import { EMPTY_PICKER_TEXT, fieldOrder, summaryName, type PickerText } from './booking-form-fields';
import type { BookingOffice } from './booking-offices';
import type { Booked, BookingConfirmation, TakenSlot } from './booking-sent';
import {
  QueryFromUrl,
  BOOKING_DRAFT,
  useBookingDraft,
  useFreeSlots,
  useBookingChecks,
  useBookingPrefill,
  type OfficeChoice,
} from './booking-picker-state';
import { SlotFieldset } from './slot-list';

export { BOOKING_DRAFT, SLOTS_ERROR } from './booking-picker-state';

/** A booking's answer, and the view that shows it, both loaded with the send (booking-send.ts). */
type BookedView = { answer: Booked; Confirmation: typeof BookingConfirmation };
/** A slot taken meanwhile (409), and the view that offers the next ones, loaded with the send. */
type Taken = { answer: { message: string; next: SlotDay[] }; View: typeof TakenSlot };

export const BOOKING_NETWORK_ERROR =
  'Une erreur est survenue lors de l’envoi de votre réservation. Veuillez réessayer.';

/**
 * The booking page's form: the kind, the postcode that chooses the office (which the visitor can
 * change), the free slots of the next three weeks, the contact fields (filled from the quote request when the
 * page's link carries `?demande=`), then POST /api/rendez-vous and a lasting confirmation in the form's place (both
 * loaded with the send, booking-send.ts).
 *
 * Before JavaScript runs it is a plain GET form to /rendez-vous/creneaux (kind, postcode, office and « Voir les
 * créneaux libres »): without JavaScript the server lists the slots there and the booking works all the same.
 * The slots sit in the page's flow, folded by day; their place is kept while they load, so that nothing
 * on the screen moves. What is typed is kept in the tab (lib/tab-draft.ts) until the booking is accepted.
 */
export function BookingPicker({ offices }: { offices: readonly BookingOffice[] }) {
  const uid = useId();
  const [kind, setKind] = useState<Kind>('visite');
  const [{ key: officeKey, chosen: officeChosen }, setOffice] = useState<OfficeChoice>({
    key: offices[0]?.key ?? 'geneve',
    chosen: false,
  });
  const office = offices.find((candidate) => candidate.key === officeKey) ?? offices[0]!;
  const [text, setText] = useState<PickerText>(EMPTY_PICKER_TEXT);
  const [slot, setSlot] = useState<string | null>(null);
  const [taken, setTaken] = useState<Taken | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedView | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { checks, engage } = useBookingChecks();

  const { fillEmpty, fromRequest } = useBookingPrefill({ offices, setText, setOffice, engage });
  const { slots, token, tokenNotice, takeToken, dropToken, retry } = useFreeSlots({
    office: officeKey,
    kind,
    onPrefill: fromRequest,
  });
  const onQuery = useCallback(
    (value: string | null, prefill: Prefill & { kind?: Kind }) => {
      takeToken(value);
      if (prefill.kind) setKind(prefill.kind);
      fillEmpty(prefill);
    },
    [takeToken, fillEmpty],
  );
  const chooseOffice = useCallback((key: OfficeKey) => setOffice({ key, chosen: true }), []);
  // A postcode typed moves the office to its own, even one the visitor chose: the postcode is the newer word.
  const guessOffice = useCallback((key: OfficeKey) => setOffice((current) => ({ ...current, key })), []);
  useBookingDraft({
    formRef,
    offices,
    kind,
    setKind,
    officeKey: officeChosen ? officeKey : null,
    chooseOffice,
    guessOffice,
    text,
    setText,
    booked: booked !== null,
    engage,
  });

  const clientErrors = useMemo(
    () => (checks ? checks.bookingErrors({ text, kind, slot }) : PENDING),
    [checks, text, kind, slot],
  );
  const typedIn = (name: string) =>
    name === 'creneau' ? Boolean(slot) : Boolean(text[name as keyof PickerText]?.trim());
  const feedback = useFieldFeedback({
    clientErrors,
    typedIn,
    order: fieldOrder,
    summaryName,
    formRef,
    // A slot of an open day; the days may all be folded, then the list itself.
    focusSelector: (name) =>
      name === 'creneau' ? 'details[open] [name="creneau"], [data-testid="booking-slots"]' : `[name="${name}"]`,
  });
  const { errorFor, touch, edited } = feedback;
  const { submitting, guarded } = useSubmitGuard();

  // Another office or kind lists other slots: the one picked (or refused as taken) no longer stands.
  const forgetSlot = () => {
    setSlot(null);
    setTaken(null);
  };
  const type = (name: keyof PickerText, value: string) => {
    setText((current) => ({ ...current, [name]: value }));
    edited(name);
  };
  const typePostcode = (value: string) => {
    type('code_postal', value);
    const guessed = officeForPostcode(value);
    if (guessed && guessed !== officeKey) {
      guessOffice(guessed);
      forgetSlot();
    }
  };
  const pick = (startsAt: string) => {
    setSlot(startsAt);
    touch('creneau');
    edited('creneau');
  };

  const send = async (startsAt: string) => {
    setProblem(null);
    try {
      const { sendBooking, bookedOf, BookingConfirmation, TakenSlot } = await import('./booking-send');
      const { status, answer } = await sendBooking(
        { office: office.key, kind, startsAt, text, token: token ?? null },
        office.timeZone,
      );
      if (!answer) throw new Error(`Réponse inattendue du serveur (HTTP ${status})`);
      const height = formRef.current?.offsetHeight ?? 0;
      switch (answer.outcome) {
        case 'booked':
        case 'pending':
          forgetDraft(BOOKING_DRAFT);
          setBooked({
            answer: bookedOf(answer, { kind, office, startsAt, text, height }),
            Confirmation: BookingConfirmation,
          });
          break;
        case 'taken':
          setTaken({ answer: { message: answer.message, next: answer.next }, View: TakenSlot });
          setSlot(null);
          retry();
          break;
        case 'refused':
          setProblem(answer.message);
          feedback.setServerErrors(answer.errors);
          if (token && (answer.status === 400 || answer.status === 410) && Object.keys(answer.errors).length === 0) {
            dropToken(); // the link's token, refused: the visitor books without it
          } else if (answer.status === 422) {
            setSlot(null);
            retry();
          }
          break;
      }
    } catch (error) {
      console.error('Erreur lors de l’envoi de la réservation:', error);
      setProblem(BOOKING_NETWORK_ERROR);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && (!feedback.isValid || !slot)) {
      feedback.revealAll();
      engage();
      return;
    }
    if (slot) void guarded(() => send(slot));
  };

  const waiting = slots.state === 'waiting';
  const slotError = errorFor('creneau');
  return (
    <div
      className="rounded-card bg-white p-6 shadow-card sm:p-10"
      onFocus={engage}
      onPointerDown={engage}
      onInput={engage}
      onChange={engage}
    >
      {booked ? (
        <booked.Confirmation booked={booked.answer} />
      ) : (
        <form
          ref={formRef}
          method="get"
          action={BOOKING_SLOTS_PAGE}
          noValidate={!waiting}
          onSubmit={waiting ? undefined : onSubmit}
          aria-busy={submitting}
          className="grid gap-10"
          data-testid="booking-form"
          data-slots={slots.state}
          data-validation={checks ? 'ready' : 'pending'}
        >
          {tokenNotice ? (
            <p role="status" className="rounded-lg bg-cream p-4" data-testid="booking-token-notice">
              {tokenNotice}
            </p>
          ) : null}
          <section aria-labelledby={`${uid}-choix`} className="grid gap-6">
            <h2 id={`${uid}-choix`} className="text-h3 font-bold">
              Votre rendez-vous
            </h2>
            <BookingChoice
              offices={offices}
              idPrefix={uid}
              byPostcode={waiting}
              state={{
                kind,
                office: waiting ? '' : office.key,
                postcode: text.code_postal,
                onKind: (value) => {
                  setKind(value);
                  forgetSlot();
                },
                onOffice: (value) => {
                  chooseOffice(value);
                  forgetSlot();
                },
                onPostcode: typePostcode,
                onPostcodeBlur: () => touch('code_postal'),
                postcodeError: errorFor('code_postal'),
                // Before JavaScript the form only leads to the slots' page, which asks for the address.
                address: waiting ? undefined : { values: text, onChange: type, onBlur: touch, errorFor },
              }}
            />
          </section>

          <SlotFieldset
            legend="Votre créneau"
            hint={`Les trois prochaines semaines, à l’heure du bureau de ${office.city}.`}
            hintId={`${uid}-creneaux-aide`}
            minHeight={slots.state !== 'error' && !(slots.state === 'ready' && slots.days.length === 0)}
            busy={slots.state === 'loading'}
          >
            {taken ? (
              <taken.View taken={taken.answer} idPrefix={`${uid}-suivants`} checked={slot} onPick={pick} />
            ) : null}
            <SlotsState
              slots={slots}
              office={office}
              idPrefix={`${uid}-jour`}
              checked={slot}
              onPick={pick}
              onRetry={retry}
            />
          </SlotFieldset>
          {slotError ? (
            <p role="alert" className="-mt-8 text-sm font-medium text-error" data-testid="booking-slot-error">
              {slotError}
            </p>
          ) : null}

          {waiting ? null : (
            <ContactAndSend
              idPrefix={uid}
              kind={kind}
              text={text}
              errorFor={errorFor}
              onChange={type}
              onBlur={touch}
              problem={problem}
              chosenSlot={slot ? slotInWords(slot, office.timeZone) : null}
              submitting={submitting}
              blocked={!feedback.isValid}
              missing={submitting ? [] : feedback.summary}
              onFix={feedback.fixFirst}
            />
          )}
        </form>
      )}
      <Suspense fallback={null}>
        <QueryFromUrl onQuery={onQuery} />
      </Suspense>
    </div>
  );
}
