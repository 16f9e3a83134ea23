import { describe, expect, it } from 'vitest';
import { mergeReadings, screenRefetchInterval } from './screenRefresh';

const reading = { pointId: 1, deviceId: 7, name: 'temp', value: 20, display: '20.0 °C', unit: '°C', ts: '2026-01-01T00:00:00.000Z' };

describe('display refresh', () => {
  it('reads again every 30 s while live and every 10 s otherwise', () => {
    expect(screenRefetchInterval('live')).toBe(30_000);
    expect(screenRefetchInterval('polling')).toBe(10_000);
    expect(screenRefetchInterval('stopped')).toBe(10_000);
  });

  it('merges newer values of shown points of the same device only', () => {
    const readings = { 1: reading };
    const newer = { pointId: 1, value: 21.5, display: '21.5 °C', ts: '2026-01-01T00:00:01.000Z' };
    expect(mergeReadings(readings, 7, [newer])[1]).toMatchObject({ value: 21.5, display: '21.5 °C' });
    expect(mergeReadings(readings, 8, [newer])).toBe(readings);
    expect(mergeReadings(readings, 7, [{ ...newer, pointId: 2 }])).toBe(readings);
    expect(mergeReadings(readings, 7, [{ ...newer, ts: '2025-12-31T23:59:59.000Z' }])).toBe(readings);
  });
});
