import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BookingPicker } from './booking-picker';
import { bookingOffices } from './booking-offices';
import { address, answer, fetchMock, setUpFormTest } from '@/test/browser-fetch';
import { rebookParams } from '@/test/booking-samples';
import {
  bookedAt,
  fillContact,
  nbsp,
  posted,
  ready,
  serve,
  setup,
  slotRequests,
  slotsAnswer,
  slotsOfDay,
} from '@/test/booking-picker';

jest.mock('next/navigation', () => ({ useSearchParams: () => address.query }));
setUpFormTest();
// The tab's draft (lib/tab-draft.ts) would carry one test's typing into the next.
beforeEach(() => sessionStorage.clear());

describe('BookingPicker', () => {
  it('is, before JavaScript, a GET form to /rendez-vous/creneaux with the kind, postcode and office', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<BookingPicker offices={bookingOffices()} />);
    const form = html.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/rendez-vous/creneaux');
    expect(html.querySelector('input[name="type"][value="visite"]')).toBeChecked();
    expect(html.querySelector('input[name="code_postal"]')).not.toBeNull();
    // Without a script to follow the postcode, the server picks the office from it.
    expect(html.querySelector('select[name="bureau"] option:checked')).toHaveTextContent('D’après le code postal');
    expect(within(html).getByRole('button', { name: 'Voir les créneaux libres' })).toHaveAttribute('type', 'submit');
    // No contact field goes into the address of a GET.
    expect(html.querySelector('input[name="email"]')).toBeNull();
    // The slots' place is kept for the list to come, in the page's flow: no box scrolling inside the page.
    expect(html.querySelector('[data-testid="booking-slots"]')).toHaveClass('min-h-[26rem]');
    expect(html.querySelector('[data-testid="booking-slots"]')?.className).not.toMatch(/overflow|(^|\s)h-\[/);
  });

  it('takes over the kind and the postcode chosen before hydration', async () => {
    serve();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BookingPicker offices={bookingOffices()} />);
    document.body.appendChild(container);
    (container.querySelector('input[name="type"][value="appel"]') as HTMLInputElement).checked = true;
    (container.querySelector('input[name="code_postal"]') as HTMLInputElement).value = '63000';
    render(<BookingPicker offices={bookingOffices()} />, { container, hydrate: true });
    await ready();
    expect(slotRequests().at(-1)?.search).toBe('?bureau=clermont&type=appel');
    expect(screen.getByLabelText(/^Code postal/)).toHaveValue('63000');
    expect(screen.getByRole('radio', { name: /Appel téléphonique/ })).toBeChecked();
  });

  it('lists the free slots of the endpoint grouped by day in the page’s flow, the first day open, the next folded', async () => {
    let release: () => void = () => {};
    serve({
      slots: () =>
        new Promise<Response>((resolve) => {
          release = () => void answer(200, slotsAnswer).then(resolve);
        }),
    });
    setup();
    await waitFor(() => expect(screen.getByTestId('booking-form')).toHaveAttribute('data-slots', 'loading'));
    const box = screen.getByTestId('booking-slots');
    expect(box).toHaveClass('min-h-[26rem]');
    expect(within(box).getByTestId('booking-skeleton')).toBeInTheDocument();
    expect(slotRequests()[0]?.search).toBe('?bureau=geneve&type=visite');
    await act(async () => release());
    await ready();

    const days = within(box).getAllByRole('group');
    expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'mardi 1er décembre',
      'mercredi 2 décembre',
    ]);
    // A full slot (free 0) is left out; times as the site writes them; each a native radio of 44 px at least.
    const first = within(days[0]!).getAllByRole('radio');
    expect(first.map((radio) => radio.closest('label')?.textContent)).toEqual([`9${nbsp}h`, `14${nbsp}h`]);
    expect(first[0]).toHaveAttribute('value', '2026-12-01T08:00:00.000Z');
    expect(first[0]).toHaveAttribute('name', 'creneau');
    expect(first[0]!.closest('label')).toHaveClass('min-h-11');
    expect(within(days[1]!).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Votre créneau' })).toContainElement(days[0]!);
    // Each day a native fold, named by its day, its number of slots on its summary.
    expect(days.map((day) => day.tagName)).toEqual(['DETAILS', 'DETAILS']);
    expect(days.map((day) => (day as HTMLDetailsElement).open)).toEqual([true, false]);
    expect(days[0]).toHaveAccessibleName('mardi 1er décembre');
    expect(days.map((day) => day.querySelector('summary')?.textContent)).toEqual([
      'mardi 1er décembre2 créneaux',
      'mercredi 2 décembre1 créneau',
    ]);
  });

  it('recalls the chosen slot beside « Réserver ce créneau », and says when none is', async () => {
    serve();
    const view = setup();
    await ready();
    const recall = screen.getByTestId('booking-chosen-slot');
    expect(recall).toHaveTextContent('Aucun créneau choisi pour l’instant.');
    await view.user.click(within(slotsOfDay('2026-12-01')).getByRole('radio', { name: `14${nbsp}h` }));
    expect(recall.textContent).toBe(`Créneau choisi${nbsp}: mardi 1er décembre à 14${nbsp}h`);
    // Next to the button, in the same block: where the thumb is when it books.
    expect(recall.parentElement).toContainElement(screen.getByRole('button', { name: 'Réserver ce créneau' }));
  });

  it('keeps what was typed in the tab: a new page (reload, back, detour) gets it back, and forgets it once booked', async () => {
    serve({ book: bookedAt('clermont', 'Rue Blatin 3, 63000 Clermont-Ferrand') });
    const first = setup();
    await ready();
    fireEvent.change(first.field(/^Rue et numéro/), { target: { value: 'Rue Blatin 3' } });
    fireEvent.change(first.field(/^Code postal/), { target: { value: '63000' } });
    fireEvent.change(first.field(/^Localité/), { target: { value: 'Clermont-Ferrand' } });
    fireEvent.change(first.field(/^Nom et prénom/), { target: { value: 'Camille Dupont' } });
    fireEvent.change(first.field(/^Message/), { target: { value: 'Terrasse au 2e étage' } });
    first.view.unmount();

    // A link's pre-fill does not overwrite what the visitor typed.
    address.query = new URLSearchParams({ nom: 'Autre Nom', email: 'lien@example.ch' });
    const again = setup();
    await ready();
    expect(again.field(/^Rue et numéro/)).toHaveValue('Rue Blatin 3');
    expect(again.field(/^Code postal/)).toHaveValue('63000');
    expect(again.field(/^Bureau/)).toHaveValue('clermont');
    expect(again.field(/^Localité/)).toHaveValue('Clermont-Ferrand');
    expect(again.field(/^Nom et prénom/)).toHaveValue('Camille Dupont');
    expect(again.field(/^E-mail/)).toHaveValue('lien@example.ch');
    expect(again.field(/^Message/)).toHaveValue('Terrasse au 2e étage');
    expect(slotRequests().at(-1)?.searchParams.get('bureau')).toBe('clermont');

    fireEvent.change(again.field(/^Téléphone/), { target: { value: '+33 6 11 22 33 44' } });
    await waitFor(() => expect(again.form()).toHaveAttribute('data-validation', 'ready'));
    await again.user.click(within(slotsOfDay('2026-12-01')).getByRole('radio', { name: `14${nbsp}h` }));
    expect(sessionStorage.getItem('lumina-draft:rendez-vous')).toContain('Rue Blatin 3');
    await again.user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    await screen.findByTestId('booking-confirmation');
    expect(sessionStorage.getItem('lumina-draft:rendez-vous')).toBeNull();
    again.view.unmount();
    address.query = new URLSearchParams();
    const next = setup();
    await ready();
    expect(next.field(/^Nom et prénom/)).toHaveValue('');
  });

  it('chooses Chêne-Bourg for 1225 and Clermont-Ferrand for 63000, and the visitor can change it', async () => {
    serve();
    const { user, field } = setup();
    await ready();
    const office = field(/^Bureau/) as unknown as HTMLSelectElement;
    await user.type(field(/^Code postal/), '63000');
    expect(office.selectedOptions[0]).toHaveTextContent('Clermont-Ferrand');
    await waitFor(() => expect(slotRequests().at(-1)?.searchParams.get('bureau')).toBe('clermont'));
    await user.clear(field(/^Code postal/));
    await user.type(field(/^Code postal/), '1225');
    expect(office.selectedOptions[0]).toHaveTextContent('Chêne-Bourg (Genève)');
    await waitFor(() => expect(slotRequests().at(-1)?.searchParams.get('bureau')).toBe('geneve'));
    await user.selectOptions(office, 'clermont');
    expect(office).toHaveValue('clermont');
    await user.click(screen.getByRole('radio', { name: /Appel téléphonique/ }));
    await waitFor(() => expect(slotRequests().at(-1)?.search).toBe('?bureau=clermont&type=appel'));
  });

  it('pre-fills the contact fields and the office from the quote request of ?demande=', async () => {
    address.query = new URLSearchParams({ demande: '12.1799999999.jeton' });
    serve({
      slots: (url) =>
        url.searchParams.get('demande')
          ? answer(200, {
              ...slotsAnswer,
              prefill: {
                name: 'Léa Projet',
                email: 'lea.projet@example.fr',
                phone: '+33 6 11 22 33 44',
                postcode: '63000',
                town: 'Clermont-Ferrand',
                office: 'clermont',
              },
            })
          : undefined,
    });
    const { field } = setup();
    await waitFor(() => expect(field(/^Nom et prénom/)).toHaveValue('Léa Projet'));
    // The lead's town; the street, which the quote form does not ask, is left to type.
    expect(field(/^Localité/)).toHaveValue('Clermont-Ferrand');
    expect(field(/^Rue et numéro/)).toHaveValue('');
    expect(slotRequests()[0]?.searchParams.get('demande')).toBe('12.1799999999.jeton');
    expect(field(/^E-mail/)).toHaveValue('lea.projet@example.fr');
    expect(field(/^Téléphone/)).toHaveValue('+33 6 11 22 33 44');
    expect(field(/^Code postal/)).toHaveValue('63000');
    expect(field(/^Bureau/)).toHaveValue('clermont');
  });

  it('fills the form from a rebook link’s parameters (a cancellation e-mail’s « choisir un autre moment »)', async () => {
    address.query = new URLSearchParams(rebookParams);
    serve();
    const { field } = setup();
    await ready();
    await waitFor(() => expect(field(/^Nom et prénom/)).toHaveValue('Claire Martin'));
    expect(field(/^E-mail/)).toHaveValue('claire@example.ch');
    expect(field(/^Téléphone/)).toHaveValue('+41 79 123 45 67');
    expect(field(/^Rue et numéro/)).toHaveValue('Chemin des Vignes 12');
    expect(field(/^Code postal/)).toHaveValue('1225');
    expect(field(/^Localité/)).toHaveValue('Chêne-Bourg');
  });

  it('says when the link’s token is refused and lists the slots without it', async () => {
    address.query = new URLSearchParams({ demande: '12.1.forge' });
    const refused = 'Ce lien de réservation n’est pas valable. Vous pouvez réserver sans lui.';
    serve({
      slots: (url) => (url.searchParams.get('demande') ? answer(400, { success: false, message: refused }) : undefined),
    });
    setup();
    await ready();
    expect(screen.getByTestId('booking-token-notice')).toHaveTextContent(refused);
    expect(slotRequests().map((url) => url.searchParams.has('demande'))).toEqual([true, false]);
  });

  it('shows the message and the next free slots when the slot was taken meanwhile (409), and books one of them', async () => {
    const message = 'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les prochains créneaux libres.';
    let attempt = 0;
    serve({
      book: () =>
        (attempt += 1) === 1
          ? answer(409, {
              success: false,
              message,
              next: [
                { startsAt: '2026-12-01T13:00:00.000Z', day: '2026-12-01', time: '14:00', free: 1 },
                { startsAt: '2026-12-03T08:00:00.000Z', day: '2026-12-03', time: '09:00', free: 1 },
              ],
            })
          : answer(201, { success: true, message: 'Rendez-vous réservé.', booking: {} }),
    });
    const view = setup();
    await ready();
    await fillContact(view);
    await view.user.click(within(slotsOfDay('2026-12-01')).getByRole('radio', { name: `9${nbsp}h` }));
    await view.user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));

    const taken = await screen.findByTestId('booking-taken');
    expect(taken).toHaveAttribute('role', 'alert');
    expect(taken).toHaveTextContent(message);
    const offered = within(taken).getAllByRole('group');
    expect(offered.map((day) => day.getAttribute('data-day'))).toEqual(['2026-12-01', '2026-12-03']);
    // The typed fields stay; the taken slot is no longer chosen.
    expect(view.field(/^Nom et prénom/)).toHaveValue('Camille Dupont');
    expect(screen.getByRole('button', { name: 'Réserver ce créneau' })).toBeDisabled();

    await view.user.click(within(offered[1]!).getByRole('radio', { name: `9${nbsp}h` }));
    await view.user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    await screen.findByTestId('booking-confirmation');
    expect(posted().map((body) => body.startsAt)).toEqual(['2026-12-01T08:00:00.000Z', '2026-12-03T08:00:00.000Z']);
  });

  it('books with one JSON request and leaves a lasting confirmation: the date in words, the place, the manage link', async () => {
    serve({ book: bookedAt('geneve', 'Chemin des Vignes 12, 1225 Chêne-Bourg') });
    const view = setup();
    await ready();
    await view.user.type(view.field(/^Code postal/), '1225');
    await fillContact(view);
    fireEvent.change(view.field(/^Message/), { target: { value: 'Terrasse au 2e étage' } });
    await view.user.click(within(slotsOfDay('2026-12-01')).getByRole('radio', { name: `14${nbsp}h` }));
    await view.user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));

    const confirmation = await screen.findByTestId('booking-confirmation');
    expect(within(confirmation).getByRole('heading', { name: 'Rendez-vous réservé' })).toHaveFocus();
    expect(within(confirmation).getByTestId('booking-when').textContent).toBe(`mardi 1er décembre à 14${nbsp}h`);
    expect(confirmation).toHaveTextContent('Visite gratuite sur place, le mardi');
    expect(within(confirmation).getByTestId('booking-place')).toHaveTextContent(
      'Chemin des Vignes 12, 1225 Chêne-Bourg',
    );
    expect(within(confirmation).getByTestId('booking-map-link')).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Chemin%20des%20Vignes%2012%2C%201225%20Ch%C3%AAne-Bourg',
    );
    expect(within(confirmation).getByRole('link', { name: 'Déplacer ou annuler le rendez-vous' })).toHaveAttribute(
      'href',
      '/rendez-vous/gerer?cle=AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    );
    expect(screen.queryByTestId('booking-form')).toBeNull();
    expect(posted()).toEqual([
      {
        office: 'geneve',
        kind: 'visite',
        startsAt: '2026-12-01T13:00:00.000Z',
        name: 'Camille Dupont',
        email: 'camille@example.ch',
        phone: '+41 79 123 45 67',
        postcode: '1225',
        street: 'Chemin des Vignes 12',
        town: 'Chêne-Bourg',
        message: 'Terrasse au 2e étage',
      },
    ]);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/rendez-vous') ?? [];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('checks the postcode as the quote form does, once the visitor leaves it', async () => {
    serve();
    const { user, field } = setup();
    await ready();
    await user.type(field(/^Code postal/), '12');
    expect(field(/^Code postal/)).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(field(/^Code postal/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Code postal/)).toHaveAccessibleDescription(/Code postal invalide/);
    expect(screen.getByTestId('booking-missing').textContent).toMatch(/code postal valide$/);
  });

  it('names what is missing, and shows the server’s field errors and message in French', async () => {
    serve({
      book: () =>
        answer(400, {
          success: false,
          message: 'Certains champs sont invalides. Veuillez vérifier le formulaire.',
          errors: { phone: 'Numéro de téléphone invalide.' },
        }),
    });
    const view = setup();
    await ready();
    fireEvent.change(view.field(/^Nom et prénom/), { target: { value: 'Camille Dupont' } });
    fireEvent.blur(view.field(/^Nom et prénom/));
    await waitFor(() => expect(screen.getByTestId('booking-missing')).toHaveTextContent(/Il manque/));
    expect(screen.getByTestId('booking-missing').textContent).toBe(
      `Il manque${nbsp}: rue et numéro, code postal, localité, créneau, e-mail, téléphone`,
    );
    await view.user.click(within(screen.getByTestId('booking-missing')).getByRole('button'));
    expect(view.field(/^Rue et numéro/)).toHaveFocus();
    expect(view.field(/^Rue et numéro/)).toHaveAccessibleDescription(
      'Indiquez la rue et le numéro où a lieu la visite.',
    );
    expect(screen.getByTestId('booking-slot-error')).toHaveTextContent('Choisissez un créneau dans la liste.');

    await fillContact(view);
    await view.user.click(within(slotsOfDay('2026-12-02')).getByRole('radio', { name: `9${nbsp}h` }));
    await view.user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await screen.findByTestId('booking-problem')).toHaveTextContent('Certains champs sont invalides.');
    expect(view.field(/^Téléphone/)).toHaveAccessibleDescription('Numéro de téléphone invalide.');
  });
});
