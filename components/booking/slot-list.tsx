import clsx from 'clsx';
import type { ReactNode } from 'react';
import { timeText, type SlotDay } from '@/lib/booking-words';
import type { BookingOffice } from './booking-offices';

/** As many columns as « 14 h 20 » and its radio leave room for: two on a 320 px phone, none squeezed. */
export const slotGridClass = 'mt-2 grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2';

/** A slot's look: the native radio and the time, 44 px high at least, marked when checked. */
const slotClass =
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-dark bg-white px-2 font-semibold tabular-nums has-checked:border-copper-dark has-checked:bg-cream';

/**
 * Free slots grouped by day (issue 23): a heading per day, then its times as radios named `creneau` (value: the
 * slot's instant, ISO). The picker checks one through `checked` / `onPick`; without them (the pages rendered
 * without JavaScript) the browser keeps the choice and `required` asks for one.
 */
export function SlotList({
  days,
  idPrefix,
  name = 'creneau',
  checked,
  onPick,
  required = false,
}: {
  days: readonly SlotDay[];
  idPrefix: string;
  name?: string;
  checked?: string | null;
  onPick?: (startsAt: string) => void;
  required?: boolean;
}) {
  return (
    <div className="grid gap-6">
      {days.map((day) => {
        const headingId = `${idPrefix}-${day.day}`;
        return (
          <div key={day.day} role="group" aria-labelledby={headingId} data-day={day.day}>
            <h3 id={headingId} className="font-semibold first-letter:uppercase">
              {day.label}
            </h3>
            <div className={slotGridClass}>
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
          </div>
        );
      })}
    </div>
  );
}

/**
 * The slots' fieldset: its legend (a heading of the page) and hint, and the list or what stands in its place
 * (loading, nothing free, an error). `boxed` keeps it at one height whatever it holds, scrolling inside: the page
 * keeps its height while slots load (issue 23), and three weeks of slots do not make a page of their own.
 */
export function SlotFieldset({
  legend,
  hint,
  hintId,
  boxed = false,
  busy = false,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  hintId?: string;
  boxed?: boolean;
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
      <div
        className={clsx(
          'mt-4',
          boxed && 'h-[26rem] overflow-y-auto overscroll-contain rounded-card border border-stone-dark bg-cream/60 p-4',
        )}
        data-scroller={boxed ? true : undefined}
        data-testid="booking-slots"
      >
        {children}
      </div>
    </fieldset>
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
