import { act, render, screen, within } from '@testing-library/react';
import { answer, fetchMock, installFetchMock } from '@/test/browser-fetch';
import { controlledLayoutPerTest } from '@/test/layout-control';
import { CommentCount } from '../comment-count';
import { CommentThread } from './comment-thread';

/**
 * The client parts of the comments: nothing is fetched before the section or a count comes near the
 * viewport; comments render as text; one request serves every count of the page.
 */

installFetchMock();
const layout = controlledLayoutPerTest();
const scrollNear = () => layout.moveTo(0);

describe('CommentThread', () => {
  it('loads the comments only near the viewport and shows what visitors typed as text', async () => {
    fetchMock.mockImplementation(() =>
      answer(200, {
        count: 2,
        comments: [
          {
            id: 1,
            nom: 'Léa <b>',
            createdAt: '2026-03-04T09:00:00.000Z',
            message: '<img src=x onerror=alert(1)>\nseconde ligne',
            replies: [{ id: 2, nom: 'Lumina Terrasses', createdAt: '2026-03-05T09:00:00.000Z', message: 'Merci' }],
          },
        ],
      }),
    );
    const { container } = render(<CommentThread articleSlug="mon-article" />);
    expect(screen.getByText('Chargement des commentaires…')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await scrollNear();
    const comment = await screen.findByTestId('comment');
    expect(fetchMock).toHaveBeenCalledWith('/api/comments?article=mon-article', expect.anything());
    expect(comment).toHaveTextContent('<img src=x onerror=alert(1)> seconde ligne');
    expect(within(comment).getByText('Léa <b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    expect(within(comment).getByText('4 mars 2026')).toHaveAttribute('datetime', '2026-03-04T09:00:00.000Z');
    expect(screen.getByTestId('comment-reply')).toHaveTextContent('Réponse de l’équipe');
    expect(screen.getByTestId('comment-thread-count')).toHaveTextContent(/^2\scommentaires$/);
  });

  it('says when there is nothing yet, and offers to retry after a failure', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fetchMock.mockImplementationOnce(() => answer(200, { count: 0, comments: [] }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<CommentThread articleSlug="mon-article" />);
    await scrollNear();
    await act(async () => (await screen.findByRole('button', { name: 'Réessayer' })).click());
    expect(await screen.findByText(/Aucun commentaire publié/)).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('CommentCount', () => {
  it('shows nothing before the counts arrive, then each article’s count, from one request', async () => {
    fetchMock.mockImplementation(() => answer(200, { counts: { a: 3, b: 1 } }));
    render(
      <>
        <CommentCount slug="a" />
        <CommentCount slug="b" separator />
      </>,
    );
    const [a, b] = screen.getAllByTestId('comment-count');
    expect(a).not.toHaveAttribute('data-count');
    expect(a?.firstElementChild).toHaveClass('invisible');
    expect(a?.firstElementChild).toHaveAttribute('aria-hidden', 'true');

    await scrollNear(); // both counts come near: one request serves them
    expect(await screen.findByText(/^3\scommentaires$/)).toBeInTheDocument();
    expect(b).toHaveAttribute('data-count', '1');
    expect(b).toHaveTextContent(/^· 1\scommentaire$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
