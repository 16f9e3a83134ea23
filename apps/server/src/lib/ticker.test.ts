import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTicker } from './ticker.js';

const log = { error: vi.fn() };

afterEach(() => {
  vi.useRealTimers();
  log.error.mockReset();
});

describe('createTicker', () => {
  it('shares a pass in progress instead of starting a second one', async () => {
    let release!: (n: number) => void;
    const run = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const ticker = createTicker({ name: 'test', everyMs: 0, log, run });
    const first = ticker.tick();
    const second = ticker.tick();
    release(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    expect(run).toHaveBeenCalledTimes(1);
    const next = ticker.tick();
    release(4);
    expect(await next).toBe(4);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs every interval, at once when asked, logs a failed pass and goes on', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(1);
    const ticker = createTicker({ name: 'escalation tick', everyMs: 1000, atStart: true, log, run });
    ticker.start();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith({ err: 'database down' }, 'escalation tick failed');
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(5);
    await ticker.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('never starts on its own with an interval of 0, and stop waits for the pass in progress', async () => {
    vi.useFakeTimers();
    let done = false;
    const run = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = true;
    });
    const ticker = createTicker({ name: 'idle', everyMs: 0, atStart: true, log, run });
    ticker.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
    void ticker.tick();
    const stopped = ticker.stop();
    await vi.advanceTimersByTimeAsync(50);
    await stopped;
    expect(done).toBe(true);
  });
});
