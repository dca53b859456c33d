import { carouselState, nextIndex, previousIndex } from './carousel';

describe('review carousel rules with 4 per view', () => {
  it('for 5 reviews: two positions, buttons and progress at each end', () => {
    expect(carouselState(0, 5, 4)).toEqual({ index: 0, canPrev: false, canNext: true, progress: 50 });
    expect(nextIndex(0, 5, 4)).toBe(1);
    expect(carouselState(1, 5, 4)).toEqual({ index: 1, canPrev: true, canNext: false, progress: 100 });
    expect(nextIndex(1, 5, 4)).toBe(1);
    expect(previousIndex(1)).toBe(0);
    expect(previousIndex(0)).toBe(0);
  });

  it.each([4, 3, 1, 0])('for %i reviews: nothing to scroll and the bar is full', (count) => {
    expect(carouselState(0, count, 4)).toEqual({ index: 0, canPrev: false, canNext: false, progress: 100 });
    expect(nextIndex(0, count, 4)).toBe(0);
  });

  it('for 8 reviews the bar grows in fifths', () => {
    expect([0, 1, 2, 3, 4].map((i) => carouselState(i, 8, 4).progress)).toEqual([20, 40, 60, 80, 100]);
  });
});
