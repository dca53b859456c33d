import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingPicker } from '@/features/booking/ui/booking-picker';
import { bookingOffices } from '@/features/booking/ui/booking-offices';
import { answer, fetchMock } from './browser-fetch';

/**
 * The booking page's picker as its test (features/booking/ui/booking-picker.test.tsx) drives it: the slots and
 * booking requests answered here, the picker rendered, its fields found by label, its contact fields filled.
 */

export const nbsp = '\u00a0';
/** Two winter days of Geneva's visits, as GET /api/rendez-vous/creneaux answers (09:00 in Geneva is 08:00 UTC). */
export const slotsAnswer = {
  success: true,
  message: '',
  office: 'geneve',
  kind: 'visite',
  timeZone: 'Europe/Zurich',
  days: [
    {
      day: '2026-12-01',
      label: 'mardi 1er décembre',
      slots: [
        { startsAt: '2026-12-01T08:00:00.000Z', time: '09:00', free: 1 },
        { startsAt: '2026-12-01T09:00:00.000Z', time: '10:00', free: 0 },
        { startsAt: '2026-12-01T13:00:00.000Z', time: '14:00', free: 1 },
      ],
    },
    {
      day: '2026-12-02',
      label: 'mercredi 2 décembre',
      slots: [{ startsAt: '2026-12-02T08:00:00.000Z', time: '09:00', free: 2 }],
    },
  ],
};

export type Route = (url: URL, init?: RequestInit) => Promise<Response> | undefined;

/** Answers the picker's requests: the slots' GET with `slots`, the POST with `book` (each may be replaced). */
export function serve({ slots, book }: { slots?: Route; book?: Route } = {}) {
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/rendez-vous/creneaux')
      return slots?.(url, init) ?? answer(200, { ...slotsAnswer, office: url.searchParams.get('bureau') });
    if (url.pathname === '/api/rendez-vous' && init?.method === 'POST') return book?.(url, init) ?? answer(500, null);
    return answer(404, null);
  });
}

export const slotRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/rendez-vous/creneaux');
export const posted = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/api/rendez-vous' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

export function setup() {
  const user = userEvent.setup({ delay: null });
  const view = render(<BookingPicker offices={bookingOffices()} />);
  const form = () => screen.getByTestId('booking-form');
  const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
  return { user, view, form, field };
}

/** The slots of a day in the list (not those a refusal offers). */
export const slotsOfDay = (day: string) =>
  within(screen.getByTestId('booking-slots'))
    .getAllByRole('group')
    .find((group) => group.dataset.day === day && !group.closest('[data-testid="booking-taken"]'))!;

export const ready = () =>
  waitFor(() => expect(screen.getByTestId('booking-form')).toHaveAttribute('data-slots', 'ready'));

export async function fillContact({ field }: ReturnType<typeof setup>) {
  fireEvent.change(field(/^Nom et prénom/), { target: { value: 'Camille Dupont' } });
  fireEvent.change(field(/^E-mail/), { target: { value: 'camille@example.ch' } });
  fireEvent.change(field(/^Téléphone/), { target: { value: '+41 79 123 45 67' } });
  // A visit takes place at the visitor's: its address.
  if (screen.queryByLabelText(/^Rue et numéro/)) {
    fireEvent.change(field(/^Rue et numéro/), { target: { value: 'Chemin des Vignes 12' } });
    if (!field(/^Code postal/).value) fireEvent.change(field(/^Code postal/), { target: { value: '1225' } });
    fireEvent.change(field(/^Localité/), { target: { value: 'Chêne-Bourg' } });
  }
  await waitFor(() => expect(screen.getByTestId('booking-form')).toHaveAttribute('data-validation', 'ready'));
}

/** The POST's answer once booked: a visit of `office` at `place`, on 1 December at 14:00 in Geneva's time. */
export const bookedAt = (office: string, place: string) => () =>
  answer(201, {
    success: true,
    message: 'Votre rendez-vous est réservé.',
    booking: {
      office,
      kind: 'visite',
      startsAt: '2026-12-01T13:00:00.000Z',
      place,
      manageUrl: 'https://www.lumina-terrasses.ch/rendez-vous/gerer?cle=AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    },
  });
