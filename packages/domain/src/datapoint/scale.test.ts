import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scale, unscale, type ScaleParams } from './scale.js';

describe('scale', () => {
  it.each<[number, ScaleParams, number]>([
    [123, {}, 123],
    [123, { slope: null, intercept: null }, 123],
    [123, { slope: 0.1 }, 12.3],
    [10, { slope: 2, intercept: -5 }, 15],
    [10, { intercept: 3 }, 13],
    // 4-20 mA on 0..27648 counts mapped to 0..100 (the spec formula)
    [0, { maxData: 27648, minData: 0, maxProportion: 100, minProportion: 0 }, 0],
    [13824, { maxData: 27648, minData: 0, maxProportion: 100, minProportion: 0 }, 50],
    [27648, { maxData: 27648, minData: 0, maxProportion: 100, minProportion: 0 }, 100],
    [20, { maxData: 20, minData: 4, maxProportion: 10, minProportion: -10 }, 10],
    [12, { maxData: 20, minData: 4, maxProportion: 10, minProportion: -10, slope: 99, intercept: 99 }, 0],
    // three of the four: the linear form
    [12, { maxData: 20, minData: 4, maxProportion: 10, slope: 2 }, 24],
  ])('scale(%d, %j) = %d', (plc, params, display) => {
    expect(scale(plc, params)).toBeCloseTo(display, 9);
    expect(unscale(display, params)).toBeCloseTo(plc, 9);
  });

  it('leaves no binary float noise in a scaled value, and every digit in an unscaled one', () => {
    expect(99999 * 0.1).not.toBe(9999.9);
    expect(scale(99999, { slope: 0.1 })).toBe(9999.9);
    expect(scale(3, { slope: 0.1 })).toBe(0.3);
    expect(scale(1, { maxData: 3, minData: 0, maxProportion: 1, minProportion: 0 })).toBe(0.333333333333333);
    expect(scale(9007199254740991, {})).toBe(9007199254740991);
  });

  it('refuses parameters without an inverse', () => {
    expect(() => scale(1, { maxData: 5, minData: 5, maxProportion: 1, minProportion: 0 })).toThrow(RangeError);
    expect(() => unscale(1, { maxData: 5, minData: 0, maxProportion: 1, minProportion: 1 })).toThrow(RangeError);
    expect(() => unscale(1, { slope: 0 })).toThrow(RangeError);
    expect(scale(7, { slope: 0, intercept: 3 })).toBe(3);
  });
});

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const nonZero = fc.oneof(finite(-1e3, -1e-3), finite(1e-3, 1e3));

describe('scale properties', () => {
  it('unscale(scale(x)) ≈ x for the linear form with slope ≠ 0', () => {
    fc.assert(
      fc.property(finite(-1e6, 1e6), nonZero, finite(-1e6, 1e6), (x, slope, intercept) => {
        const p = { slope, intercept };
        const tolerance = 1e-9 * (1 + Math.abs(x) + Math.abs(intercept / slope));
        expect(Math.abs(unscale(scale(x, p), p) - x)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('unscale(scale(x)) ≈ x for the proportional form with maxData ≠ minData', () => {
    fc.assert(
      fc.property(
        finite(-1e6, 1e6),
        finite(-1e6, 1e6),
        finite(1e-3, 1e6),
        finite(-1e6, 1e6),
        finite(1e-3, 1e6).chain((d) => fc.constantFrom(d, -d)),
        (x, minData, dataSpan, minProportion, proportionSpan) => {
          const p = { minData, maxData: minData + dataSpan, minProportion, maxProportion: minProportion + proportionSpan };
          const ratio = Math.abs(dataSpan / proportionSpan) + Math.abs(proportionSpan / dataSpan);
          const scaled = scale(x, p);
          // scale keeps 15 significant digits (no float noise): that rounding of the scaled value, carried
          // back through the span ratio, comes on top of the arithmetic's own error.
          const rounding = 1e-14 * Math.abs(scaled) * Math.abs(dataSpan / proportionSpan);
          const tolerance = 1e-9 * (1 + Math.abs(x) + Math.abs(minData) + dataSpan) * (1 + ratio) + rounding;
          expect(Math.abs(unscale(scaled, p) - x)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  it('scale is exact on the ends of the proportional range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer(),
        fc.integer(),
        (minData, span, a, b) => {
          const p = { minData, maxData: minData + span, minProportion: a, maxProportion: b };
          expect(scale(minData, p)).toBe(a);
          expect(scale(minData + span, p)).toBeCloseTo(b, 6);
        },
      ),
    );
  });
});
