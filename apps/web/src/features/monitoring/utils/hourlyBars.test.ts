import { describe, expect, it } from 'vitest';
import { counterRows, defaultCounterPoint, hourlyBars, niceCeiling } from './hourlyBars';

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [0.3, 0.5],
    [1, 1],
    [1.1, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [10, 10],
    [120, 200],
    [4_321, 5_000],
  ])('%d -> %d', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });
});

describe('hourlyBars', () => {
  it('lays the answer out on 24 hours, with the total and the axis top', () => {
    const bars = hourlyBars([
      { hour: 0, value: 12 },
      { hour: 1, value: null },
      { hour: 23, value: 30.5 },
    ]);
    expect(bars.values).toHaveLength(24);
    expect(bars.values[0]).toBe(12);
    expect(bars.values[1]).toBeNull();
    expect(bars.values[23]).toBe(30.5);
    expect(bars.total).toBe(42.5);
    expect(bars.axisMax).toBe(50);
  });

  it('ignores hours outside the day and repeats, and has no total without values', () => {
    const bars = hourlyBars([
      { hour: -1, value: 5 },
      { hour: 24, value: 5 },
      { hour: 2.5, value: 5 },
      { hour: 3, value: null },
      { hour: 3, value: 9 },
    ]);
    expect(bars.values.every((value) => value === null)).toBe(true);
    expect(bars.total).toBeNull();
    expect(bars.axisMax).toBe(1);
  });

  it('adds decimals without binary noise', () => {
    expect(
      hourlyBars([
        { hour: 0, value: 0.1 },
        { hour: 1, value: 0.2 },
      ]).total,
    ).toBe(0.3);
  });
});

describe('defaultCounterPoint', () => {
  const point = (pointId: number, name: string, dataType: number, unit: string | null = null) => ({ pointId, name, dataType, unit });
  it('prefers a counter named as one, then any counter, never a reading', () => {
    expect(defaultCounterPoint([point(1, 'temp', 2, '℃'), point(2, 'hours', 4), point(3, 'cycle_count', 4)])).toBe(3);
    expect(defaultCounterPoint([point(1, 'temp', 2, '℃'), point(2, 'hours', 4)])).toBe(2);
    expect(defaultCounterPoint([point(1, 'code', 11), point(2, 'run', 10), point(3, 'temp', 5)])).toBeUndefined();
    expect(defaultCounterPoint([point(1, 'supply_temp', 1, '℃'), point(2, 'compressor_current', 2, 'A')])).toBeUndefined();
    expect(defaultCounterPoint([])).toBeUndefined();
  });

  it('reads the type from the configuration while the feed has not said it', () => {
    const rows = [{ pointId: 7, name: 'good', dataType: 0, config: { dataType: 4, valueDescription: '合格数|Good count' } }];
    expect(counterRows(rows)).toHaveLength(1);
    expect(defaultCounterPoint(rows)).toBe(7);
  });
});
