import { describe, expect, it } from 'vitest';
import { commandValue } from './commandSummary';
import { deviceIdFromQuery, deviceInfoPath } from './deviceInfoPath';

describe('device info path', () => {
  it('round-trips a device id', () => {
    expect(deviceInfoPath({ id: 12 })).toBe('/deviceInfo?deviceId=12');
    expect(deviceIdFromQuery(new URLSearchParams('deviceId=12'))).toBe(12);
  });

  it.each(['', 'deviceId=', 'deviceId=0', 'deviceId=-1', 'deviceId=1.5', 'deviceId=1e3', 'deviceId=abc', 'deviceId=99999999999999999999'])(
    'refuses %j',
    (query) => {
      expect(deviceIdFromQuery(new URLSearchParams(query))).toBeUndefined();
    },
  );
});

describe('commandValue', () => {
  it.each<[unknown, string]>([
    [{ point: 'setpoint_temp', value: 200.5 }, '200.5'],
    [{ value: 'AB' }, 'AB'],
    [{ value: true }, 'true'],
    [{ values: { a: 1 } }, '{"values":{"a":1}}'],
    ['raw', 'raw'],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (payload, text) => {
    expect(commandValue(payload)).toBe(text);
  });

  it('shows a written PLC value scaled and formatted as the point shows it', () => {
    const setpoint = { dataType: 2, displayFormat: 1, decimals: 1, slope: 0.1 };
    expect(commandValue({ type: 'write', value: 2100 }, setpoint)).toBe('210.0');
    expect(commandValue({ type: 'write', value: 26 }, { dataType: 2, displayFormat: 2, decimals: 0 })).toBe('001A');
    // A Bool reads as words (generic On / Off without the point's own).
    expect(commandValue({ type: 'write', value: 1 }, { dataType: 10, displayFormat: 1, decimals: 0 }, 'en-US')).toBe('On');
    expect(
      commandValue(
        { type: 'write', value: 5 },
        { dataType: 2, displayFormat: 1, decimals: 0, maxData: 1, minData: 1, maxProportion: 2, minProportion: 0 },
      ),
    ).toBe('5');
  });
});
