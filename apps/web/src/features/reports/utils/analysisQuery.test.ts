import { describe, expect, it } from 'vitest';
import { durationText, hoursOf, lastHours, toAnalysisQuery } from './analysisQuery';

describe('analysis query', () => {
  const base = { from: 'a', to: 'b' };
  it('sends a filter only when complete; unary operators need no value', () => {
    expect(toAnalysisQuery({ ...base, field: 'value', op: 'gt' }, 1, 20)).not.toHaveProperty('op');
    expect(toAnalysisQuery({ ...base, field: 'value', op: 'gt', value: '3' }, 1, 20)).toMatchObject({
      field: 'value',
      op: 'gt',
      value: '3',
    });
    expect(toAnalysisQuery({ ...base, field: 'userName', op: 'isNull', value: 'x' }, 2, 50)).toMatchObject({
      op: 'isNull',
      value: undefined,
      page: 2,
    });
  });
  it('ranges and durations', () => {
    expect(lastHours(24, Date.UTC(2026, 0, 2))).toEqual({ from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' });
    expect(hoursOf(5_400_000)).toBe(1.5);
    expect(durationText('2026-01-01T00:00:00Z', '2026-01-01T01:05:00Z')).toBe('1 h 05 min');
    expect(durationText('2026-01-01T00:00:00Z', null, Date.parse('2026-01-01T00:03:20Z'))).toBe('3 min 20 s');
  });
});
