import { describe, expect, it } from 'vitest';
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
