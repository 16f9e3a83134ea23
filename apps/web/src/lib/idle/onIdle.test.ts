import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle } from './onIdle';

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

function fakeWindow(withIdle: boolean): { window: IdleWindow; runIdle: () => void } {
  const queued = new Map<number, () => void>();
  let next = 1;
  const window: IdleWindow = {
    setTimeout: ((fn: () => void, ms: number) => setTimeout(fn, ms)) as unknown as Window['setTimeout'],
    clearTimeout: ((id: number) => clearTimeout(id)) as Window['clearTimeout'],
  };
  if (withIdle) {
    window.requestIdleCallback = ((fn: () => void) => {
      const id = next++;
      queued.set(id, fn);
      return id;
    }) as Window['requestIdleCallback'];
    window.cancelIdleCallback = (id: number) => void queued.delete(id);
  }
  return {
    window,
    runIdle: () => {
      for (const [id, fn] of [...queued]) {
        queued.delete(id);
        fn();
      }
    },
  };
}

describe('onIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task when the browser is idle, not before', () => {
    const { window, runIdle } = fakeWindow(true);
    vi.stubGlobal('window', window);
    const task = vi.fn();
    onIdle(task);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled before the browser was idle', () => {
    const { window, runIdle } = fakeWindow(true);
    vi.stubGlobal('window', window);
    const task = vi.fn();
    const cancel = onIdle(task);
    cancel();
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback, runs the task after the current task, and can be cancelled', () => {
    vi.useFakeTimers();
    const { window } = fakeWindow(false);
    vi.stubGlobal('window', window);
    const task = vi.fn();
    const cancelled = vi.fn();
    onIdle(task);
    onIdle(cancelled)();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
