import type { SlotDay } from '@/features/booking/words';
import { SlotList } from './slot-list';

/** The slot was taken meanwhile (409): said where the slots are, with the next free ones to pick from. */
export function TakenSlot({
  taken,
  idPrefix,
  checked,
  onPick,
}: {
  taken: { message: string; next: SlotDay[] };
  idPrefix: string;
  checked: string | null;
  onPick: (startsAt: string) => void;
}) {
  return (
    <div role="alert" className="mb-6 rounded-lg border border-error/40 bg-white p-4" data-testid="booking-taken">
      <p className="font-semibold text-error-dark">{taken.message}</p>
      {taken.next.length > 0 ? (
        <div className="mt-4">
          <SlotList
            days={taken.next}
            idPrefix={idPrefix}
            name="creneau-propose"
            checked={checked}
            onPick={onPick}
            openDays={taken.next.length}
          />
        </div>
      ) : null}
    </div>
  );
}
