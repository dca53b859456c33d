import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solutionsMenu } from '@/content/navigation';
import { SolutionsMenu } from './solutions-menu';

function renderMenu() {
  render(
    <header data-testid="header">
      <ul>
        <SolutionsMenu label="Nos Solutions" categories={solutionsMenu} />
        <li>
          <a href="/contact">Contact</a>
        </li>
      </ul>
    </header>,
  );
  return screen.getByRole('button', { name: 'Nos Solutions' });
}

describe('SolutionsMenu', () => {
  it('starts closed, opens on hover and closes when the pointer leaves', () => {
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(trigger.closest('li')!);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(trigger.closest('li')!);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on keyboard focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pergolas' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('stays open on Enter instead of toggling shut', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
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
    const trigger = renderMenu();
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Contact' }).focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
