/** Calls `onNear` once, when `element` comes within `margin` of the viewport (at once without IntersectionObserver). */
export function whenNearViewport(element: Element, margin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
