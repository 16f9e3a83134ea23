import { describe, expect, it } from 'vitest';
import { gb2312Decode, hostGb2312Decoder } from './bytes.js';
import {
  DATA_TYPES,
  DATA_TYPE_CODES,
  DISPLAY_FORMATS,
  DISPLAY_FORMAT_CODES,
  FLOAT32_MAX,
  INT64_MAX,
  INT64_MIN,
  formatValue,
  inRange,
  isDataTypeCode,
  isDisplayFormatCode,
  type DataTypeCode,
} from './types.js';

/** The next double above x (toward +Infinity). */
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

describe('DATA_TYPES', () => {
  it.each([
    [1, 'INT16S', 1, '单字有符号'],
    [2, 'INT16U', 1, '单字无符号'],
    [3, 'INT32S', 2, '双字有符号'],
    [4, 'INT32U', 2, '双字无符号'],
    [5, 'FLOAT', 2, '浮点'],
    [6, 'INT8S', 1, '字节有符号'],
    [7, 'INT8U', 1, '字节无符号'],
    [8, 'INT64S', 4, '四字有符号'],
    [9, 'DOUBLE', 4, '双精度'],
    [10, 'BOOL', 1, '位'],
    [11, 'CHAR', 1, '汉字'],
  ] as const)('%i is %s, %i word(s), labelled %s', (code, key, words, zh) => {
    const type = DATA_TYPES[code];
    expect(type).toMatchObject({ code, key, words });
    expect(type.label['zh-CN']).toBe(zh);
    expect(type.label['en-US']).toBeTruthy();
  });

  it('lists every code once', () => {
    expect(Object.keys(DATA_TYPES).map(Number)).toEqual([...DATA_TYPE_CODES]);
  });

  it('holds the spec ranges; INT64S keeps to doubles that fit in 64 bits', () => {
    expect([DATA_TYPES[3].min, DATA_TYPES[3].max]).toEqual([-(2 ** 31), 2 ** 31 - 1]);
    expect(DATA_TYPES[5].max).toBe(3.4028234663852886e38);
    expect(Math.fround(FLOAT32_MAX)).toBe(FLOAT32_MAX);
    expect(BigInt(INT64_MAX)).toBeLessThanOrEqual(2n ** 63n - 1n);
    expect(BigInt(nextUp(INT64_MAX))).toBe(2n ** 63n);
    expect(BigInt(INT64_MIN)).toBe(-(2n ** 63n));
    expect(Number.isNaN(DATA_TYPES[11].min) && Number.isNaN(DATA_TYPES[11].max)).toBe(true);
  });

  it.each<[unknown, boolean]>([
    [1, true],
    [11, true],
    [0, false],
    [12, false],
    [1.5, false],
    ['1', false],
    [null, false],
  ])('isDataTypeCode(%j) is %s', (value, expected) => {
    expect(isDataTypeCode(value)).toBe(expected);
  });
});

describe('inRange', () => {
  it.each(RANGE_EDGES)('type %i: %d and %d are in, %d and %d are out', (code, min, max, below, above) => {
    expect(inRange(code, min)).toBe(true);
    expect(inRange(code, max)).toBe(true);
    expect(inRange(code, below)).toBe(false);
    expect(inRange(code, above)).toBe(false);
    expect(inRange(code, Number.NaN)).toBe(false);
  });

  it.each([1, 2, 3, 4, 6, 7, 8, 10] as const)('integer type %i refuses fractions', (code) => {
    expect(inRange(code, 0.5)).toBe(false);
  });

  it('takes fractions for Float and Double, and no number for Char', () => {
    expect(inRange(5, 0.1)).toBe(true);
    expect(inRange(9, -0.1)).toBe(true);
    expect(inRange(11, 0)).toBe(false);
  });
});

describe('DISPLAY_FORMATS', () => {
  it('has codes 1 to 8 with both labels', () => {
    expect(DISPLAY_FORMAT_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(DISPLAY_FORMAT_CODES.map((c) => DISPLAY_FORMATS[c].key)).toEqual(['DEC', 'HEX', 'BIN', 'OCT', 'BCD', 'UTF8', 'GB2312', 'ASCII']);
    for (const c of DISPLAY_FORMAT_CODES) {
      expect(DISPLAY_FORMATS[c].label['zh-CN']).toBeTruthy();
      expect(DISPLAY_FORMATS[c].label['en-US']).toBeTruthy();
    }
    expect(isDisplayFormatCode(8)).toBe(true);
    expect(isDisplayFormatCode(9)).toBe(false);
  });
});

describe('formatValue', () => {
  it.each<[number | string | boolean, DataTypeCode, number | undefined, string]>([
    [12.345, 5, 2, '12.35'],
    [12, 1, 2, '12.00'],
    [-3.5, 1, 0, '-4'],
    [7, 2, undefined, '7'],
    [0.1, 9, undefined, '0.1'],
    ['hello', 11, 2, 'hello'],
    [Number.NaN, 5, 2, 'NaN'],
  ])('decimal: %j (type %i, %s places) -> %s', (value, type, decimals, expected) => {
    expect(formatValue(value, 1, type, decimals)).toBe(expected);
  });

  it.each<[number | string, DataTypeCode, string]>([
    [255, 2, '00FF'],
    [-1, 1, 'FFFF'],
    [-32768, 1, '8000'],
    [-1, 6, 'FF'],
    [10, 7, '0A'],
    [-2, 3, 'FFFFFFFE'],
    [4294967295, 4, 'FFFFFFFF'],
    [-1, 8, 'FFFFFFFFFFFFFFFF'],
    [26.9, 5, '0000001A'],
    [-1.9, 1, 'FFFF'],
    ['AB', 11, '41 42'],
  ])('hex: %j (type %i) -> %s', (value, type, expected) => {
    expect(formatValue(value, 2, type)).toBe(expected);
  });

  it.each<[number | string, DataTypeCode, string]>([
    [5, 2, '0000000000000101'],
    [-1, 6, '11111111'],
    [3, 7, '00000011'],
    [-2, 3, '11111111111111111111111111111110'],
    ['A', 11, '01000001'],
  ])('binary: %j (type %i) -> %s', (value, type, expected) => {
    expect(formatValue(value, 3, type)).toBe(expected);
  });

  it.each<[number, DataTypeCode, string]>([
    [8, 2, '000010'],
    [-1, 1, '177777'],
    [255, 7, '377'],
    [1, 3, '00000000001'],
  ])('octal: %j (type %i) -> %s', (value, type, expected) => {
    expect(formatValue(value, 4, type)).toBe(expected);
  });

  it.each<[number, DataTypeCode, string]>([
    [0x1234, 2, '1234'],
    [0x0009, 2, '9'],
    [0, 2, '0'],
    [0x99999999, 4, '99999999'],
    [0x1a, 2, '—'],
    [-1, 1, '—'],
    [Number.NaN, 2, '—'],
  ])('BCD: %j (type %i) -> %s', (value, type, expected) => {
    expect(formatValue(value, 5, type)).toBe(expected);
  });

  it.each<[number | string, DataTypeCode, string]>([
    [0x4142, 2, 'AB'],
    [0x41, 2, 'A'],
    [0x4100, 2, 'A'],
    [0x41424344, 4, 'ABCD'],
    [0xe4b8ad, 4, '中'],
    ['直接', 11, '直接'],
    [0xff, 2, '\ufffd'],
  ])('UTF-8: %j (type %i) -> %s', (value, type, expected) => {
    expect(formatValue(value, 6, type)).toBe(expected);
  });

  it.each<[number | string, DataTypeCode, string]>([
    [0x4142, 2, 'AB'],
    ['abc', 11, 'abc'],
    [0x41ff, 2, 'A\ufffd'],
    [0x48690000, 4, 'Hi'],
  ])('ASCII: %j (type %i) -> %s', (value, type, expected) => {
    expect(formatValue(value, 8, type)).toBe(expected);
  });

  it('GB2312: ASCII bytes and strings as is; other bytes through the host decoder or in hex', () => {
    expect(formatValue(0x4142, 7, 2)).toBe('AB');
    expect(formatValue('中文', 7, 11)).toBe('中文');
    const shown = formatValue(0xc4e3bac3, 7, 4); // 你好 in GB2312
    expect(shown).toBe(hostGb2312Decoder() ? '你好' : 'C4 E3 BA C3');
    expect(gb2312Decode([0xc4, 0xe3, 0xba, 0xc3], null)).toBe('C4 E3 BA C3');
    expect(gb2312Decode([0xc4, 0xe3], () => '你')).toBe('你');
    expect(
      gb2312Decode([0xff, 0xff], () => {
        throw new TypeError('bad bytes');
      }),
    ).toBe('FF FF');
  });

  it('reads a Float as its IEEE 754 bytes for the text formats', () => {
    // 0x41424344 as float32 is 12.141422271728516
    expect(formatValue(12.141422271728516, 8, 5)).toBe('ABCD');
  });

  it.each(DISPLAY_FORMAT_CODES)('format %i shows a Bool as 0 or 1', (format) => {
    expect(formatValue(true, format, 10, 2)).toBe('1');
    expect(formatValue(0, format, 10, 2)).toBe('0');
  });

  it('shows a boolean of another type as 1 or 0', () => {
    expect(formatValue(true, 2, 2)).toBe('0001');
  });
});
