import { expect, type Locator } from '@playwright/test';
import { allSlotRadios } from './booking-helpers';

/**
 * The clock the booking slots must follow, written out apart from the site's code (e2e/booking.spec.ts): the EU rule
 * of summer time, the instant of an office's wall-clock time, and the first winter slot the picker lists.
 */

/**
 * Hours Central European time is ahead of UTC on a day, by the EU rule written out here (summer time from the
 * last Sunday of March to the last Sunday of October), apart from the site's code: what the slots must follow.
 */
export function centralEuropeanOffset(day: string): 1 | 2 {
  const year = Number(day.slice(0, 4));
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    return last.toISOString().slice(0, 10);
  };
  return day >= lastSunday(2) && day < lastSunday(9) ? 2 : 1;
}

export interface ShownSlot {
  radio: Locator;
  startsAt: string;
  day: string;
  time: string;
}

/** The first slot listed in `list` on a winter day (after the October change), as the page shows it. */
export async function firstWinterSlot(list: Locator): Promise<ShownSlot> {
  const days = list.locator('details[data-day]');
  await expect(days.first()).toBeVisible();
  for (const group of await days.all()) {
    const day = (await group.getAttribute('data-day')) ?? '';
    if (centralEuropeanOffset(day) !== 1) continue;
    const radio = allSlotRadios(group).first();
    const startsAt = (await radio.getAttribute('value')) ?? '';
    const time = (await group.locator('[data-time]').first().getAttribute('data-time')) ?? '';
    return { radio, startsAt, day, time };
  }
  throw new Error('aucun créneau après le changement d’heure d’octobre dans les trois semaines affichées');
}

/** The instant of a wall-clock time of Geneva or Clermont-Ferrand, from the EU rule above. */
export const officeInstant = (day: string, time: string) =>
  new Date(
    Date.UTC(
      Number(day.slice(0, 4)),
      Number(day.slice(5, 7)) - 1,
      Number(day.slice(8, 10)),
      Number(time.slice(0, 2)) - centralEuropeanOffset(day),
      Number(time.slice(3, 5)),
    ),
  ).toISOString();
