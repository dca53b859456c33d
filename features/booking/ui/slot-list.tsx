import clsx from 'clsx';
import type { ReactNode } from 'react';
import { BOOKING_MESSAGES } from '@/features/booking/model/rules';
import { timeText, type SlotDay } from '@/features/booking/words';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { BookingOffice } from './booking-offices';

/** As many columns as « 14 h 20 » and its radio leave room for: two on a 320 px phone, none squeezed. */
export const slotGridClass = 'mt-2 grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2';

/** A slot's look: the native radio and the time, 44 px high at least, marked when checked. */
const slotClass =
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-dark bg-white px-2 font-semibold tabular-nums has-checked:border-copper-dark has-checked:bg-cream';

/** A day's fold: a line as tall as a finger, its day, how many slots, a chevron; marked when it holds the choice. */
const daySummaryClass =
  'flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg border border-stone-dark bg-white px-4 py-2 hover:border-anthracite group-has-checked/day:border-copper-dark group-has-checked/day:bg-cream [&::-webkit-details-marker]:hidden';

const slotCount = (count: number) => (count === 1 ? '1 créneau' : `${count} créneaux`);

/**
 * Free slots grouped by day, in the page's own flow: each day is a native <details> whose
 * summary gives the day and its number of slots, its times inside as radios named `creneau` (value: the slot's
 * instant, ISO). Three weeks of slots would be a page of their own on a phone: only the first `openDays` days, and
 * the day holding the checked slot, are open at first; the others open with a tap, no script needed. The picker
 * checks one through `checked` / `onPick`; without them (the pages rendered without JavaScript) the browser keeps
 * the choice, and `required` asks for one.
 */
export function SlotList({
  days,
  idPrefix,
  name = 'creneau',
  checked,
  onPick,
  required = false,
  openDays = 1,
}: {
  days: readonly SlotDay[];
  idPrefix: string;
  name?: string;
  checked?: string | null;
  onPick?: (startsAt: string) => void;
  required?: boolean;
  openDays?: number;
}) {
  return (
    <div className="grid gap-3" data-testid="slot-days">
      {days.map((day, index) => {
        const headingId = `${idPrefix}-${day.day}`;
        // A static page opens the day of its checked slot; the picker leaves the days as the visitor folded them.
        const holdsChoice = !onPick && day.slots.some((slot) => slot.startsAt === checked);
        return (
          <details
            key={day.day}
            open={index < openDays || holdsChoice}
            aria-labelledby={headingId}
            data-day={day.day}
            className="group/day"
          >
            <summary className={daySummaryClass}>
              {/* The heading inside the summary keeps the page outline; the summary itself is the toggle. */}
              <h3 id={headingId} className="font-semibold first-letter:uppercase">
                {day.label}
              </h3>
              <span className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-muted">
                {slotCount(day.slots.length)}
                <ChevronDownIcon className="shrink-0 group-open/day:rotate-180" />
              </span>
            </summary>
            <div className={clsx(slotGridClass, 'pb-2')}>
              {day.slots.map((slot) => (
                <label key={slot.startsAt} className={slotClass}>
                  <input
                    type="radio"
                    name={name}
                    value={slot.startsAt}
                    required={required}
                    className="size-5 shrink-0 accent-copper-dark"
                    {...(onPick
                      ? { checked: checked === slot.startsAt, onChange: () => onPick(slot.startsAt) }
                      : { defaultChecked: checked === slot.startsAt })}
                  />
                  <span data-time={slot.time}>{timeText(slot.time)}</span>
                </label>
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}

/**
 * The slots' fieldset: its legend (a heading of the page) and hint, and the list or what stands in its place
 * (loading, nothing free, an error), in the page's flow: never a box scrolling inside the page, where
 * a thumb scrolls the box instead of the page. `minHeight` keeps the place of a list still to come.
 */
export function SlotFieldset({
  legend,
  hint,
  hintId,
  minHeight = false,
  busy = false,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  hintId?: string;
  minHeight?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} aria-busy={busy || undefined} className="min-w-0">
      <legend className="p-0">
        <h2 className="text-h3 font-bold">{legend}</h2>
      </legend>
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={clsx('mt-4', minHeight && 'min-h-[26rem]')} data-testid="booking-slots">
        {children}
      </div>
    </fieldset>
  );
}

/**
 * Beside the submit button of a form without script (the slots page, « Déplacer »): what is missing while no slot
 * is checked, shown by CSS alone (`:has`), so that the button is not pressed in vain; `refused` when the server
 * sent the form back for it. The form carries `group/slots`.
 */
export function SlotMissingHint({ refused = false }: { refused?: boolean }) {
  return (
    <p
      role={refused ? 'alert' : undefined}
      className={clsx(
        'text-sm font-medium group-has-[[name=creneau]:checked]/slots:hidden',
        refused ? 'text-error-dark' : 'text-muted',
      )}
      data-testid="slot-missing"
    >
      {refused ? BOOKING_MESSAGES.newSlot : 'Choisissez d’abord un créneau ci-dessus.'}
    </p>
  );
}

/** Nothing free in the window: the office's phone instead. */
export function NoSlot({ office }: { office: Pick<BookingOffice, 'label' | 'phoneText' | 'telHref'> }) {
  return (
    <p data-testid="booking-no-slot">
      Aucun créneau libre dans les trois prochaines semaines au bureau de {office.label}. Appelez-nous au{' '}
      <a href={office.telHref} className="font-semibold whitespace-nowrap text-copper-dark underline">
        {office.phoneText}
      </a>
      , nous trouverons un moment ensemble.
    </p>
  );
}
