/**
 * Calls `onNear` once, when the top of `element` comes within `marginPx` below the viewport, or above it: when it
 * is reached by any means. An IntersectionObserver alone misses a jump over the element (the End key, a link to
 * an anchor further down, a restored scroll position): it reports crossings, and a jump crosses nothing. Every
 * such move fires `scroll` (or `hashchange`), so those are watched until the call, one check per frame.
 */
export function whenNearViewport(element: Element, marginPx: number, onNear: () => void): () => void {
  let frame = 0;
  const reached = () => element.getBoundingClientRect().top <= window.innerHeight + marginPx;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of EVENTS) window.removeEventListener(event, schedule);
  };
  function check() {
    frame = 0;
    if (!reached()) return;
    stop();
    onNear();
  }
  function schedule() {
    if (frame === 0) frame = requestAnimationFrame(check);
  }
  if (reached()) {
    onNear();
    return () => {};
  }
  for (const event of EVENTS) window.addEventListener(event, schedule, { passive: true });
  return stop;
}

const EVENTS = ['scroll', 'resize', 'hashchange'] as const;
