import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navLinks } from '@/content/navigation';
import { solutionsMenu } from '@/lib/content';
import { MobileMenu } from './mobile-menu';

/*
 * The panel is a modal <dialog>: the focus trap, Escape, the inert page and the focus given back to the opener are
 * the browser's, checked in Chromium (e2e/reach.spec.ts, e2e/home.spec.ts). jsdom has no showModal/close: they are
 * given their minimal effect here (the `open` attribute and the `close` event) to test this component's own state.
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

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

// This jsdom's role table gives <dialog> no implicit role: found by its title, which labels it.
function dialog(): HTMLDialogElement {
  const title = screen.getByText('Menu');
  const element = title.closest('dialog')!;
  expect(element).toHaveAttribute('aria-labelledby', title.id);
  return element;
}

describe('MobileMenu', () => {
  it('opens a modal dialog titled Menu', async () => {
    const { user, opener } = setup();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(dialog().open).toBe(false);
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(dialog().open).toBe(true);
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
    ['the backdrop', () => dialog()],
    ['a link', () => screen.getByRole('link', { name: 'Pergola Bioclimatique' })],
  ])('closes the panel and the submenu on %s', async (_label, target) => {
    const { user, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Nos Solutions' }));
    await user.click(target());
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(dialog().open).toBe(false);
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Nos Solutions' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the panel open on a click inside it', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByText('Menu'));
    expect(dialog().open).toBe(true);
  });
});
