import { buttonClasses } from '@/components/ui/button-link';
import type { BookingOffice } from './booking-offices';
import { NoSlot, slotGridClass, SlotList } from './slot-list';
import { MissingSummary, RequiredNote, SubmitButton } from '@/components/forms/field-pieces';
import { type BookingField, BookingFields } from './booking-fields';
import type { Kind, SlotDay } from '@/features/booking/words';

/**
 * The booking picker's views: the slots' box, the contact and send part (the answer's, loaded with the send, are
 * in booking-sent.tsx).
 */

type Loaded = { state: 'ready'; days: SlotDay[] } | { state: 'error'; message: string };
export type { Loaded as LoadedSlots };
export type Slots =
  | { state: 'waiting' } // before hydration and the query's token are known
  | { state: 'loading' }
  | Loaded;

/** What the slots' box holds: the no-JS way on, a skeleton, the list, nothing free, or an error. */
export function SlotsState({
  slots,
  office,
  idPrefix,
  checked,
  onPick,
  onRetry,
}: {
  slots: Slots;
  office: BookingOffice;
  idPrefix: string;
  checked: string | null;
  onPick: (startsAt: string) => void;
  onRetry: () => void;
}) {
  switch (slots.state) {
    case 'waiting':
      // The server's HTML: without JavaScript the visitor goes on to the slots the server lists.
      return (
        <div className="flex h-full flex-col items-start justify-center gap-4">
          <p>
            Choisissez le type de rendez-vous et le bureau, puis affichez les créneaux libres des trois prochaines
            semaines.
          </p>
          <button type="submit" className={buttonClasses('primary')}>
            Voir les créneaux libres
          </button>
        </div>
      );
    case 'loading':
      return (
        <div data-testid="booking-skeleton">
          <p className="sr-only" role="status">
            Chargement des créneaux libres…
          </p>
          {/* The list's shape: the first day open, the next ones folded. */}
          <div aria-hidden="true" className="grid gap-3">
            <div>
              <div className="h-12 rounded-lg bg-stone motion-safe:animate-pulse" />
              <div className={slotGridClass}>
                {[0, 1, 2, 3, 4].map((time) => (
                  <div key={time} className="h-11 rounded-lg bg-stone motion-safe:animate-pulse" />
                ))}
              </div>
            </div>
            {[0, 1, 2, 3].map((day) => (
              <div key={day} className="h-12 rounded-lg bg-stone motion-safe:animate-pulse" />
            ))}
          </div>
        </div>
      );
    case 'error':
      return (
        <div role="alert" className="flex h-full flex-col items-start justify-center gap-4">
          <p className="font-medium text-error-dark">{slots.message}</p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-12 items-center rounded-full border border-anthracite/30 px-6 font-semibold hover:border-anthracite"
          >
            Réessayer
          </button>
        </div>
      );
    case 'ready':
      return slots.days.length > 0 ? (
        <SlotList days={slots.days} idPrefix={idPrefix} checked={checked} onPick={onPick} />
      ) : (
        <NoSlot office={office} />
      );
  }
}

/**
 * The booking form's last part, shown once the script runs: the visitor's contact, what the server refused,
 * the chosen slot recalled where the thumb is (three weeks of days above), the button and what is missing.
 */
export function ContactAndSend({
  idPrefix,
  kind,
  text,
  errorFor,
  onChange,
  onBlur,
  problem,
  chosenSlot,
  submitting,
  blocked,
  missing,
  onFix,
}: {
  idPrefix: string;
  kind: Kind;
  text: Record<BookingField, string>;
  errorFor: (name: BookingField) => string | undefined;
  onChange: (name: BookingField, value: string) => void;
  onBlur: (name: BookingField) => void;
  problem: string | null;
  /** The chosen slot in words, on the office's clock. */
  chosenSlot: string | null;
  submitting: boolean;
  blocked: boolean;
  missing: readonly string[];
  onFix: () => void;
}) {
  return (
    <section aria-labelledby={`${idPrefix}-coordonnees`} className="grid gap-6">
      <h2 id={`${idPrefix}-coordonnees`} className="text-h3 font-bold">
        Vos coordonnées
      </h2>
      <BookingFields
        idPrefix={idPrefix}
        phoneHint={kind === 'appel' ? 'Le numéro auquel nous vous appelons.' : undefined}
        values={text}
        errorFor={errorFor}
        onChange={onChange}
        onBlur={onBlur}
      />
      {problem ? (
        <p
          role="alert"
          className="rounded-lg border border-error/40 p-4 font-medium text-error-dark"
          data-testid="booking-problem"
        >
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <RequiredNote />
        <div className="flex flex-col gap-2 sm:items-end">
          <p aria-live="polite" className="sm:text-right" data-testid="booking-chosen-slot">
            {chosenSlot ? (
              <>
                Créneau choisi&nbsp;: <strong>{chosenSlot}</strong>
              </>
            ) : (
              'Aucun créneau choisi pour l’instant.'
            )}
          </p>
          <SubmitButton label="Réserver ce créneau" busy={submitting} blocked={blocked} />
          <MissingSummary names={missing} onFix={onFix} testId="booking-missing" />
        </div>
      </div>
    </section>
  );
}
