import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, fromWallTime, isTimeZone, toWallTime } from './zoned-time.js';

describe('isTimeZone', () => {
  it.each(['UTC', DEFAULT_TIME_ZONE, 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'America/Port-au-Prince', 'Etc/GMT-8'])(
    'knows %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );

  it.each([
    '',
    ' ',
    'Mars/Olympus_Mons',
    'Asia/Shanghai ',
    ' Asia/Shanghai',
    '+08:00',
    'GMT+8:00',
    'Asia/',
    '/Asia/Shanghai',
    'Asia//Shanghai',
  ])('refuses %j', (zone) => expect(isTimeZone(zone)).toBe(false));

  it('leaves a refused name unusable and a known one usable for wall times', () => {
    expect(isTimeZone('Nowhere/Town')).toBe(false);
    expect(isTimeZone('Nowhere/Town')).toBe(false);
    const noon = fromWallTime({ year: 2027, month: 1, day: 31, hour: 12, minute: 0, second: 0, millisecond: 0 }, 'Europe/Berlin');
    expect(noon.toISOString()).toBe('2027-01-31T11:00:00.000Z');
    expect(toWallTime(noon, DEFAULT_TIME_ZONE).hour).toBe(19);
  });
});
