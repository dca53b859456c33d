import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';
import { CONTACT_NETWORK_ERROR } from './contact-form-fields';
import { productNames } from '@/lib/product-lookup';
import { address, answer, fetchMock, setUpFormTest } from '@/test/browser-fetch';

jest.mock('next/navigation', () => ({ useSearchParams: () => address.query }));
setUpFormTest();
// The tab's draft and quote context (sessionStorage) would carry one test's typing into the next.
beforeEach(() => sessionStorage.clear());

function setup(props: Parameters<typeof ContactForm>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(<ContactForm productNames={productNames} {...props} />);
  const form = screen.getByTestId('contact-form');
  const field = (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
  const fileInput = form.querySelector('input[type="file"]') as HTMLInputElement;
  const submit = () => within(form).getByRole('button', { name: /Envoyer ma demande|Envoi en cours/ });
  return { user, view, form, field, fileInput, submit };
}

/** The form's fields as rendered now (after a confirmation, a new form). */
function setupFields() {
  const form = screen.getByTestId('contact-form');
  return {
    field: (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement,
    fileInput: form.querySelector('input[type="file"]') as HTMLInputElement,
    submit: () => within(form).getByRole('button', { name: /Envoyer ma demande|Envoi en cours/ }),
  };
}

/** Fills every required field (change events: typing key by key is covered above). */
async function fillValid({ field }: ReturnType<typeof setup>) {
  const values: [RegExp, string][] = [
    [/^Nom/, 'Dupont'],
    [/^Prénom/, 'Camille'],
    [/^E-mail/, 'camille@example.ch'],
    [/^Téléphone/, '+41 79 123 45 67'],
    [/^Sujet/, 'Carport'],
    [/^Message/, 'Bonjour'],
  ];
  for (const [label, value] of values) fireEvent.change(field(label), { target: { value } });
  await validationLoaded();
}

/** zod arrives with the first interaction (see ContactForm): wait for it before judging validity. */
const validationLoaded = () =>
  waitFor(() => expect(screen.getByTestId('contact-form')).toHaveAttribute('data-validation', 'ready'));

const pdf = () => new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });

describe('ContactForm', () => {
  it('renders the spec’s defaults: required marks, input types, accepted files, disabled submit', () => {
    const { form, field, fileInput, submit } = setup();
    expect(form).toHaveAttribute('data-validation', 'pending');
    for (const label of [/^Nom/, /^Prénom/, /^E-mail/, /^Téléphone/, /^Sujet/, /^Message/]) {
      expect(field(label)).toBeRequired();
      expect(field(label).labels?.[0]).toHaveTextContent('*');
      expect(field(label).labels?.[0]).toHaveTextContent('(obligatoire)');
    }
    expect(field(/^Société/)).not.toBeRequired();
    expect(field(/^E-mail/)).toHaveAttribute('type', 'email');
    expect(field(/^Téléphone/)).toHaveAttribute('type', 'tel');
    expect(fileInput).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png');
    expect(form).toHaveTextContent(/Formats acceptés: PDF, DOC, DOCX, JPG, PNG — 10\sMo maximum/);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveClass('cursor-not-allowed');
    // The honeypot is out of sight and out of the tab order.
    const honeypot = form.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows French errors after blur, linked to the fields', async () => {
    const { user, field } = setup();
    await user.click(field(/^Nom/));
    await user.tab();
    expect(field(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Nom/)).toHaveAccessibleDescription('Veuillez indiquer votre nom.');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez indiquer votre nom.');
    await user.type(field(/^Téléphone/), 'abc');
    await user.tab();
    expect(field(/^Téléphone/)).toHaveAccessibleDescription(/Numéro de téléphone invalide/);
    // Fields not visited yet show nothing.
    expect(field(/^Message/)).not.toHaveAttribute('aria-invalid');
  });

  it('sends one multipart request, shows the success toast and clears every field and the file', async () => {
    let resolve: (value: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (resolve = r)));
    const setupResult = setup();
    const { user, form, fileInput, submit } = setupResult;
    await fillValid(setupResult);
    await user.upload(fileInput, pdf());
    expect(submit()).toBeEnabled();

    // Two submits in the same tick: the ref guard lets one through.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    // The request leaves once the visit's source is read (lib/visit-signals.ts, loaded on demand).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(submit()).toHaveTextContent('Envoi en cours...');
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    const body = init?.body as FormData;
    expect(body.get('nom')).toBe('Dupont');
    expect(body.get('societe')).toBeNull();
    expect((body.get('file') as File).name).toBe('plan.pdf');
    expect(body.get('website')).toBe('');
    expect(Number(body.get('fill_ms'))).toBeGreaterThanOrEqual(0);

    await act(async () =>
      resolve(
        await answer(201, {
          success: true,
          message: 'Merci, bien reçu.',
          reference: 42,
          callBack: 'd’ici demain 11\u00a0h',
        }),
      ),
    );
    expect(await screen.findByText('Message envoyé!')).toBeInTheDocument();
    expect(screen.getByText('Merci, bien reçu.')).toBeInTheDocument();
    // The lasting answer stands in the form's place until a new form is asked for.
    const confirmation = screen.getByTestId('contact-confirmation');
    expect(within(confirmation).getByTestId('contact-reference').textContent).toBe('n°\u00a042');
    // What happens next, and when: the server's due time in words.
    expect(within(confirmation).getByTestId('contact-next-step')).toHaveTextContent(
      /vous contacte d’ici demain 11\s+h \(heure du bureau\), par téléphone ou par e-mail/,
    );
    expect(within(confirmation).getByRole('heading', { name: 'Demande bien reçue' })).toHaveFocus();
    expect(screen.queryByTestId('contact-form')).toBeNull();
    await user.click(within(confirmation).getByRole('button', { name: 'Envoyer une autre demande' }));
    const fresh = setupFields();
    for (const label of [/^Nom/, /^Prénom/, /^E-mail/, /^Téléphone/, /^Sujet/, /^Message/])
      expect(fresh.field(label)).toHaveValue('');
    expect(fresh.fileInput.value).toBe('');
    expect(fresh.fileInput.files).toHaveLength(0);
    expect(fresh.submit()).toHaveTextContent('Envoyer ma demande');
  });

  it('offers « Réserver une visite » after a send: the answer’s booking page as a path of this site, else the plain page', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(201, {
        success: true,
        message: 'Merci, bien reçu.',
        booking: 'https://www.lumina-terrasses.ch/rendez-vous?demande=12.1799999999.abc_-',
      }),
    );
    const first = setup();
    await fillValid(first);
    await first.user.click(first.submit());
    const confirmation = await screen.findByTestId('contact-confirmation');
    const tokened = '/rendez-vous?demande=12.1799999999.abc_-';
    expect(within(confirmation).getByRole('link', { name: 'Réserver une visite' })).toHaveAttribute('href', tokened);
    // The success toast offers it too (earlier tests' toasts may still be on screen).
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('contact-toast')
          .map((toast) => within(toast).queryByRole('link', { name: 'Réserver une visite' })?.getAttribute('href')),
      ).toContain(tokened),
    );
    expect(within(confirmation).getByTestId('contact-booking')).toHaveTextContent(/visite gratuite/);

    // An answer without one (or naming another site) offers the plain page.
    first.view.unmount();
    fetchMock.mockImplementationOnce(() =>
      answer(201, { success: true, message: 'Merci.', booking: 'https://ailleurs.example/piege?demande=x' }),
    );
    const second = setup();
    await fillValid(second);
    await second.user.click(second.submit());
    const again = await screen.findByTestId('contact-confirmation');
    expect(within(again).getByRole('link', { name: 'Réserver une visite' })).toHaveAttribute('href', '/rendez-vous');
  });

  it('names what is missing beside the grey button, and its tap shows every message and focuses the first', async () => {
    const { user, field, submit } = setup();
    await user.type(field(/^Nom/), 'Dupont');
    await user.type(field(/^E-mail/), 'camille@');
    await user.tab();
    await validationLoaded();
    expect(submit()).toBeDisabled();
    const summary = screen.getByTestId('contact-missing');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    expect(summary.textContent).toBe('Il manque\u00a0: prénom, téléphone, sujet, message, e-mail valide');
    await user.click(within(summary).getByRole('button'));
    expect(field(/^Prénom/)).toHaveFocus();
    expect(field(/^Message/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the values and the file when the server refuses, and shows its message and field errors', async () => {
    fetchMock.mockImplementation(() =>
      answer(422, {
        success: false,
        message: 'Certains champs sont invalides.',
        errors: { telephone: 'Numéro refusé.' },
      }),
    );
    const setupResult = setup();
    const { user, field, fileInput, submit } = setupResult;
    await fillValid(setupResult);
    await user.upload(fileInput, pdf());
    await user.click(submit());
    expect(await screen.findByText('Erreur')).toBeInTheDocument();
    expect(screen.getByText('Certains champs sont invalides.')).toBeInTheDocument();
    expect(field(/^Téléphone/)).toHaveAccessibleDescription('Numéro refusé.');
    expect(field(/^Nom/)).toHaveValue('Dupont');
    expect(fileInput.files?.[0]?.name).toBe('plan.pdf');
    // Editing the field clears the server's error.
    fireEvent.change(field(/^Téléphone/), { target: { value: '+41 79 123 45 68' } });
    expect(field(/^Téléphone/)).not.toHaveAttribute('aria-invalid');
  });

  it('logs a network failure and shows the generic error, keeping everything', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const setupResult = setup();
    await fillValid(setupResult);
    await setupResult.user.click(setupResult.submit());
    expect((await screen.findAllByText(CONTACT_NETWORK_ERROR)).length).toBeGreaterThan(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('formulaire de contact'), expect.any(TypeError));
    expect(setupResult.field(/^Message/)).toHaveValue('Bonjour');
    error.mockRestore();
  });

  it('treats an HTTP error without a JSON answer as a failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(() =>
      Promise.resolve({ ok: false, status: 502, json: () => Promise.reject(new SyntaxError('html')) } as Response),
    );
    const setupResult = setup();
    await fillValid(setupResult);
    await setupResult.user.click(setupResult.submit());
    expect((await screen.findAllByText(CONTACT_NETWORK_ERROR)).length).toBeGreaterThan(0);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('refuses a file over 10 Mo or of another type before sending', async () => {
    const setupResult = setup();
    const { user, fileInput, submit } = setupResult;
    await fillValid(setupResult);
    const big = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(fileInput, big);
    expect(fileInput).toHaveAccessibleDescription(/dépasse la taille maximale de 10\u00a0Mo/);
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retirer le fichier' }));
    expect(fileInput.value).toBe('');
    expect(submit()).toBeEnabled();
    const exe = new File(['MZ'], 'setup.exe');
    fireEvent.change(fileInput, { target: { files: [exe] } });
    expect(fileInput).toHaveAccessibleDescription(/Format de fichier non accepté/);
  });

  it('shows the product’s subject as the placeholder of ?produit= (never as text) and sends the product key', async () => {
    address.query = new URLSearchParams('produit=carports-v');
    fetchMock.mockImplementation(() => answer(201, { success: true, message: 'ok' }));
    const setupResult = setup();
    await waitFor(() =>
      expect(setupResult.field(/^Sujet/)).toHaveAttribute('placeholder', 'Demande de devis – Carports V'),
    );
    expect(setupResult.field(/^Sujet/)).toHaveValue('');
    // The server writes the subject: the field is optional here.
    expect(setupResult.field(/^Sujet/)).not.toBeRequired();
    for (const [label, value] of [
      [/^Nom/, 'Dupont'],
      [/^Prénom/, 'Camille'],
      [/^E-mail/, 'camille@example.ch'],
      [/^Téléphone/, '0791234567'],
      [/^Message/, 'Bonjour'],
    ] as const) {
      fireEvent.change(setupResult.field(label), { target: { value } });
    }
    await validationLoaded();
    await setupResult.user.click(setupResult.submit());
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('produit')).toBe('carports-v');
    expect(body.get('sujet')).toBeNull();
  });

  it('takes over what was typed before hydration', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm productNames={productNames} />);
    document.body.appendChild(container);
    (container.querySelector('input[name="nom"]') as HTMLInputElement).value = 'Dupont';
    (container.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value = 'Tapé avant hydratation';
    render(<ContactForm productNames={productNames} />, { container, hydrate: true });
    await validationLoaded();
    const form = screen.getByTestId('contact-form');
    expect(within(form).getByLabelText(/^Nom/)).toHaveValue('Dupont');
    expect(within(form).getByLabelText(/^Message/)).toHaveValue('Tapé avant hydratation');
    for (const [label, value] of [
      [/^Prénom/, 'Camille'],
      [/^E-mail/, 'camille@example.ch'],
      [/^Téléphone/, '0791234567'],
      [/^Sujet/, 'Carport'],
    ] as const) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    }
    // Valid only if the state holds the text typed before hydration.
    expect(within(form).getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();
  });

  it.each(['../../etc', 'constructor', 'inconnu'])('ignores an unknown product key (%s)', async (key) => {
    address.query = new URLSearchParams({ produit: key });
    const { field } = setup();
    await act(async () => {});
    expect(field(/^Sujet/)).toHaveValue('');
  });

  it('takes labels, placeholders and required flags per page', async () => {
    const setupResult = setup({
      fields: { nom: { label: 'Votre nom' }, societe: { required: true, placeholder: 'Votre entreprise' } },
      submitLabel: 'Être rappelé',
    });
    const { field } = setupResult;
    const submit = () => screen.getByRole('button', { name: 'Être rappelé' });
    expect(field(/^Votre nom/)).toBeRequired();
    expect(field(/^Société/)).toBeRequired();
    expect(field(/^Société/)).toHaveAttribute('placeholder', 'Votre entreprise');
    fireEvent.change(field(/^Votre nom/), { target: { value: 'Dupont' } });
    for (const [label, value] of [
      [/^Prénom/, 'Camille'],
      [/^E-mail/, 'camille@example.ch'],
      [/^Téléphone/, '0791234567'],
      [/^Sujet/, 'Carport'],
      [/^Message/, 'Bonjour'],
    ] as const) {
      fireEvent.change(field(label), { target: { value } });
    }
    await validationLoaded();
    expect(submit()).toHaveTextContent('Être rappelé');
    expect(submit()).toBeDisabled();
    fireEvent.change(field(/^Société/), { target: { value: 'Atelier SA' } });
    expect(submit()).toBeEnabled();
  });

  it('sends the « Devis envoyé » goal to the analytics only once the server has accepted the request', async () => {
    const plausible = jest.fn();
    Object.assign(window, { plausible });
    try {
      fetchMock.mockImplementationOnce(() => answer(422, { success: false, message: 'Demande refusée pour le test.' }));
      const setupResult = setup();
      await fillValid(setupResult);
      await setupResult.user.click(setupResult.submit());
      expect((await screen.findAllByText('Demande refusée pour le test.')).length).toBeGreaterThan(0);
      expect(plausible).not.toHaveBeenCalled();
      fetchMock.mockImplementationOnce(() =>
        answer(201, { success: true, message: 'Merci, bien reçu.', reference: 7 }),
      );
      await setupResult.user.click(setupResult.submit());
      expect(await screen.findByTestId('contact-confirmation')).toBeInTheDocument();
      expect(plausible.mock.calls).toEqual([['Devis envoyé']]);
    } finally {
      delete (window as { plausible?: unknown }).plausible;
    }
  });
});
