import { act } from '@testing-library/react';

/**
 * jsdom lays nothing out: every element's box is at 0. This puts every element `top` px from the top of the
 * viewport (far below it at first) and moves it as a visitor's scroll, End key or anchor link would, firing
 * the event the browser fires for that move.
 */
export function controlledLayout(initialTop = 10_000) {
  let top = initialTop;
  const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    top,
    bottom: top + 100,
    left: 0,
    right: 0,
    width: 0,
    height: 100,
    x: 0,
    y: top,
    toJSON() {},
  }));
  return {
    async moveTo(next: number, event: 'scroll' | 'hashchange' = 'scroll') {
      top = next;
      await act(async () => {
        window.dispatchEvent(new Event(event));
        await new Promise((resolve) => setTimeout(resolve, 40));
      });
    },
    restore: () => spy.mockRestore(),
  };
}
