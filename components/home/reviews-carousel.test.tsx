import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeReviews } from '@/content/home';
import { ReviewsCarousel } from './reviews-carousel';

/**
 * The real Embla runs here. jsdom lays nothing out, so the sizes Embla measures (offsetLeft/offsetWidth, see
 * embla-carousel's NodeRects) are given as a browser would compute them: a viewport `viewWidth` wide and cards of
 * `viewWidth / perView`, side by side. The browser itself is covered by e2e/home.spec.ts.
 */
const viewWidth = 1200;
let perView = 4;

function cardIndex(node: HTMLElement): number {
  return Array.from(node.parentElement?.children ?? []).indexOf(node);
}

const layout: Record<'offsetWidth' | 'offsetLeft', (node: HTMLElement) => number> = {
  offsetWidth: (node) =>
    node.dataset.testid === 'review-card'
      ? viewWidth / perView
      : node.tagName === 'UL'
        ? viewWidth
        : node.hasAttribute('data-scroller')
          ? viewWidth
          : 0,
  offsetLeft: (node) => (node.dataset.testid === 'review-card' ? cardIndex(node) * (viewWidth / perView) : 0),
};

const originals = Object.fromEntries(
  Object.keys(layout).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)!]),
);

const { getComputedStyle } = window;

beforeAll(() => {
  // jsdom computes no margins (''), which Embla's gap measure would turn into NaN: cards have none here.
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = getComputedStyle(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (property: string) => read(property) || (property.startsWith('margin') ? '0px' : '');
    return style;
  });
  for (const [key, measure] of Object.entries(layout)) {
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        return measure(this);
      },
    });
  }
});
afterAll(() => {
  jest.restoreAllMocks();
  for (const [key, descriptor] of Object.entries(originals))
    Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const progress = () => screen.getByTestId('reviews-progress');
const previous = () => screen.getByRole('button', { name: 'Avis précédents' });
const next = () => screen.getByRole('button', { name: 'Avis suivants' });

async function renderCarousel(reviews = homeReviews) {
  render(<ReviewsCarousel reviews={reviews} />);
  // Embla initialises in an effect once its viewport is attached.
  await act(async () => {});
}

describe('ReviewsCarousel (desktop, 4 per view)', () => {
  beforeEach(() => {
    perView = 4;
  });

  it('shows the five reviews, rated 5', async () => {
    await renderCarousel();
    expect(screen.getAllByTestId('review-card')).toHaveLength(5);
    expect(screen.getAllByRole('img', { name: 'Note\u00a0: 5 sur 5' })).toHaveLength(5);
  });

  it('applies the index, disabled-button and progress rules for 5 reviews', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    expect(progress()).toHaveAttribute('value', '50');
    await user.click(next());
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
    expect(progress()).toHaveAttribute('value', '100');
    await user.click(previous());
    expect(previous()).toBeDisabled();
    expect(progress()).toHaveAttribute('value', '50');
  });

  it('disables both buttons and fills the bar with 4 reviews or fewer', async () => {
    await renderCarousel(homeReviews.slice(0, 4));
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(progress()).toHaveAttribute('value', '100');
  });
});

describe('ReviewsCarousel on a phone (1 per view)', () => {
  it('walks through the five reviews one by one', async () => {
    perView = 1;
    const user = userEvent.setup();
    await renderCarousel();
    expect(progress()).toHaveAttribute('value', '20');
    for (let i = 0; i < 4; i += 1) {
      expect(next()).toBeEnabled();
      await user.click(next());
    }
    expect(next()).toBeDisabled();
    expect(progress()).toHaveAttribute('value', '100');
  });
});
