import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { monthPeriod, percent } from './period';

describe('assessment periods', () => {
  it('spans whole months', () => {
    const now = dayjs('2026-03-15T10:00:00');
    expect(monthPeriod(0, now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthPeriod(-1, now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('formats rates', () => {
    expect(percent(0.5)).toBe('50%');
    expect(percent(2 / 3)).toBe('66.7%');
    expect(percent(null)).toBe('—');
  });
});
