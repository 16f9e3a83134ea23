import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/resources';
import { durationText, hoursOf, lastHours, reasonText, toAnalysisQuery } from './analysisQuery';

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
  });

  it('says durations and reasons in the catalog words of each language', () => {
    const en = createI18n('en-US').t;
    const zh = createI18n('zh-CN').t;
    expect(durationText(en, '2026-01-01T00:00:00Z', '2026-01-01T01:05:00Z')).toBe('1 h 05 min');
    expect(durationText(zh, '2026-01-01T00:00:00Z', '2026-01-01T01:05:00Z')).toBe('1 小时 05 分');
    expect(durationText(en, '2026-01-01T00:00:00Z', null, Date.parse('2026-01-01T00:03:20Z'))).toBe('3 min 20 s');
    expect(durationText(zh, '2026-01-01T00:00:00Z', null, Date.parse('2026-01-01T00:03:20Z'))).toBe('3 分 20 秒');
    expect(reasonText(en, 'will')).toBe('Connection lost (last will)');
    expect(reasonText(zh, 'silence')).toBe('长时间无数据');
    expect(reasonText(en, 'plc error')).toBe('plc error');
    expect(reasonText(en, null)).toBe('');
  });
});
