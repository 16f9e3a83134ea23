import { describe, expect, it } from 'vitest';
import { formatInZone, wallTextToIso } from './zoneTime';

describe('times in the company zone', () => {
  it.each([
    ['2027-01-31T01:00:00.000Z', 'Asia/Shanghai', '2027-01-31 09:00'],
    ['2027-01-31T01:00:00.000Z', 'America/New_York', '2027-01-30 20:00'],
    [null, 'Asia/Shanghai', ''],
  ])('shows %s in %s as %s', (iso, zone, text) => {
    expect(formatInZone(iso, zone)).toBe(text);
  });

  it('reads a wall time on the company clocks and round-trips', () => {
    expect(wallTextToIso('2027-01-31 09:00', 'Asia/Shanghai')).toBe('2027-01-31T01:00:00.000Z');
    expect(formatInZone(wallTextToIso('2027-07-04 18:30', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2027-07-04 18:30');
    expect(wallTextToIso('tomorrow', 'Asia/Shanghai')).toBeUndefined();
  });
});
