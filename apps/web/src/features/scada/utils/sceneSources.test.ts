import { describe, expect, it } from 'vitest';
import type { AlarmRow } from '../../alarms/api/alarmsApi';
import { sceneAlarms, trendSamples } from './sceneSources';

describe('trendSamples', () => {
  it('reads raw numbers, numeric text and bucket averages in time order, skipping the rest', () => {
    expect(
      trendSamples([
        { ts: '2026-11-25T12:00:02Z', value: '2.5' },
        { ts: '2026-11-25T12:00:01Z', value: 1 },
        { ts: '2026-11-25T12:00:03Z', value: null },
        { ts: '2026-11-25T12:00:04Z', value: 'B2501A' },
        { ts: '2026-11-25T12:01:00Z', min: 0, max: 10, avg: 4, last: 9 },
      ]).map((sample) => sample.v),
    ).toEqual([1, 2.5, 4]);
  });
});

describe('sceneAlarms', () => {
  const row = (id: number, raisedAt: string): AlarmRow =>
    ({
      id,
      level: 3,
      value: 245,
      textZh: '温度高',
      textEn: 'Temperature high',
      deviceName: 'IM-01',
      pointUnit: '°C',
      pointDecimals: 1,
      pointDataType: 5,
      pointDisplayFormat: 1,
      raisedAt,
    }) as AlarmRow;
  it('puts the newest first, with the device, the text in the language and the value', () => {
    const alarms = sceneAlarms([row(1, '2026-11-25T10:00:00Z'), row(2, '2026-11-25T11:00:00Z')], 'en-US');
    expect(alarms.map((alarm) => alarm.id)).toEqual([2, 1]);
    expect(alarms[0]!.text).toBe('IM-01 · Temperature high (245.0 °C)');
    expect(sceneAlarms([row(1, '2026-11-25T10:00:00Z')], 'zh-CN')[0]!.text).toBe('IM-01 · 温度高 (245.0 °C)');
  });
});
