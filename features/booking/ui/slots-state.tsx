import { buttonClasses } from '@/components/ui/button-link';
import type { SlotDay } from '@/features/booking/words';
import type { BookingOffice } from './booking-offices';
import { NoSlot, SlotList, slotGridClass } from './slot-list';

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
