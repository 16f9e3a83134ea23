import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWords, encodeValue } from './codec.js';
import { DATA_TYPES, DATA_TYPE_CODES, FLOAT32_MAX, INT64_MAX, INT64_MIN, type DataTypeCode } from './types.js';

function nextUp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, x >= 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}
const nextDown = (x: number) => -nextUp(-x);

/** [code, min, max, below min, above max] */
const RANGE_EDGES: [DataTypeCode, number, number, number, number][] = [
  [1, -32768, 32767, -32769, 32768],
  [2, 0, 65535, -1, 65536],
  [3, -2147483648, 2147483647, -2147483649, 2147483648],
  [4, 0, 4294967295, -1, 4294967296],
  [5, -FLOAT32_MAX, FLOAT32_MAX, nextDown(-FLOAT32_MAX), nextUp(FLOAT32_MAX)],
  [6, -128, 127, -129, 128],
  [7, 0, 255, -1, 256],
  [8, INT64_MIN, INT64_MAX, nextDown(INT64_MIN), nextUp(INT64_MAX)],
  [9, -Number.MAX_VALUE, Number.MAX_VALUE, -Infinity, Infinity],
  [10, 0, 1, -1, 2],
];

describe('encodeValue at the range edges', () => {
  it.each(RANGE_EDGES)('type %i encodes %d and %d, throws a RangeError for %d and %d', (code, min, max, below, above) => {
    for (const swap of [false, true]) {
      expect(decodeWords(encodeValue(min, code, { highLowSwap: swap }), code, { highLowSwap: swap })).toEqual(code === 10 ? false : min);
      expect(decodeWords(encodeValue(max, code, { highLowSwap: swap }), code, { highLowSwap: swap })).toEqual(code === 10 ? true : max);
      expect(() => encodeValue(below, code, { highLowSwap: swap })).toThrow(RangeError);
      expect(() => encodeValue(above, code, { highLowSwap: swap })).toThrow(RangeError);
    }
  });

  it.each([1, 2, 3, 4, 6, 7, 8] as const)('integer type %i refuses 0.5 and NaN', (code) => {
    expect(() => encodeValue(0.5, code)).toThrow(RangeError);
    expect(() => encodeValue(Number.NaN, code)).toThrow(RangeError);
  });
});

describe('encodeValue words', () => {
  it.each<[number | string | boolean, DataTypeCode, { highLowSwap?: boolean; length?: number }, number[]]>([
    [-1, 1, {}, [0xffff]],
    [-32768, 1, {}, [0x8000]],
    [65535, 2, {}, [0xffff]],
    [-2, 3, {}, [0xffff, 0xfffe]],
    [-2, 3, { highLowSwap: true }, [0xfffe, 0xffff]],
    [0x12345678, 4, {}, [0x1234, 0x5678]],
    [0x12345678, 4, { highLowSwap: true }, [0x5678, 0x1234]],
    [1.5, 5, {}, [0x3fc0, 0x0000]],
    [1.5, 5, { highLowSwap: true }, [0x0000, 0x3fc0]],
    [-1, 6, {}, [0x00ff]],
    [200, 7, {}, [0x00c8]],
    [1, 8, {}, [0, 0, 0, 1]],
    [-1, 8, {}, [0xffff, 0xffff, 0xffff, 0xffff]],
    [0x1_0002_0003, 8, { highLowSwap: true }, [3, 2, 1, 0]],
    [1, 9, {}, [0x3ff0, 0, 0, 0]],
    [1, 9, { highLowSwap: true }, [0, 0, 0, 0x3ff0]],
    [true, 10, {}, [1]],
    [0, 10, {}, [0]],
    ['AB', 11, {}, [0x4142]],
    ['ABC', 11, { length: 3 }, [0x4142, 0x4300, 0]],
    ['中', 11, {}, [0xe4b8, 0xad00]],
    ['AB', 11, { length: 2, highLowSwap: true }, [0x4142, 0]],
    ['', 11, {}, [0]],
  ])('%j as type %i %j -> %j', (value, code, options, words) => {
    expect(encodeValue(value, code, options)).toEqual(words);
  });

  it('stores Float through float32 rounding', () => {
    expect(decodeWords(encodeValue(0.1, 5), 5)).toBe(Math.fround(0.1));
  });

  it.each<[unknown, DataTypeCode, ErrorConstructor]>([
    ['1', 1, TypeError],
    [true, 2, TypeError],
    [1, 11, TypeError],
    ['yes', 10, TypeError],
    [2, 10, RangeError],
    [1, 99 as DataTypeCode, RangeError],
  ])('%j as type %i throws %O', (value, code, error) => {
    expect(() => encodeValue(value as number, code)).toThrow(error);
  });

  it('refuses Char text longer than its length, and bad lengths', () => {
    expect(encodeValue('ABCD', 11, { length: 2 })).toEqual([0x4142, 0x4344]);
    expect(() => encodeValue('ABCDE', 11, { length: 2 })).toThrow(RangeError);
    expect(() => encodeValue('中', 11, { length: 1 })).toThrow(RangeError);
    expect(() => encodeValue('A', 11, { length: 0 })).toThrow(RangeError);
    expect(() => encodeValue('A', 11, { length: 129 })).toThrow(RangeError);
    expect(() => encodeValue('A', 11, { length: 1.5 })).toThrow(RangeError);
  });
});

const SAMPLES: Record<DataTypeCode, number | string | boolean> = {
  1: -12345,
  2: 54321,
  3: -123456789,
  4: 3456789012,
  5: Math.fround(-1234.5678),
  6: -100,
  7: 200,
  8: -1234567890123456,
  9: Math.PI,
  10: true,
  11: '温度 OK',
};

describe('round trip for every data type code', () => {
  it.each(DATA_TYPE_CODES.flatMap((code) => [false, true].map((swap) => [code, swap] as const)))(
    'type %i, highLowSwap %s',
    (code, swap) => {
      const options = { highLowSwap: swap, length: 8 };
      const words = encodeValue(SAMPLES[code], code, options);
      expect(words).toHaveLength(code === 11 ? 8 : DATA_TYPES[code].words);
      expect(words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff)).toBe(true);
      expect(decodeWords(words, code, options)).toEqual(SAMPLES[code]);
    },
  );
});

describe('decodeWords', () => {
  it.each<[number[], DataTypeCode, { highLowSwap?: boolean; length?: number }, number | string | boolean]>([
    [[0x8000], 1, {}, -32768],
    [[0x7fff], 1, {}, 32767],
    [[0xffff, 0xfffe], 3, {}, -2],
    [[0xfffe, 0xffff], 3, { highLowSwap: true }, -2],
    [[0x8000, 0x0000], 4, {}, 2147483648],
    [[0x12ff], 6, {}, -1],
    [[0x12ff], 7, {}, 255],
    [[0x7fff, 0xffff, 0xffff, 0xffff], 8, {}, 2 ** 63],
    [[0x8000, 0, 0, 0], 8, {}, -(2 ** 63)],
    [[0x7fc0, 0], 5, {}, Number.NaN],
    [[2], 10, {}, true],
    [[0x4142, 0, 0], 11, {}, 'AB'],
    [[0x4142, 0x4344], 11, { length: 1 }, 'AB'],
    [[0xff00], 11, {}, '\ufffd'],
    [[1, 2, 3], 1, {}, 1],
  ])('%j as type %i %j -> %s', (words, code, options, value) => {
    expect(decodeWords(words, code, options)).toEqual(value);
  });

  it('never changes the caller’s array', () => {
    const words = Object.freeze([0x5678, 0x1234]) as unknown as number[];
    expect(decodeWords(words, 4, { highLowSwap: true })).toBe(0x12345678);
    expect(words).toEqual([0x5678, 0x1234]);
    const copy = [0x5678, 0x1234];
    decodeWords(copy, 3, { highLowSwap: true });
    expect(copy).toEqual([0x5678, 0x1234]);
  });

  it.each<[number[], DataTypeCode, { length?: number }]>([
    [[], 1, {}],
    [[1], 3, {}],
    [[1, 2, 3], 8, {}],
    [[1], 11, { length: 2 }],
    [[65536], 2, {}],
    [[-1], 2, {}],
    [[1.5], 2, {}],
  ])('%j as type %i %j throws a RangeError', (words, code, options) => {
    expect(() => decodeWords(words, code, options)).toThrow(RangeError);
  });
});

describe('codec properties', () => {
  const integerTypes = RANGE_EDGES.filter(([code]) => DATA_TYPES[code].integer && code !== 8 && code !== 10);

  it.each(integerTypes)('decode(encode(x)) === x for every integer of type %i', (code, min, max) => {
    fc.assert(
      fc.property(fc.integer({ min, max }), fc.boolean(), (x, swap) => {
        expect(decodeWords(encodeValue(x, code, { highLowSwap: swap }), code, { highLowSwap: swap })).toBe(x);
      }),
    );
  });

  it('decode(encode(x)) === x for INT64S (every double that fits)', () => {
    const int64 = fc
      .bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n })
      .map(Number)
      .filter((x) => x <= INT64_MAX);
    fc.assert(
      fc.property(int64, fc.boolean(), (x, swap) => {
        expect(decodeWords(encodeValue(x, 8, { highLowSwap: swap }), 8, { highLowSwap: swap })).toBe(x);
      }),
    );
  });

  it('decode(encode(x)) === Math.fround(x) for Float', () => {
    fc.assert(
      fc.property(fc.double({ min: -FLOAT32_MAX, max: FLOAT32_MAX, noNaN: true }), fc.boolean(), (x, swap) => {
        expect(decodeWords(encodeValue(x, 5, { highLowSwap: swap }), 5, { highLowSwap: swap })).toBe(Math.fround(x));
      }),
    );
  });

  it('decode(encode(x)) === x for Double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), (x, swap) => {
        expect(decodeWords(encodeValue(x, 9, { highLowSwap: swap }), 9, { highLowSwap: swap })).toBe(x);
      }),
    );
  });

  it('decode(encode(s)) === s for Char text without NUL', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('\0'));
    fc.assert(
      fc.property(text, (s) => {
        const words = encodeValue(s, 11, { length: 128 });
        expect(words).toHaveLength(128);
        expect(decodeWords(words, 11, { length: 128 })).toBe(s);
      }),
    );
  });
});
