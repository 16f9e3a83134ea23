import { describe, expect, it } from 'vitest';
import type { HistorySeries } from '@fieldlink/domain';
import { chartOption, tableRows } from './chartOption';
import { historyPath, pointIdsFromQuery, presetRange } from './ranges';

const series = (points: HistorySeries['points'], name = 'temp', unit: string | null = '℃'): HistorySeries => ({
  pointId: 1,
  name,
  unit,
  deviceId: 9,
  deviceName: 'press',
  points,
});

describe('history chart option', () => {
  const buckets = series([
    { ts: '2026-11-01T00:00:00.000Z', min: 1, max: 5, avg: 3, last: 4 },
    { ts: '2026-11-01T01:00:00.000Z', min: 2, max: 8, avg: 6, last: 7 },
  ]);

  it('draws the average of buckets with a min/max band behind it, and zoom', () => {
    const option = chartOption([buckets], 'line', { min: 'min', max: 'max' });
    const drawn = option.series as { name: string; type: string; data: unknown[]; stack?: string; areaStyle?: unknown }[];
    expect(drawn).toHaveLength(3);
    expect(drawn[0]).toMatchObject({
      name: 'temp (℃)',
      type: 'line',
      data: [
        ['2026-11-01T00:00:00.000Z', 3],
        ['2026-11-01T01:00:00.000Z', 6],
      ],
    });
    // The band: min, then (max - min) stacked on it and filled.
    expect(drawn[1]!.data).toEqual([
      ['2026-11-01T00:00:00.000Z', 1],
      ['2026-11-01T01:00:00.000Z', 2],
    ]);
    expect(drawn[2]!.data).toEqual([
      ['2026-11-01T00:00:00.000Z', 4],
      ['2026-11-01T01:00:00.000Z', 6],
    ]);
    expect(drawn[1]!.stack).toBe(drawn[2]!.stack);
    expect(drawn[2]!.areaStyle).toBeDefined();
    expect(option.dataZoom).toHaveLength(2);
    expect((option.legend as { data: string[] }).data).toEqual(['temp (℃)']);
  });

  it('draws raw values and bars without a band; text values are gaps', () => {
    const raw = series([
      { ts: '2026-11-01T00:00:00.000Z', value: 1.5 },
      { ts: '2026-11-01T00:00:10.000Z', value: 'A1' },
    ]);
    const option = chartOption([raw, buckets], 'bar', { min: 'min', max: 'max' });
    const drawn = option.series as { type: string; data: unknown[] }[];
    expect(drawn.map((s) => s.type)).toEqual(['bar', 'bar']);
    expect(drawn[0]!.data).toEqual([
      ['2026-11-01T00:00:00.000Z', 1.5],
      ['2026-11-01T00:00:10.000Z', null],
    ]);
  });

  it('lists table rows newest first with min and max of buckets', () => {
    const rows = tableRows([buckets]);
    expect(rows.map((r) => r.ts)).toEqual(['2026-11-01T01:00:00.000Z', '2026-11-01T00:00:00.000Z']);
    expect(rows[0]).toMatchObject({ point: 'temp', value: 6, min: 2, max: 8 });
  });
});

describe('history ranges and links', () => {
  it('ends a preset at the minute and reaches back its span', () => {
    const now = Date.parse('2026-11-22T10:15:42.123Z');
    expect(presetRange('24h', now)).toEqual({ from: '2026-11-21T10:15:00.000Z', to: '2026-11-22T10:15:00.000Z' });
    expect(presetRange('30d', now).from).toBe('2026-10-23T10:15:00.000Z');
  });

  it('reads point ids from the address and builds the device page link', () => {
    expect(pointIdsFromQuery('3,1,x,3,-2')).toEqual([3, 1]);
    expect(pointIdsFromQuery(null)).toEqual([]);
    expect(historyPath(7, [1, 2])).toBe('/dataAnalysis/history?deviceId=7&pointIds=1%2C2');
  });
});
