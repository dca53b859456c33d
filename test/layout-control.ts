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

/**
 * controlledLayout() around each test of the enclosing describe (or of the file, called at its top): laid out
 * before each test, restored after it. The returned `moveTo` moves the running test's layout.
 */
export function controlledLayoutPerTest(initialTop?: number) {
  let layout: ReturnType<typeof controlledLayout> | undefined;
  beforeEach(() => {
    layout = controlledLayout(initialTop);
  });
  afterEach(() => layout?.restore());
  return {
    moveTo: (...move: Parameters<ReturnType<typeof controlledLayout>['moveTo']>) => layout!.moveTo(...move),
  };
}
