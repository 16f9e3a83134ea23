import { describe, expect, it } from 'vitest';
import { comparisonHolds, conditionHolds, describeCondition, pointsOfCondition, type AlarmOp, type SimpleCondition } from './condition.js';

/** [op, value, value2, sample, holds] at each edge of every operator. */
const TABLE: [AlarmOp, number, number | undefined, number, boolean][] = [
  ['>', 50, undefined, 50, false],
  ['>', 50, undefined, 50.001, true],
  ['>=', 50, undefined, 50, true],
  ['>=', 50, undefined, 49.999, false],
  ['<', 10, undefined, 10, false],
  ['<', 10, undefined, 9.9, true],
  ['<=', 10, undefined, 10, true],
  ['<=', 10, undefined, 10.1, false],
  ['==', 3, undefined, 3, true],
  ['==', 3, undefined, 3.0001, false],
  ['!=', 3, undefined, 3, false],
  ['!=', 3, undefined, 4, true],
  ['between', 10, 20, 10, true],
  ['between', 10, 20, 20, true],
  ['between', 10, 20, 9.99, false],
  ['between', 20, 10, 15, true],
  ['outside', 10, 20, 10, false],
  ['outside', 10, 20, 9.99, true],
  ['outside', 10, 20, 20.01, true],
  ['bitSet', 0, undefined, 1, true],
  ['bitSet', 3, undefined, 8, true],
  ['bitSet', 3, undefined, 7, false],
  ['bitClear', 3, undefined, 7, true],
  ['bitClear', 0, undefined, 2 ** 40 + 1, false],
  ['bitSet', 40, undefined, 2 ** 40, true],
];

describe('comparisonHolds', () => {
  it.each(TABLE)('%s %s %s on %s -> %s', (op, value, value2, sample, holds) => {
    expect(comparisonHolds({ op, value, value2 }, sample)).toBe(holds);
  });

  it('widens the region by the deadband', () => {
    expect(comparisonHolds({ op: '>', value: 50 }, 49, 2)).toBe(true);
    expect(comparisonHolds({ op: '>', value: 50 }, 48, 2)).toBe(false);
    expect(comparisonHolds({ op: '<', value: 10 }, 11, 2)).toBe(true);
    expect(comparisonHolds({ op: 'between', value: 10, value2: 20 }, 21, 2)).toBe(true);
    expect(comparisonHolds({ op: 'outside', value: 10, value2: 20 }, 11, 2)).toBe(true);
    expect(comparisonHolds({ op: 'outside', value: 10, value2: 20 }, 12, 2)).toBe(false);
    expect(comparisonHolds({ op: '==', value: 5 }, 5.5, 1)).toBe(true);
  });
});

describe('conditionHolds', () => {
  const values = new Map([
    [1, 60],
    [2, 5],
  ]);
  const hot: SimpleCondition = { op: '>', value: 50 };
  const idle: SimpleCondition = { op: '<', value: 10, pointId: 2 };

  it('reads the own point, other points, AND and OR', () => {
    expect(conditionHolds(hot, 1, values)).toBe(true);
    expect(conditionHolds({ all: [hot, idle] }, 1, values)).toBe(true);
    expect(conditionHolds({ all: [hot, { op: '>', value: 10, pointId: 2 }] }, 1, values)).toBe(false);
    expect(conditionHolds({ any: [{ op: '<', value: 0 }, idle] }, 1, values)).toBe(true);
    expect(
      conditionHolds(
        {
          any: [
            { op: '<', value: 0 },
            { op: '>', value: 9, pointId: 2 },
          ],
        },
        1,
        values,
      ),
    ).toBe(false);
  });

  it('decides nothing when a value is missing', () => {
    expect(conditionHolds({ all: [hot, { op: '>', value: 1, pointId: 3 }] }, 1, values)).toBeUndefined();
    expect(conditionHolds(hot, 7, values)).toBeUndefined();
  });

  it('lists the points read, own first, and describes itself', () => {
    expect(pointsOfCondition({ all: [idle, hot] }, 1)).toEqual([1, 2]);
    expect(describeCondition({ any: [hot, { op: 'between', value: 1, value2: 2 }] })).toBe('(> 50 OR between 1..2)');
  });
});
