import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeReviews } from '@/content/home';
import { ReviewsCarousel } from './reviews-carousel';

jest.mock('embla-carousel-react', () => ({
  __esModule: true,
  default: () => [jest.fn(), undefined],
}));

function setViewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener() {}, removeEventListener() {} };
  }) as unknown as typeof window.matchMedia;
}

beforeEach(() => setViewport(1440));

const progress = () => screen.getByTestId('reviews-progress');

describe('ReviewsCarousel (desktop, 4 per view)', () => {
  it('shows the five reviews, rated 5', () => {
    render(<ReviewsCarousel reviews={homeReviews} />);
    expect(screen.getAllByTestId('review-card')).toHaveLength(5);
    expect(screen.getAllByRole('img', { name: 'Note : 5 sur 5' })).toHaveLength(5);
  });

  it('applies the index, disabled-button and progress rules for 5 reviews', async () => {
    const user = userEvent.setup();
    render(<ReviewsCarousel reviews={homeReviews} />);
    const previous = screen.getByRole('button', { name: 'Avis précédents' });
    const next = screen.getByRole('button', { name: 'Avis suivants' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(progress()).toHaveAttribute('value', '50');
    await user.click(next);
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
    expect(progress()).toHaveAttribute('value', '100');
    await user.click(previous);
    expect(previous).toBeDisabled();
    expect(progress()).toHaveAttribute('value', '50');
  });

  it('disables both buttons and fills the bar with 4 reviews or fewer', () => {
    render(<ReviewsCarousel reviews={homeReviews.slice(0, 4)} />);
    expect(screen.getByRole('button', { name: 'Avis précédents' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Avis suivants' })).toBeDisabled();
    expect(progress()).toHaveAttribute('value', '100');
  });
});

describe('ReviewsCarousel on a phone (1 per view)', () => {
  it('walks through the five reviews one by one', async () => {
    setViewport(390);
    const user = userEvent.setup();
    render(<ReviewsCarousel reviews={homeReviews} />);
    const next = screen.getByRole('button', { name: 'Avis suivants' });
    expect(progress()).toHaveAttribute('value', '20');
    for (let i = 0; i < 4; i += 1) await user.click(next);
    expect(next).toBeDisabled();
    expect(progress()).toHaveAttribute('value', '100');
  });
});
