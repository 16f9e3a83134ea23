import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff.js';

describe('reconnectDelay', () => {
  const options = { initialMs: 1000, maxMs: 30_000 };

  it('doubles from the first delay up to the cap, with no jitter drawn', () => {
    const lowest = [0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, options, () => 0));
    const highest = [0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, options, () => 1));
    expect(lowest).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    expect(highest).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads the boxes between half the base and the base', () => {
    const delays = Array.from({ length: 200 }, () => reconnectDelay(3, options));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(4000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(8000);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });

  it('never waits longer than the cap, however many tries failed', () => {
    for (const attempt of [10, 100, 10_000]) expect(reconnectDelay(attempt, options, () => 0.999)).toBeLessThanOrEqual(30_000);
  });
});
