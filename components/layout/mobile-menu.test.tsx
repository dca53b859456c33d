import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navLinks } from '@/content/navigation';
import { solutionsMenu } from '@/lib/content';
import { MobileMenu } from './mobile-menu';

// jsdom cannot navigate: keep link clicks from trying.
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', preventNavigation));
afterAll(() => document.removeEventListener('click', preventNavigation));

function setup() {
  const user = userEvent.setup();
  render(<MobileMenu links={navLinks} categories={solutionsMenu} />);
  const opener = screen.getByRole('button', { name: 'Ouvrir le menu' });
  return { user, opener };
}

const dialog = () => screen.getByRole('dialog', { name: 'Menu', hidden: true });

describe('MobileMenu', () => {
  it('opens a panel titled Menu and moves focus into it', async () => {
    const { user, opener } = setup();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(dialog()).toHaveClass('visible');
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
  });

  it('toggles the solutions submenu', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const toggle = screen.getByRole('button', { name: 'Nos Solutions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Murs de Verre' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['the close button', () => screen.getByRole('button', { name: 'Fermer le menu' })],
    ['the overlay', () => screen.getByTestId('mobile-menu-overlay')],
    ['a link', () => screen.getByRole('link', { name: 'Pergola Bioclimatique' })],
  ])('closes the panel and the submenu on %s', async (_label, target) => {
    const { user, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Nos Solutions' }));
    await user.click(target());
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).toHaveClass('invisible');
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Nos Solutions' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps focus inside while open and closes on Escape', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Fermer le menu' });
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });
});
