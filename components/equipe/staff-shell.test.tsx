import { render, screen, within } from '@testing-library/react';
import { StaffShell } from './staff-shell';
import { STAFF_NAV } from './staff-nav';

// The sign-out action's module opens the database: not what this markup test is about.
jest.mock('@/lib/server/staff/staff-actions', () => ({ signOut: async () => undefined }));

const staff = { id: 'u1', email: 'marie@lumina.test', name: 'Marie Dupont' };

const renderShell = (path: string, heading: string) =>
  render(
    <StaffShell staff={staff as never} path={path}>
      <h1>{heading}</h1>
    </StaffShell>,
  ).container;

describe('StaffShell', () => {
  it('folds the sections under a closed « Menu » for small screens and shows them from lg up, the current page marked in both', () => {
    const container = renderShell('/equipe/demandes/12', 'Demande');
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details!.open).toBe(false);
    expect(details!.className).toContain('lg:hidden');
    expect(details!.querySelector('summary')!.textContent).toBe('▸Menu· Demandes');
    const navs = container.querySelectorAll('nav[aria-label="Espace équipe"]');
    expect(navs).toHaveLength(2);
    expect(navs[1]!.className).toMatch(/\bhidden\b.*\blg:block\b/);
    for (const nav of navs) {
      const links = within(nav as HTMLElement).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(STAFF_NAV.map((item) => item.href));
      expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([
        'Demandes',
      ]);
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Demande');
  });

  it('marks the dashboard only on its own address', () => {
    const container = renderShell('/equipe/journal', 'Journal');
    const current = container.querySelectorAll('[aria-current="page"]');
    expect(Array.from(current, (link) => link.textContent)).toEqual(['Journal', 'Journal']);
  });
});
