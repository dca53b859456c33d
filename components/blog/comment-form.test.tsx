import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { answer, fetchMock, installFetchMock } from '@/test/browser-fetch';
import { COMMENT_ERROR_FALLBACK, CommentForm } from './comment-form';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installFetchMock();
beforeEach(() => {
  (toast.success as jest.Mock).mockReset();
  (toast.error as jest.Mock).mockReset();
});

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nom'), 'Anne');
  await user.type(screen.getByLabelText('E-mail'), 'anne@example.ch');
  await user.type(screen.getByLabelText('Message'), 'Bonjour');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  return user;
}

describe('CommentForm', () => {
  it('posts the JSON payload with the empty honeypot, toasts the server message and clears the form', async () => {
    fetchMock.mockReturnValue(answer(201, { success: true, message: 'Merci !' }));
    render(<CommentForm articleSlug="mon-article" />);
    await fillAndSend();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Commentaire envoyé', { description: 'Merci !' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/comments');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      articleSlug: 'mon-article',
      nom: 'Anne',
      email: 'anne@example.ch',
      message: 'Bonjour',
      notifyReply: false,
      website: '',
    });
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('asks to be told of a reply when « Me prévenir d’une réponse » is ticked', async () => {
    fetchMock.mockReturnValue(answer(201, { success: true, message: 'Merci !' }));
    render(<CommentForm articleSlug="mon-article" />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Me prévenir d’une réponse/ }));
    await fillAndSend();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
      notifyReply: true,
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Me prévenir/ })).not.toBeChecked());
  });

  it('keeps the values and shows the server message and field errors on a refusal', async () => {
    fetchMock.mockReturnValue(
      answer(422, { success: false, message: 'Vérifiez le formulaire.', errors: { email: 'Adresse invalide.' } }),
    );
    render(<CommentForm articleSlug="mon-article" />);
    await fillAndSend();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Vérifiez le formulaire.' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('Anne');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Adresse invalide.')).toBeInTheDocument();
  });

  it('shows the fallback message when the call fails, and disables the button while sending', async () => {
    let reject: (error: Error) => void = () => {};
    fetchMock.mockReturnValue(new Promise((_, r) => (reject = r)));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<CommentForm articleSlug="mon-article" />);
    const user = await fillAndSend();
    const button = screen.getByRole('button', { name: /Envoi en cours/ });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    reject(new Error('réseau'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', { description: COMMENT_ERROR_FALLBACK }));
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue('Bonjour');
  });

  it('sends what is in the fields even if it was typed before hydration (no input events)', async () => {
    fetchMock.mockReturnValue(answer(201, { success: true, message: 'Merci !' }));
    render(<CommentForm articleSlug="mon-article" />);
    (screen.getByLabelText('Nom') as HTMLInputElement).value = 'Anne';
    (screen.getByLabelText('E-mail') as HTMLInputElement).value = 'anne@example.ch';
    (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'Tapé tôt';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
      nom: 'Anne',
      message: 'Tapé tôt',
    });
  });

  it('is not sendable before hydration: the server HTML has its button disabled', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CommentForm articleSlug="mon-article" />);
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
    render(<CommentForm articleSlug="mon-article" />);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('hides the honeypot from assistive technologies and the tab order', () => {
    const { container } = render(<CommentForm articleSlug="mon-article" />);
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
