import type { Slot } from '@/features/booking/model/slots';
import { BOOKING_KIND_LABELS } from '@/features/booking/labels';
import { dayInWords } from '@/lib/french-dates';
import { StaffField } from '@/components/equipe/staff-field';
import { staffButton, staffInput } from '@/components/equipe/staff-ui';

/**
 * « Déplacer »: the free slots of the same office and kind, by day, as the visitor would see them; the Server
 * Action takes a seat there under the same rules as a booking (so a slot taken meanwhile is refused).
 */
export function BookingMoveForm({
  action,
  slots,
  kind,
}: {
  action: (form: FormData) => Promise<void>;
  slots: readonly Slot[];
  kind: keyof typeof BOOKING_KIND_LABELS;
}) {
  if (slots.length === 0) {
    return <p className="text-sm">Aucun créneau libre dans les trois semaines à venir pour le déplacer.</p>;
  }
  const days = [...new Set(slots.map((slot) => slot.day))];
  return (
    <form action={action} className="space-y-2">
      <StaffField id="creneau" label={`Déplacer vers un créneau libre (${BOOKING_KIND_LABELS[kind].toLowerCase()})`}>
        <select id="creneau" name="creneau" required className={staffInput} defaultValue="">
          <option value="" disabled>
            Choisir un créneau
          </option>
          {days.map((day) => (
            <optgroup key={day} label={dayInWords(day)}>
              {slots
                .filter((slot) => slot.day === day)
                .map((slot) => (
                  <option key={slot.startsAt} value={slot.startsAt}>
                    {dayInWords(day, { year: false })}, {slot.time}
                    {slot.capacity > 1
                      ? ` (${slot.free} place${slot.free > 1 ? 's' : ''} libre${slot.free > 1 ? 's' : ''})`
                      : ''}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </StaffField>
      <button type="submit" className={staffButton('secondary')}>
        Déplacer
      </button>
      <p className="text-sm text-muted">Le visiteur et le bureau reçoivent la nouvelle heure par e-mail.</p>
    </form>
  );
}
