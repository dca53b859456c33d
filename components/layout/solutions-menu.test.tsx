import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solutionsMenu } from '@/lib/content';
import { SolutionsMenu } from './solutions-menu';

function renderMenu() {
  render(
    <header data-testid="header">
      <ul>
        <SolutionsMenu label="Nos Solutions" href="/solutions" categories={solutionsMenu} />
        <li>
          <a href="/contact">Contact</a>
        </li>
      </ul>
    </header>,
  );
  return {
    label: screen.getByRole('link', { name: 'Nos Solutions' }),
    chevron: screen.getByRole('button', { name: 'Afficher les solutions' }),
  };
}

describe('SolutionsMenu', () => {
  it('labels a link to the solutions overview', () => {
    expect(renderMenu().label).toHaveAttribute('href', '/solutions');
  });

  it('opens when a mouse hovers it and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    const { label, chevron } = renderMenu();
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    await user.hover(label);
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(label);
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes by a tap on the chevron, whatever the touch pointer events', () => {
    const { chevron } = renderMenu();
    fireEvent.pointerEnter(chevron.closest('li')!, { pointerType: 'touch' });
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(chevron);
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(chevron);
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens when the label takes keyboard focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const { label, chevron } = renderMenu();
    await user.tab();
    expect(label).toHaveFocus();
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(chevron).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pergolas' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    expect(chevron).toHaveFocus();
  });

  it('lists the four categories and their products with the spec’s targets', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Pergolas' })).toHaveAttribute('href', '/pergolas');
    expect(screen.getByRole('link', { name: 'Vitrage' })).toHaveAttribute('href', '/vitrage');
    expect(screen.getByRole('link', { name: 'Panneaux Solaires' })).toHaveAttribute('href', '/energie-solaire');
    expect(screen.getByRole('link', { name: 'Pergolas Bioclimatique Rétractable' })).toHaveAttribute(
      'href',
      '/products/rolling-roof-plus',
    );
    expect(screen.getAllByRole('link', { name: 'Carports Solaire' })).toHaveLength(2);
  });

  it('closes when focus leaves the menu', async () => {
    const user = userEvent.setup();
    const { chevron } = renderMenu();
    await user.tab();
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Contact' }).focus());
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
  });
});
