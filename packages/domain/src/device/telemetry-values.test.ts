import { describe, expect, it } from 'vitest';
import { DATA_TYPES, DATA_TYPE_CODES } from '../datapoint/types.js';
import { judgeTelemetryValue } from './telemetry-values.js';

describe('judgeTelemetryValue', () => {
  it('takes each end of every numeric type and refuses one past it', () => {
    for (const code of DATA_TYPE_CODES) {
      if (code === 10 || code === 11) continue;
      const { min, max, integer } = DATA_TYPES[code];
      expect(judgeTelemetryValue(code, min)).toBe(min);
      expect(judgeTelemetryValue(code, max)).toBe(max);
      // One past the end: a whole unit for the small integer types, a factor for the wide ones.
      // (DOUBLE's range is every finite number: past it is Infinity.)
      const step = integer && Math.abs(max) < 2 ** 52 ? 1 : Math.abs(max);
      const past = code === 9 ? { bad: 'not_finite' } : { bad: 'out_of_range' };
      expect(judgeTelemetryValue(code, min - step), `${code} below`).toEqual(past);
      expect(judgeTelemetryValue(code, max + step), `${code} above`).toEqual(past);
    }
  });

  it('refuses 99999 on INT16S and takes it on INT32S', () => {
    expect(judgeTelemetryValue(1, 99999)).toEqual({ bad: 'out_of_range' });
    expect(judgeTelemetryValue(3, 99999)).toBe(99999);
  });

  it('calls null missing, NaN and Infinity not finite, other text not a number', () => {
    expect(judgeTelemetryValue(5, null)).toEqual({ bad: 'missing' });
    expect(judgeTelemetryValue(5, undefined)).toEqual({ bad: 'missing' });
    expect(judgeTelemetryValue(5, Number.NaN)).toEqual({ bad: 'not_finite' });
    expect(judgeTelemetryValue(5, 'NaN')).toEqual({ bad: 'not_finite' });
    expect(judgeTelemetryValue(5, '-Infinity')).toEqual({ bad: 'not_finite' });
    expect(judgeTelemetryValue(5, 'abc')).toEqual({ bad: 'not_a_number' });
    expect(judgeTelemetryValue(5, '')).toEqual({ bad: 'not_a_number' });
    expect(judgeTelemetryValue(5, [1])).toEqual({ bad: 'not_a_number' });
    expect(judgeTelemetryValue(11, { a: 1 })).toEqual({ bad: 'not_a_number' });
    expect(judgeTelemetryValue(11, null)).toEqual({ bad: 'missing' });
  });

  it('reads numbers in text, Bool as 0 / 1 and Char as text', () => {
    expect(judgeTelemetryValue(1, ' 42 ')).toBe(42);
    expect(judgeTelemetryValue(1, true)).toBe(1);
    expect(judgeTelemetryValue(10, 5)).toBe(1);
    expect(judgeTelemetryValue(10, false)).toBe(0);
    expect(judgeTelemetryValue(11, 'A1')).toBe('A1');
    expect(judgeTelemetryValue(11, 7)).toBe('7');
  });
});
