import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderSearch } from './header-search';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

async function openSearch() {
  const user = userEvent.setup();
  render(
    <>
      <HeaderSearch />
      <button type="button">ailleurs</button>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Ouvrir la recherche' }));
  const input = screen.getByPlaceholderText('Rechercher...');
  return { user, input };
}

describe('HeaderSearch', () => {
  it('opens with the field focused', async () => {
    const { input } = await openSearch();
    expect(screen.getByRole('button', { name: 'Fermer la recherche' })).toHaveAttribute('aria-expanded', 'true');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(input).toHaveFocus();
  });

  it('clears the query when closed with the icon', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'pergola');
    await user.click(screen.getByRole('button', { name: 'Fermer la recherche' }));
    expect(screen.getByRole('button', { name: 'Ouvrir la recherche' })).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('closes and clears on blur', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'carport');
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Ouvrir la recherche' })).toBeInTheDocument();
  });

  it('does nothing on Enter with a blank query', async () => {
    const { user, input } = await openSearch();
    await user.type(input, '   {Enter}');
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Fermer la recherche' })).toBeInTheDocument();
  });

  it('closes and goes to /rechercher on Enter with a query', async () => {
    const { user, input } = await openSearch();
    await user.type(input, ' pergola toile {Enter}');
    expect(push).toHaveBeenCalledWith('/rechercher?q=pergola%20toile');
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Ouvrir la recherche' })).toBeInTheDocument();
  });
});
