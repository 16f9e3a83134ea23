import { describe, expect, it } from 'vitest';
import { toggleAll, toggleKey } from './selection';

describe('a phone list’s selection', () => {
  it('adds a row, and takes it out on a second tap', () => {
    expect(toggleKey([], 3)).toEqual([3]);
    expect(toggleKey([3, 5], 3)).toEqual([5]);
    expect(toggleKey([5], 3)).toEqual([5, 3]);
  });

  it('selects every row, or clears them when all are chosen', () => {
    expect(toggleAll([], [1, 2])).toEqual([1, 2]);
    expect(toggleAll([2], [1, 2])).toEqual([1, 2]);
    expect(toggleAll([1, 2], [1, 2])).toEqual([]);
    expect(toggleAll([], [])).toEqual([]);
  });
});
