import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { NewsletterForm } from './newsletter-form';
import { NEWSLETTER_NETWORK_ERROR } from './ui/newsletter-form-send';
import { answer, fetchMock, installFetchMock } from '@/test/browser-fetch';

installFetchMock();

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('Votre adresse e-mail');
  const button = screen.getByRole('button', { name: 'S’inscrire à la newsletter' });
  return { user, input, button };
}

describe('NewsletterForm', () => {
  it('ignores an empty address silently', async () => {
    const { user, input, button } = setup();
    await user.type(input, '   ');
    await user.click(button);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a French error for an invalid address without calling the server', async () => {
    const { user, input, button } = setup();
    await user.type(input, 'lea@');
    await user.click(button);
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveValue('lea@');
  });

  it('posts the address, confirms with a toast, and a lasting message takes the field’s place', async () => {
    fetchMock.mockImplementation(() =>
      answer(200, { success: true, message: 'Merci\u00a0! Vous allez recevoir un e-mail.' }),
    );
    const { user, input, button } = setup();
    await user.type(input, ' Lea@Example.ch ');
    await user.click(button);
    expect(await screen.findByText('Vérifiez votre boîte e-mail')).toBeInTheDocument();
    expect(screen.getByText(/Vous allez recevoir un e-mail\./)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'lea@example.ch' });
    const sent = screen.getByTestId('newsletter-sent');
    expect(sent).toHaveAttribute('role', 'status');
    expect(sent.textContent).toContain('Vérifiez votre boîte\u00a0: un lien de confirmation vous attend.');
    expect(screen.queryByLabelText('Votre adresse e-mail')).toBeNull();
    // Another address: the field comes back, empty.
    await user.click(screen.getByRole('button', { name: 'Inscrire une autre adresse' }));
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('');
  });

  it('shows the server’s refusal, or a generic error when the call fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementationOnce(() => answer(429, { success: false, message: 'Trop d’envois.' }));
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, input, button } = setup();
    await user.type(input, 'lea@example.ch');
    await user.click(button);
    expect(await screen.findByText('Trop d’envois.')).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText(NEWSLETTER_NETWORK_ERROR)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(input).toHaveValue('lea@example.ch');
    error.mockRestore();
  });

  // Last: sonner's toasts outlive a test, so the toast asserted here must not leak into the others.
  it('is sent natively before hydration as a POST to the API (never an address in a GET URL), and takes an address typed early', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NewsletterForm />);
    const form = container.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/api/newsletter']);
    // The browser checks the address itself until the script takes over.
    expect(form).not.toHaveAttribute('novalidate');
    expect(container.querySelector('input[name="email"]')).toBeRequired();
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();

    fetchMock.mockImplementation(() => answer(201, { success: true, message: 'Inscription enregistrée.' }));
    const { user, input, button } = setup();
    (input as HTMLInputElement).value = 'lea@example.ch'; // in the field without an input event
    await user.click(button);
    expect(await screen.findByText('Inscription enregistrée.')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ email: 'lea@example.ch' });
  });
});
