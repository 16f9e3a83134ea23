import { decodeWords, encodeValue, type DataTypeCode, type DeviceConfigPoint } from '@fieldlink/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_READ_COILS, MAX_READ_REGISTERS, decodePoints, locatePoint, planReads, planWrite, withBit, type ReadResult } from './plan.js';

const point = (
  name: string,
  area: string,
  address: number,
  dataType: number,
  extra: Partial<DeviceConfigPoint> = {},
): DeviceConfigPoint => ({
  name,
  area,
  address,
  dataType,
  length: 1,
  intervalMs: 1000,
  writable: false,
  ...extra,
});

/** The requests of a plan as [table, offset, count]. */
const shape = (points: DeviceConfigPoint[]) =>
  planReads(points).groups.map((g) => [g.intervalMs, g.requests.map((r) => [r.table, r.offset, r.count])]);

describe('planReads', () => {
  it.each<[string, DeviceConfigPoint[], unknown]>([
    ['one point', [point('a', '4x', 10, 2)], [[1000, [['holding', 10, 1]]]]],
    ['contiguous points', [point('a', '4x', 0, 2), point('b', '4x', 1, 4), point('c', '4x', 3, 5)], [[1000, [['holding', 0, 5]]]]],
    ['a gap of 4 words is bridged', [point('a', '4x', 0, 2), point('b', '4x', 5, 2)], [[1000, [['holding', 0, 6]]]]],
    [
      'a gap of 5 words is not',
      [point('a', '4x', 0, 2), point('b', '4x', 6, 2)],
      [
        [
          1000,
          [
            ['holding', 0, 1],
            ['holding', 6, 1],
          ],
        ],
      ],
    ],
    ['unsorted input', [point('b', '4x', 3, 2), point('a', '4x', 1, 2)], [[1000, [['holding', 1, 3]]]]],
    [
      'two bits of one word',
      [point('a', '4x', 7, 10, { startBit: 0 }), point('b', '4x', 7, 10, { startBit: 15 })],
      [[1000, [['holding', 7, 1]]]],
    ],
    ['a Char takes its length', [point('a', '4x', 4, 11, { length: 4 }), point('b', '4x', 8, 2)], [[1000, [['holding', 4, 5]]]]],
    [
      'tables are read apart',
      [point('a', '4x', 0, 2), point('b', '3x', 0, 2), point('c', '0x', 0, 10), point('d', '1x', 1, 10)],
      [
        [
          1000,
          [
            ['coil', 0, 1],
            ['discrete', 1, 1],
            ['holding', 0, 1],
            ['input', 0, 1],
          ],
        ],
      ],
    ],
    [
      'coils bridge 64 bits',
      [point('a', '0x', 0, 10), point('b', '0x', 65, 10), point('c', '0x', 131, 10)],
      [
        [
          1000,
          [
            ['coil', 0, 66],
            ['coil', 131, 1],
          ],
        ],
      ],
    ],
    [
      'intervals are polled apart, fastest first',
      [point('slow', '4x', 0, 2, { intervalMs: 5000 }), point('fast', '4x', 1, 2, { intervalMs: 500 })],
      [
        [500, [['holding', 1, 1]]],
        [5000, [['holding', 0, 1]]],
      ],
    ],
    [
      'Xinje areas map to their Modbus offsets',
      [point('d', 'D', 8000, 2), point('y', 'Y', 10, 10)],
      [
        [
          1000,
          [
            ['coil', 0x4808, 1],
            ['holding', 0x4000, 1],
          ],
        ],
      ],
    ],
  ])('%s', (_label, points, expected) => {
    expect(shape(points)).toEqual(expected);
  });

  it('never asks for more than 120 registers, and starts a new request rather than cut a point', () => {
    const points = Array.from({ length: 100 }, (_, i) => point(`p${i}`, '4x', i * 2, 4));
    const requests = planReads(points).groups[0]!.requests;
    expect(requests.every((r) => r.count <= MAX_READ_REGISTERS)).toBe(true);
    expect(requests.map((r) => [r.offset, r.count])).toEqual([
      [0, 120],
      [120, 80],
    ]);
    for (const r of requests) expect(r.points.every((p) => p.offset >= r.offset && p.offset + p.count <= r.offset + r.count)).toBe(true);
  });

  it('splits a point longer than a request across requests', () => {
    const requests = planReads([point('text', '4x', 10, 11, { length: 128 })]).groups[0]!.requests;
    expect(requests.map((r) => [r.offset, r.count])).toEqual([
      [10, 120],
      [130, 8],
    ]);
  });

  it('never asks for more than 1600 coils', () => {
    const points = Array.from({ length: 2000 }, (_, i) => point(`c${i}`, '0x', i, 10));
    const requests = planReads(points).groups[0]!.requests;
    expect(requests.map((r) => r.count)).toEqual([MAX_READ_COILS, 400]);
  });

  it('sets aside points without a Modbus address, with the reason', () => {
    const plan = planReads([point('ok', '4x', 0, 2), point('pfw', 'PFW', 0, 2), point('octal', 'X', 8, 10), point('type', '4x', 1, 99)]);
    expect(plan.groups.flatMap((g) => g.points.map((p) => p.point.name))).toEqual(['ok']);
    expect(plan.invalid.map((i) => i.point.name)).toEqual(['pfw', 'octal', 'type']);
    expect(plan.invalid.every((i) => i.error.length > 0)).toBe(true);
  });

  it('refuses a point that runs past the end of its table', () => {
    expect(() => locatePoint(point('big', '4x', 65534, 9))).toThrow(RangeError);
  });
});

describe('decodePoints', () => {
  const decode = (points: DeviceConfigPoint[], results: ReadResult[], highLowSwap = false) => {
    const plan = planReads(points);
    return decodePoints(
      plan.groups.flatMap((g) => g.points),
      results,
      { highLowSwap },
    );
  };

  it('slices each point out of a merged answer', () => {
    const words = [0xffff, 0x0001, 0x0002, 0xdead, 0xbeef, 0x0000, 0x0001];
    const points = [point('s16', '4x', 0, 1), point('u32', '4x', 1, 4), point('skip', '4x', 6, 10)];
    expect(decode(points, [{ request: { table: 'holding', offset: 0, count: 7 }, data: words }]).values).toEqual({
      s16: -1,
      u32: 0x00010002,
      skip: true,
    });
  });

  it('honours the word swap', () => {
    const words = encodeValue(12.5, 5, { highLowSwap: true });
    const result = { request: { table: 'holding' as const, offset: 3, count: 2 }, data: words };
    expect(decode([point('f', '4x', 3, 5)], [result], true).values).toEqual({ f: 12.5 });
    expect(decode([point('f', '4x', 3, 5)], [result], false).values.f).not.toBe(12.5);
  });

  it('reads a start bit out of a word', () => {
    const points = [
      point('b0', '4x', 7, 10, { startBit: 0 }),
      point('b2', '4x', 7, 10, { startBit: 2 }),
      point('n15', '4x', 7, 2, { startBit: 15 }),
    ];
    expect(decode(points, [{ request: { table: 'holding', offset: 7, count: 1 }, data: [0b1000_0000_0000_0100] }]).values).toEqual({
      b0: false,
      b2: true,
      n15: 1,
    });
  });

  it('reads a Char of its length, and a Char split across answers', () => {
    const text = encodeValue('B2501A', 11, { length: 4 });
    const points = [point('batch', '4x', 4, 11, { length: 4 })];
    expect(decode(points, [{ request: { table: 'holding', offset: 4, count: 4 }, data: text }]).values).toEqual({ batch: 'B2501A' });
    const split = [
      { request: { table: 'holding' as const, offset: 4, count: 2 }, data: text.slice(0, 2) },
      { request: { table: 'holding' as const, offset: 6, count: 2 }, data: text.slice(2) },
    ];
    expect(decode(points, split).values).toEqual({ batch: 'B2501A' });
  });

  it('gives coils and discrete inputs as booleans, ignoring padding bits', () => {
    const points = [point('c0', '0x', 0, 10), point('c2', '0x', 2, 10), point('d1', '1x', 1, 10)];
    const results: ReadResult[] = [
      { request: { table: 'coil', offset: 0, count: 3 }, data: [true, false, false, true, true, true, true, true] },
      { request: { table: 'discrete', offset: 1, count: 1 }, data: [true, false, false, false, false, false, false, false] },
    ];
    expect(decode(points, results).values).toEqual({ c0: true, c2: false, d1: true });
  });

  it.each([
    [Number.NaN, [0x7fc0, 0]],
    [Infinity, [0x7f80, 0]],
    [-Infinity, [0xff80, 0]],
  ])('leaves out a FLOAT holding %s alone, as an error of that point', (bad, badWords) => {
    const words = [...badWords, ...encodeValue(21.5, 5), 7];
    const points = [point('bad', '4x', 0, 5), point('good', '4x', 2, 5), point('count', '4x', 4, 2)];
    const decoded = decode(points, [{ request: { table: 'holding', offset: 0, count: 5 }, data: words }]);
    expect(decoded.values).toEqual({ good: 21.5, count: 7 });
    expect(decoded.errors).toEqual([{ name: 'bad', error: `the PLC holds ${bad}, not a finite number` }]);
    expect(JSON.parse(JSON.stringify(decoded.values))).toEqual(decoded.values);
  });

  it('leaves out points whose request was not answered', () => {
    const points = [point('a', '4x', 0, 2), point('b', '4x', 100, 2), point('wide', '4x', 1, 4)];
    const decoded = decode(points, [{ request: { table: 'holding', offset: 0, count: 2 }, data: [5, 6] }]);
    expect(decoded.values).toEqual({ a: 5 });
    expect(decoded.errors).toEqual([]);
  });
});

describe('planWrite', () => {
  const planned = (p: DeviceConfigPoint) => locatePoint(p);

  it.each<[string, DeviceConfigPoint, number | string | boolean, unknown]>([
    ['a coil', point('c', '0x', 5, 10), true, { kind: 'coil', offset: 5, value: true }],
    ['a coil from 0', point('c', 'M', 8000, 10), 0, { kind: 'coil', offset: 0x6000, value: false }],
    ['a register', point('r', '4x', 8, 2), 2350, { kind: 'registers', offset: 8, words: [2350] }],
    ['a signed register', point('r', 'D', 1, 1), -2, { kind: 'registers', offset: 1, words: [0xfffe] }],
    ['a 32-bit value', point('r', '4x', 4, 4), 0x12345678, { kind: 'registers', offset: 4, words: [0x1234, 0x5678] }],
    ['a Char padded to its length', point('t', '4x', 4, 11, { length: 3 }), 'AB', { kind: 'registers', offset: 4, words: [0x4142, 0, 0] }],
    ['one bit of a word', point('b', '4x', 7, 10, { startBit: 3 }), true, { kind: 'bit', offset: 7, bit: 3, value: true }],
  ])('%s', (_label, p, value, expected) => {
    expect(planWrite(planned(p), value, {})).toEqual(expected);
  });

  it('swaps words when the device does', () => {
    expect(planWrite(planned(point('r', '4x', 4, 4)), 0x12345678, { highLowSwap: true })).toEqual({
      kind: 'registers',
      offset: 4,
      words: [0x5678, 0x1234],
    });
  });

  it.each<[string, DeviceConfigPoint, number | string | boolean]>([
    ['a discrete input', point('d', '1x', 0, 10), true],
    ['an input register', point('i', '3x', 0, 2), 1],
    ['a value out of range', point('r', '4x', 0, 2), 70000],
    ['text for a number', point('r', '4x', 0, 2), '12'],
    ['a coil set to 2', point('c', '0x', 0, 10), 2],
    ['text too long for its Char', point('t', '4x', 0, 11, { length: 1 }), 'ABC'],
  ])('refuses %s', (_label, p, value) => {
    expect(() => planWrite(planned(p), value, {})).toThrow();
  });

  it.each<[number, number, boolean, number]>([
    [0, 0, true, 1],
    [0xffff, 15, false, 0x7fff],
    [0b1010, 1, false, 0b1000],
    [0b1010, 2, true, 0b1110],
  ])('withBit(%i, %i, %s) is %i', (word, bit, value, expected) => {
    expect(withBit(word, bit, value)).toBe(expected);
  });
});

describe('decoding the common types without the codec', () => {
  it('gives what the codec gives for 16- and 32-bit integers and FLOAT, in either word order', () => {
    const word = fc.integer({ min: 0, max: 0xffff });
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4, 5), word, word, fc.boolean(), (dataType, a, b, highLowSwap) => {
        const p = locatePoint(point('p', '4x', 0, dataType));
        const words = [a, b].slice(0, p.count);
        const { values, errors } = decodePoints([p], [{ request: { table: 'holding', offset: 0, count: p.count }, data: words }], {
          highLowSwap,
        });
        const expected = decodeWords(words, dataType as DataTypeCode, { highLowSwap });
        if (typeof expected === 'number' && !Number.isFinite(expected)) expect(errors).toHaveLength(1);
        else expect(values.p).toBe(expected);
      }),
    );
  });
});
