import { MissingSummary, RequiredNote, SubmitButton } from '@/components/forms/field-pieces';
import type { Kind } from '@/features/booking/words';
import { BookingFields, type BookingField } from './booking-fields';

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
