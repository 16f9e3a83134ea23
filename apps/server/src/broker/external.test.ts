import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './external.js';

describe('reconnectDelay', () => {
  it('doubles from the first delay up to the cap', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 60].map((attempt) => reconnectDelay(attempt, 500, 30_000, none))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('takes off up to half at random, never more', () => {
    expect(reconnectDelay(3, 500, 30_000, () => 0.999999)).toBe(1000);
    expect(reconnectDelay(60, 500, 30_000, () => 0.5)).toBe(22_500);
  });
});
