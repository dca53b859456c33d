import { render, screen, within } from '@testing-library/react';
import { logoStrip } from '@/content/home';
import { duplicateForLoop } from '@/lib/marquee';
import { LogoStrip } from './logo-strip';

describe('logo strip', () => {
  it('duplicates the list in order for a seamless loop', () => {
    const doubled = duplicateForLoop(['a', 'b', 'c']);
    expect(doubled.map((entry) => entry.item)).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect(doubled.map((entry) => entry.copy)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('renders the 28 logos twice, the copy hidden from screen readers', () => {
    render(<LogoStrip title={logoStrip.title} logos={logoStrip.logos} />);
    expect(screen.getByRole('heading', { name: 'Ils nous ont fait confiance' })).toBeInTheDocument();
    const track = screen.getByTestId('logo-track');
    expect(track.querySelectorAll('img')).toHaveLength(56);
    expect(within(track).getAllByRole('img')).toHaveLength(28);
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('30s');
    expect(track.className).toContain('group-hover:[animation-play-state:paused]');
  });
});
