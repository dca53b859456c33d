/**
 * Review carousel rules (spec section 4), for `perView` cards visible at once
 * (4 on desktop): the index moves between 0 and count - perView, the buttons
 * are disabled at both ends and the progress bar shows
 * (index + 1) / (count - perView + 1), or 100 % when everything fits.
 */
type CarouselState = { index: number; canPrev: boolean; canNext: boolean; progress: number };

function lastIndex(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

export function carouselState(index: number, count: number, perView: number): CarouselState {
  const last = lastIndex(count, perView);
  const clamped = Math.min(Math.max(index, 0), last);
  return {
    index: clamped,
    canPrev: clamped > 0,
    canNext: clamped < last,
    progress: count <= perView ? 100 : ((clamped + 1) / (last + 1)) * 100,
  };
}

export function nextIndex(index: number, count: number, perView: number): number {
  return index < count - perView ? index + 1 : index;
}

export function previousIndex(index: number): number {
  return index > 0 ? index - 1 : index;
}
