import { describe, expect, it } from 'vitest';
import { conditionFromForm, formFromCondition } from './conditionForm';

describe('condition form', () => {
  it('makes a single comparison, a range and a compound', () => {
    expect(conditionFromForm({ join: 'single', rows: [{ op: '>', value: 50 }] })).toEqual({ op: '>', value: 50 });
    expect(conditionFromForm({ join: 'single', rows: [{ op: 'between', value: 1, value2: 9 }] })).toEqual({
      op: 'between',
      value: 1,
      value2: 9,
    });
    expect(
      conditionFromForm(
        {
          join: 'any',
          rows: [
            { op: '<', value: 3, pointId: 7 },
            { op: 'bitSet', value: 2, pointId: 8 },
          ],
        },
        7,
      ),
    ).toEqual({
      any: [
        { op: '<', value: 3 },
        { op: 'bitSet', value: 2, pointId: 8 },
      ],
    });
  });

  it('round-trips a stored condition', () => {
    const stored = {
      all: [
        { op: '>' as const, value: 1 },
        { op: 'outside' as const, value: 2, value2: 4, pointId: 3 },
      ],
    };
    expect(conditionFromForm(formFromCondition(stored))).toEqual(stored);
    expect(formFromCondition(undefined).rows).toHaveLength(1);
  });
});
