import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { answer, fetchMock, installFetchMock } from '@/test/browser-fetch';
import { readDraft, saveDraft } from '@/lib/tab-draft';
import { COMMENT_ERROR_FALLBACK, CommentForm } from './comment-form';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installFetchMock();
beforeEach(() => {
  (toast.success as jest.Mock).mockReset();
  (toast.error as jest.Mock).mockReset();
  sessionStorage.clear();
});

const DRAFT = 'commentaire:mon-article';
const answerBlock = () => screen.getByTestId('comment-sent');

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nom'), 'Anne');
  await user.type(screen.getByLabelText('E-mail'), 'anne@example.ch');
  await user.type(screen.getByLabelText('Message'), 'Bonjour');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  return user;
}

describe('CommentForm', () => {
  it('posts the JSON payload with the empty honeypot, then answers below the button, keeping who wrote', async () => {
    fetchMock.mockReturnValue(answer(201, { success: true, message: 'Merci !' }));
    render(<CommentForm articleSlug="mon-article" />);
    expect(answerBlock()).toHaveAttribute('role', 'status');
    expect(answerBlock()).toBeEmptyDOMElement();
    await fillAndSend();
    await waitFor(() => expect(answerBlock()).toHaveTextContent('en attente de modération'));
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
    expect(answerBlock()).toHaveTextContent(
      'Vous n’avez pas demandé à être prévenu d’une réponse : elle paraîtra ici, sous votre commentaire.',
    );
    // A lasting answer, not a passing toast over the page.
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Nom')).toHaveValue('Anne');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anne@example.ch');
  });

  it('asks to be told of a reply when « Me prévenir d’une réponse » is ticked, and says where it will be e-mailed', async () => {
    fetchMock.mockReturnValue(answer(201, { success: true, message: 'Merci !' }));
    render(<CommentForm articleSlug="mon-article" />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Me prévenir d’une réponse/ }));
    await fillAndSend();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
      notifyReply: true,
    });
    await waitFor(() =>
      expect(answerBlock()).toHaveTextContent('Nous vous écrirons à anne@example.ch dès que nous y aurons répondu.'),
    );
    expect(answerBlock()).not.toHaveTextContent('pas demandé');
    // The wish stays for a second comment, as the name and the address do.
    expect(screen.getByRole('checkbox', { name: /Me prévenir/ })).toBeChecked();
  });

  it('keeps the answer while the next comment is typed, and replaces it when that one is sent', async () => {
    fetchMock.mockReturnValue(answer(201, { success: true, message: 'Merci !' }));
    render(<CommentForm articleSlug="mon-article" />);
    const user = await fillAndSend();
    await waitFor(() => expect(answerBlock()).toHaveTextContent('pas demandé'));
    await user.type(screen.getByLabelText('Message'), 'Encore une question');
    expect(answerBlock()).toHaveTextContent('pas demandé');
    await user.click(screen.getByRole('checkbox', { name: /Me prévenir/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(answerBlock()).toHaveTextContent('Nous vous écrirons à anne@example.ch'));
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

  it('is sendable before hydration as a POST of the form to the API, the article with it', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CommentForm articleSlug="mon-article" />);
    const form = container.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/api/comments']);
    expect(container.querySelector('input[name="articleSlug"]')).toHaveValue('mon-article');
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    render(<CommentForm articleSlug="mon-article" />);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('keeps what is typed in the tab, for this article, and forgets it once the comment is accepted', async () => {
    fetchMock.mockReturnValue(answer(201, { success: true, message: 'Merci !' }));
    const { unmount } = render(<CommentForm articleSlug="mon-article" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom'), 'Anne');
    await user.type(screen.getByLabelText('Message'), 'Brouillon');
    await user.click(screen.getByRole('checkbox', { name: /Me prévenir/ }));
    expect(readDraft(DRAFT)).toEqual({ nom: 'Anne', message: 'Brouillon', notifyReply: 'on' });
    expect(readDraft('commentaire:autre-article')).toBeNull();

    // A reload, a back button, a detour: the form is made again and finds it.
    unmount();
    render(<CommentForm articleSlug="mon-article" />);
    expect(screen.getByLabelText('Nom')).toHaveValue('Anne');
    expect(screen.getByLabelText('Message')).toHaveValue('Brouillon');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Me prévenir/ })).toBeChecked();

    await user.type(screen.getByLabelText('E-mail'), 'anne@example.ch');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(answerBlock()).toHaveTextContent('en attente de modération'));
    expect(readDraft(DRAFT)).toBeNull();
  });

  it('keeps the draft when the comment is refused', async () => {
    fetchMock.mockReturnValue(answer(422, { success: false, message: 'Vérifiez le formulaire.' }));
    render(<CommentForm articleSlug="mon-article" />);
    await fillAndSend();
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(readDraft(DRAFT)).toEqual({ nom: 'Anne', email: 'anne@example.ch', message: 'Bonjour' });
    expect(answerBlock()).toBeEmptyDOMElement();
  });

  it('restores the draft at hydration, without overwriting what was typed before it', async () => {
    saveDraft(DRAFT, { nom: 'Anne', message: 'Gardé dans l’onglet' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CommentForm articleSlug="mon-article" />);
    document.body.append(container);
    const message = container.querySelector('textarea[name="message"]') as HTMLTextAreaElement;
    expect(message.value).toBe('');
    message.value = 'Tapé avant hydratation';
    const root = await act(async () => hydrateRoot(container, <CommentForm articleSlug="mon-article" />));
    expect((container.querySelector('input[name="nom"]') as HTMLInputElement).value).toBe('Anne');
    expect(message.value).toBe('Tapé avant hydratation');
    act(() => root.unmount());
    container.remove();
  });

  it('hides the honeypot from assistive technologies and the tab order', () => {
    const { container } = render(<CommentForm articleSlug="mon-article" />);
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
