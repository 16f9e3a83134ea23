import { describe, expect, it } from 'vitest';
import type { BucketPoint } from '@fieldlink/domain';
import { bucketSeriesJson, jsonNumber, okJson, withJsonProperty } from './series-json.js';

const HOUR = 3_600_000;

describe('series as JSON text', () => {
  it('writes bucket columns exactly as JSON.stringify wrote the objects', () => {
    const ts = new Float64Array([Date.UTC(2026, 10, 1, 0), Date.UTC(2026, 10, 1, 1), Date.UTC(2026, 10, 1, 2), Date.UTC(2026, 10, 1, 3)]);
    const min = new Float64Array([-0, 1.5, -273.15, 1e21]);
    const max = new Float64Array([0.1 + 0.2, 2, Number.NaN, 1e-7]);
    const avg = new Float64Array([1 / 3, Number.POSITIVE_INFINITY, 12345678.9, -5]);
    const last = new Float64Array([7, 8, 9, Number.MAX_VALUE]);
    const objects: BucketPoint[] = Array.from(ts, (t, i) => ({
      ts: new Date(t).toISOString(),
      min: min[i]!,
      max: max[i]!,
      avg: avg[i]!,
      last: last[i]!,
    }));
    const text = bucketSeriesJson({ ts, values: { min, max, avg, last } });
    expect(text).toBe(JSON.stringify(objects));
    expect(JSON.parse(text)[1]).toEqual({ ts: '2026-11-01T01:00:00.000Z', min: 1.5, max: 2, avg: null, last: 8 });
  });

  it('writes an empty series as []', () => {
    const none = new Float64Array(0);
    expect(bucketSeriesJson({ ts: none, values: { min: none, max: none, avg: none, last: none } })).toBe('[]');
  });

  it('writes numbers as JSON does', () => {
    for (const n of [0, -0, 1, -1.25, 1e21, 1e-7, 2 ** 53 + 2, Number.NaN, Number.NEGATIVE_INFINITY])
      expect(jsonNumber(n)).toBe(JSON.stringify(n));
  });

  it('adds a property that is JSON text already, and wraps data in the envelope', () => {
    const points = bucketSeriesJson({
      ts: [HOUR],
      values: { min: [1], max: [2], avg: [1.5], last: [2] },
    });
    const head = { pointId: 3, name: 'temp "A"', unit: null, deviceId: 1, deviceName: '泵' };
    expect(JSON.parse(withJsonProperty(head, 'points', points))).toEqual({ ...head, points: JSON.parse(points) });
    expect(withJsonProperty({}, 'series', '[]')).toBe('{"series":[]}');
    expect(JSON.parse(okJson('[1,2]'))).toEqual({ code: 200, message: 'ok', data: [1, 2] });
  });
});
