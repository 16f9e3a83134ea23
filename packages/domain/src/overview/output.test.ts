import { describe, expect, it } from 'vitest';
import { OPEN_WORK_ORDER_STATUSES, counterPoint, localDayStart, sumIncreases } from './output.js';

const point = (name: string, dataType: number, save = true) => ({ name, dataType, save });

describe('counterPoint', () => {
  it('takes the stored 32/64-bit integer whose name says it counts', () => {
    const points = [point('flow', 4), point('barrel_temp', 2), point('cycle_count', 4), point('产量', 8)];
    expect(counterPoint(points)?.name).toBe('cycle_count');
    expect(counterPoint([point('total_kwh', 3)])?.name).toBe('total_kwh');
    expect(counterPoint([point('日产量', 8)])?.name).toBe('日产量');
  });

  it('falls back to the first stored 32/64-bit integer', () => {
    expect(counterPoint([point('speed', 2), point('hours', 3), point('energy', 4)])?.name).toBe('hours');
  });

  it('has none without a stored counter: no sum of temperatures, no unsaved point; a 16-bit word counts only when it says so', () => {
    expect(counterPoint([point('supply_temp', 1), point('flow', 5)])).toBeUndefined();
    expect(counterPoint([point('reject_count', 2)])?.name).toBe('reject_count');
    expect(counterPoint([point('good_count', 4, false)])).toBeUndefined();
    expect(counterPoint([])).toBeUndefined();
  });
});

describe('localDayStart', () => {
  it("is the zone's midnight of the instant's local day", () => {
    // 01:30 in Shanghai on the 2nd is still 17:30 UTC on the 1st.
    expect(localDayStart(new Date('2026-03-01T17:30:00Z'), 'Asia/Shanghai').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(localDayStart(new Date('2026-03-01T15:59:59Z'), 'Asia/Shanghai').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(localDayStart(new Date('2026-03-01T00:00:00Z'), 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(localDayStart(new Date('2026-03-01T12:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-02-28T18:30:00.000Z');
  });

  it('keeps a day that starts after a DST change at its midnight', () => {
    // New York springs forward on 2026-03-08 at 02:00; midnight is still EST (-5).
    expect(localDayStart(new Date('2026-03-08T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(localDayStart(new Date('2026-03-09T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('OPEN_WORK_ORDER_STATUSES', () => {
  it('are the statuses someone still acts on', () => {
    expect(OPEN_WORK_ORDER_STATUSES).toEqual(['pending', 'dispatched', 'accepted', 'processing']);
  });
});

describe('sumIncreases', () => {
  it('adds the hours that have a value, without float noise', () => {
    expect(sumIncreases([0.1, null, 0.2])).toBe(0.3);
    expect(sumIncreases([12.7, 220.5])).toBe(233.2);
    expect(sumIncreases([null, null])).toBeNull();
    expect(sumIncreases([])).toBeNull();
  });
});
