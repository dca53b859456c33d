import { controlledLayoutPerTest } from '@/test/layout-control';
import { whenNearViewport } from './near-viewport';

/** A section below the fold is reached however the visitor gets there, and only then. */
describe('whenNearViewport', () => {
  const layout = controlledLayoutPerTest();

  it('waits while the element is far below, and calls once it comes within the margin', async () => {
    const onNear = jest.fn();
    whenNearViewport(document.body, 600, onNear);
    await layout.moveTo(window.innerHeight + 700);
    expect(onNear).not.toHaveBeenCalled();
    await layout.moveTo(window.innerHeight + 500);
    await layout.moveTo(window.innerHeight + 100);
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('calls when a jump (the End key) carried the element from below the viewport to above it', async () => {
    const onNear = jest.fn();
    whenNearViewport(document.body, 600, onNear);
    await layout.moveTo(-4000);
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('calls when a link to an anchor further down moved the page', async () => {
    const onNear = jest.fn();
    whenNearViewport(document.body, 600, onNear);
    await layout.moveTo(-200, 'hashchange');
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('calls at once when the page opens already past it (a restored scroll position), never again', async () => {
    await layout.moveTo(-1000);
    const onNear = jest.fn();
    whenNearViewport(document.body, 600, onNear);
    expect(onNear).toHaveBeenCalledTimes(1);
    await layout.moveTo(-2000);
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('stops watching when given up', async () => {
    const onNear = jest.fn();
    const stop = whenNearViewport(document.body, 600, onNear);
    stop();
    await layout.moveTo(0);
    expect(onNear).not.toHaveBeenCalled();
  });
});
