import { expect, test } from './hydration';
import { expectReachable } from './helpers';
import { startOwnServer } from './own-server';
import { signIn, staffAdd, uniqueEmail } from './staff';

/**
 * The office manager's Saturday: with the back-office's clock set to a Saturday (STAFF_CLOCK, on a
 * server of this spec's own, same build and database), Monday's booked call is on the dashboard and the week view
 * opens on the week it is in, not on the week that is ending. The call is booked by the public API, as a visitor's
 * browser would, in the middle of the booking window (two Saturdays ahead), where no other spec books Geneva calls.
 */

type SlotsAnswer = { days: { day: string; slots: { startsAt: string; free: number }[] }[] };

const ZURICH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' });
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** The Saturday after next, in Geneva: its Monday is well inside the 21 bookable days. */
function saturdayAfterNext(): string {
  const today = ZURICH_DAY.format(new Date());
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, ((6 - weekday + 7) % 7 || 7) + 7);
}

test.describe('the back-office on a Saturday', () => {
  let server: { base: string; stop: () => void } | undefined;
  const saturday = saturdayAfterNext();

  test.beforeAll(async ({}, info) => {
    // Ten in the morning in Geneva, whatever the season (09:00 or 08:00 UTC).
    server = await startOwnServer(info.project.name === 'phone' ? 15 : 14, {
      STAFF_REQUIRE_TWO_FACTOR: '0',
      STAFF_CLOCK: `${saturday}T10:00:00+01:00`,
    });
  });
  test.afterAll(() => server?.stop());

  test('Monday’s booked call is on the dashboard and in the week view opened that Saturday', async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    const base = server?.base ?? '';
    const visitorAddress = `192.0.2.${info.project.name === 'phone' ? 201 : 202}`;
    const answer = await page.request.get('/api/rendez-vous/creneaux?bureau=geneve&type=appel', {
      headers: { 'x-forwarded-for': visitorAddress },
    });
    const days = ((await answer.json()) as SlotsAnswer).days;
    // The first working day after that Saturday: the Monday, unless it is a public holiday.
    const workday = days.find((day) => day.day > saturday && day.slots.some((slot) => slot.free > 0));
    expect(workday?.day, 'a bookable day in the week after the Saturday').toBeDefined();
    expect((workday?.day ?? '') <= addDays(saturday, 7)).toBe(true);
    const free = workday?.slots.filter((slot) => slot.free > 0) ?? [];
    // Each project its own slot, so that the phone's and the laptop's runs never take the same one.
    const slot = info.project.name === 'phone' ? free.at(-1) : free[0];
    const marker = `samedi${info.project.name}${Date.now()}`;
    const booked = await page.request.post('/api/rendez-vous', {
      headers: { Origin: baseURL ?? '', 'x-forwarded-for': visitorAddress },
      data: {
        office: 'geneve',
        kind: 'appel',
        startsAt: slot?.startsAt,
        name: `Appel ${marker}`,
        email: `${marker}@example.ch`,
        phone: '079 555 12 34',
        postcode: '1204',
      },
    });
    expect(booked.status()).toBe(201);

    const email = uniqueEmail('samedi');
    staffAdd(email);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress });
    await signIn(page, email, undefined, base);
    await expect(page).toHaveURL(`${base}/equipe`);
    const upcoming = page.locator('#prochains-rendez-vous');
    const call = upcoming.getByTestId('upcoming-booking').filter({ hasText: `Appel ${marker}` });
    await expect(call).toHaveCount(1);
    await expect(call.getByTestId('booking-status')).toHaveText('Réservé');
    await expectReachable(call);

    // The week view without a week asked for: on the Saturday, the week to come.
    await page.goto(`${base}/equipe/rendez-vous?bureau=geneve`);
    const week = page.getByRole('list', { name: 'Jours de la semaine' });
    const appointment = week.getByRole('link', { name: new RegExp(`Appel ${marker}`) });
    await expectReachable(appointment);
    await expect(page.getByRole('link', { name: 'Voir la semaine en cours' })).toHaveAttribute(
      'href',
      `/equipe/rendez-vous?bureau=geneve&semaine=${saturday}`,
    );

    // Cancelled again from its page, so that the slot is free for the next run.
    await appointment.click();
    await page.getByText('Annuler le rendez-vous…').click();
    await page.getByRole('button', { name: 'Confirmer l’annulation' }).click();
    await expect(page.getByTestId('booking-status').first()).toHaveText('Annulé');
  });
});
