import { describe, expect, it } from 'vitest';
import type { ReportData } from '../api/reportsApi';
import { chartOptionOf, formatStat, moduleColumns } from './reportView';

const report = {
  timeType: 'day',
  columns: [
    { index: 0, title: 'temp', method: 'avg' },
    { index: 1, title: 'energy', method: 'difference' },
  ],
  rows: [
    { label: '2026-10-05 00:00', values: [20, 10] },
    { label: '2026-10-05 01:00', values: [null, 15] },
  ],
} as unknown as ReportData;

describe('report view', () => {
  it('formats statistics', () => {
    expect(formatStat(null)).toBe('—');
    expect(formatStat(1.23456)).toBe((1.235).toLocaleString(undefined, { maximumFractionDigits: 3 }));
  });
  it('a module shows its columns, all when it names none', () => {
    expect(moduleColumns(report, { columns: [] })).toHaveLength(2);
    expect(moduleColumns(report, { columns: [1] }).map((c) => c.title)).toEqual(['energy']);
  });
  it('a chart has a series per column over the period labels', () => {
    const option = chartOptionOf(report, { columns: [], chart: 'bar' }, (m) => m);
    expect(option.xAxis.data).toEqual(['00:00', '01:00']);
    expect(option.series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['temp avg', 'bar', [20, null]],
      ['energy difference', 'bar', [10, 15]],
    ]);
  });
});
