import { describe, expect, it } from 'vitest';
import { calendarDateSchema, dateTimeSchema, instantQuerySchema, isCalendarDate } from './dates.js';

describe('calendar dates', () => {
  it.each([
    ['2026-01-31', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['0001-01-01', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-45', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-01-01', false],
    ['2026-1-1', false],
    ['2026-01-01T00:00:00Z', false],
  ])('%s is a real day: %s', (text, real) => {
    expect(isCalendarDate(text)).toBe(real);
    expect(calendarDateSchema().safeParse(text).success).toBe(real);
  });

  it('takes date-times on real days only', () => {
    expect(dateTimeSchema().safeParse('2024-02-29T23:59:59+08:00').success).toBe(true);
    expect(dateTimeSchema().safeParse('2026-02-30T10:00:00Z').success).toBe(false);
    expect(dateTimeSchema().safeParse('2026-13-45T10:00:00Z').success).toBe(false);
    expect(dateTimeSchema().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });

  it('reads a query instant in the forms Date reads, never rolled over', () => {
    expect(instantQuerySchema().parse('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(instantQuerySchema().parse('2026-03-01T08:00:00+08:00').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(instantQuerySchema().safeParse('2026-02-30').success).toBe(false);
    expect(instantQuerySchema().safeParse('2026-13-45').success).toBe(false);
    expect(instantQuerySchema().safeParse('soon').success).toBe(false);
    expect(instantQuerySchema().safeParse('+275760-01-01').success).toBe(false);
  });
});
