import { describe, expect, it } from 'vitest';
import { defaultCounter, isCounterPoint } from './counter.js';

const point = (name: string, dataType: number, unit: string | null = null, valueDescription: string | null = null) => ({
  name,
  dataType,
  unit,
  valueDescription,
});

describe('counter points', () => {
  it.each([
    [point('cycle_count', 4, 'pcs'), true],
    [point('hours', 4), true],
    [point('reject_count', 2, 'pcs'), true],
    [point('x1', 2, null, '产量|Output'), true],
    [point('supply_temp', 1, '℃'), false],
    [point('compressor_current', 2, 'A'), false],
    [point('flow', 5, 'm³/h'), false],
    [point('total_float', 5), false],
    [point('running', 10), false],
    [point('batch_code', 11), false],
  ])('%o is a counter: %s', (p, expected) => {
    expect(isCounterPoint(p)).toBe(expected);
  });

  it('opens with a counter that says so, then any counter, never a temperature', () => {
    expect(defaultCounter([point('temp', 2, '℃'), point('hours', 4), point('cycle_count', 4)])?.name).toBe('cycle_count');
    expect(defaultCounter([point('temp', 2, '℃'), point('hours', 4)])?.name).toBe('hours');
    expect(defaultCounter([point('supply_temp', 1, '℃'), point('return_temp', 1, '℃'), point('flow', 5)])).toBeUndefined();
    expect(defaultCounter([])).toBeUndefined();
  });
});
