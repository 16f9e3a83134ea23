import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CYCLE_UNITS,
  addCalendar,
  nextOccurrenceAfter,
  nextOccurrenceIndex,
  noticeTime,
  occurrence,
  occurrenceInPlan,
  warrantyEnd,
  type AdvanceNotice,
  type CycleUnit,
  type Schedule,
} from './schedule.js';
import { fromWallTime, offsetAt, toWallTime } from './zoned-time.js';

const SH = 'Asia/Shanghai';
const NY = 'America/New_York';
/** A wall time in a zone, written `2027-01-31 09:00`. */
const at = (text: string, zone = SH) => {
  const [date, time = '00:00'] = text.split(' ');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return fromWallTime({ year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: 0, millisecond: 0 }, zone);
};
const wall = (instant: Date, zone = SH) => {
  const w = toWallTime(instant, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
};

describe('zoned time', () => {
  it.each([
    ['2027-01-31 09:00', SH, '2027-01-31T01:00:00.000Z'],
    ['2027-07-01 00:00', SH, '2027-06-30T16:00:00.000Z'],
    ['2027-01-15 09:00', NY, '2027-01-15T14:00:00.000Z'],
    ['2027-07-15 09:00', NY, '2027-07-15T13:00:00.000Z'],
    // 2027-03-14 02:30 never happens in New York: read with the offset before, it is 03:30 EDT.
    ['2027-03-14 02:30', NY, '2027-03-14T07:30:00.000Z'],
    // 2027-11-07 01:30 happens twice in New York: the earlier (EDT) one.
    ['2027-11-07 01:30', NY, '2027-11-07T05:30:00.000Z'],
  ])('%s in %s is %s', (text, zone, iso) => {
    expect(at(text, zone).toISOString()).toBe(iso);
  });

  it('knows the offsets', () => {
    expect(offsetAt(new Date('2027-01-01T00:00:00Z'), SH)).toBe(8 * 3_600_000);
    expect(offsetAt(new Date('2027-01-01T00:00:00Z'), NY)).toBe(-5 * 3_600_000);
    expect(offsetAt(new Date('2027-07-01T00:00:00Z'), NY)).toBe(-4 * 3_600_000);
  });

  it('round-trips every instant that is not in an overlap (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom(SH, NY, 'Europe/Berlin', 'UTC'),
        (d, zone) => {
          const back = fromWallTime(toWallTime(d, zone), zone);
          // In an overlap the earlier instant is chosen, which shows the same wall time.
          expect(wall(back, zone)).toBe(wall(d, zone));
          expect(back.getTime() <= d.getTime()).toBe(true);
        },
      ),
    );
  });
});

describe('calendar addition', () => {
  it.each<[string, number, CycleUnit, string]>([
    ['2027-01-31 09:00', 1, 'month', '2027-02-28 09:00'],
    ['2028-01-31 09:00', 1, 'month', '2028-02-29 09:00'],
    ['2027-01-31 09:00', 2, 'month', '2027-03-31 09:00'],
    ['2027-01-31 09:00', 3, 'month', '2027-04-30 09:00'],
    ['2027-03-31 09:00', -1, 'month', '2027-02-28 09:00'],
    ['2027-12-15 09:00', 1, 'month', '2028-01-15 09:00'],
    ['2027-01-15 09:00', -1, 'month', '2026-12-15 09:00'],
    ['2028-02-29 09:00', 1, 'year', '2029-02-28 09:00'],
    ['2028-02-29 09:00', 4, 'year', '2032-02-29 09:00'],
    ['2027-12-31 23:30', 1, 'day', '2028-01-01 23:30'],
    ['2027-02-22 08:00', 1, 'week', '2027-03-01 08:00'],
    ['2027-03-01 08:00', -2, 'week', '2027-02-15 08:00'],
  ])('%s + %i %s = %s (Shanghai)', (start, amount, unit, expected) => {
    expect(wall(addCalendar(at(start), amount, unit, SH))).toBe(expected);
  });

  it('keeps the wall time across daylight saving (New York)', () => {
    const before = at('2027-03-13 09:00', NY);
    const after = addCalendar(before, 1, 'day', NY);
    expect(wall(after, NY)).toBe('2027-03-14 09:00');
    expect(after.getTime() - before.getTime()).toBe(23 * 3_600_000);
    const autumn = addCalendar(at('2027-11-06 09:00', NY), 1, 'day', NY);
    expect(autumn.getTime() - at('2027-11-06 09:00', NY).getTime()).toBe(25 * 3_600_000);
    expect(wall(addCalendar(at('2027-02-14 02:30', NY), 1, 'month', NY), NY)).toBe('2027-03-14 03:30');
  });
});

describe('occurrences', () => {
  const monthly: Schedule = { start: at('2027-01-31 09:00'), cycle: 1, cycleUnit: 'month', zone: SH };

  it('keeps anchoring to the start day at the end of the month', () => {
    expect(Array.from({ length: 13 }, (_, n) => wall(occurrence(monthly, n)).slice(0, 10))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
    ]);
  });

  it.each<[string, string, number]>([
    ['before the start', '2026-12-01 00:00', 0],
    ['at the start', '2027-01-31 09:00', 1],
    ['between', '2027-02-10 00:00', 1],
    ['just before Feb 28', '2027-02-28 08:59', 1],
    ['at Feb 28', '2027-02-28 09:00', 2],
    ['a year later', '2028-01-31 09:00', 13],
  ])('the next occurrence %s', (_, instant, index) => {
    expect(nextOccurrenceIndex(monthly, at(instant))).toBe(index);
  });

  it.each<[AdvanceNotice, string]>([
    ['1d', '2027-03-30 09:00'],
    ['2d', '2027-03-29 09:00'],
    ['3d', '2027-03-28 09:00'],
    ['1w', '2027-03-24 09:00'],
    ['2w', '2027-03-17 09:00'],
    ['1M', '2027-02-28 09:00'],
  ])('notice %s before Mar 31 is at %s', (advance, expected) => {
    expect(wall(noticeTime(at('2027-03-31 09:00'), advance, SH))).toBe(expected);
  });

  it('ends the warranty on the calendar and stops the plan there when chosen', () => {
    const end = warrantyEnd(at('2027-01-31 09:00'), 2, 'year', SH);
    expect(wall(end)).toBe('2029-01-31 09:00');
    expect(occurrenceInPlan(at('2029-01-30 09:00'), { stopOnWarrantyEnd: true, warrantyEnd: end })).toBe(true);
    expect(occurrenceInPlan(end, { stopOnWarrantyEnd: true, warrantyEnd: end })).toBe(false);
    expect(occurrenceInPlan(at('2030-01-01'), { stopOnWarrantyEnd: false, warrantyEnd: end })).toBe(true);
  });

  const schedules = fc.record({
    start: fc.date({ min: new Date('2000-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }),
    cycle: fc.integer({ min: 1, max: 24 }),
    cycleUnit: fc.constantFrom(...CYCLE_UNITS),
    zone: fc.constantFrom(SH, NY, 'Europe/London', 'Australia/Sydney'),
  });

  it('the n-th occurrence equals n successive advances, and occurrences strictly increase (property)', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 40 }), (schedule, n) => {
        let current = schedule.start;
        // The plan's first time is its start: occurrence 0.
        expect(occurrence(schedule, 0).getTime()).toBe(fromWallTime(toWallTime(schedule.start, schedule.zone), schedule.zone).getTime());
        current = occurrence(schedule, 0);
        for (let i = 1; i <= n; i++) {
          const next = nextOccurrenceAfter(schedule, current);
          expect(next.getTime()).toBeGreaterThan(current.getTime());
          current = next;
        }
        expect(current.getTime()).toBe(occurrence(schedule, n).getTime());
      }),
      { numRuns: 150 },
    );
  });
});
