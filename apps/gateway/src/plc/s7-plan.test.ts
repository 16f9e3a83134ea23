import { formatS7Address, parseS7Address, type DeviceConfigPoint } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { rangeItem } from './s7-driver.js';
import { S7_MAX_ITEMS, decodeS7, encodeS7, maxRangeBytes, planS7Reads } from './s7-plan.js';

const point = (name: string, tag: string, dataType: number, intervalMs = 1000): DeviceConfigPoint => ({
  name,
  area: 's7',
  address: 0,
  tag,
  dataType,
  length: 1,
  intervalMs,
  writable: false,
});

describe('S7 addresses', () => {
  it.each([
    ['DB5.DBX10.3', { area: 'DB', db: 5, offset: 10, size: 'bit', bit: 3 }],
    ['DB5.DBB10', { area: 'DB', db: 5, offset: 10, size: 'byte' }],
    ['db1.dbw0', { area: 'DB', db: 1, offset: 0, size: 'word' }],
    ['DB65535.DBD65535', { area: 'DB', db: 65535, offset: 65535, size: 'dword' }],
    ['M10.1', { area: 'M', offset: 10, size: 'bit', bit: 1 }],
    ['MW10', { area: 'M', offset: 10, size: 'word' }],
    ['IB0', { area: 'I', offset: 0, size: 'byte' }],
    ['QD4', { area: 'Q', offset: 4, size: 'dword' }],
    ['E0.7', { area: 'I', offset: 0, size: 'bit', bit: 7 }],
    ['AW2', { area: 'Q', offset: 2, size: 'word' }],
  ])('reads %s', (text, expected) => {
    expect(parseS7Address(text)).toEqual(expected);
  });

  it.each([
    ['DB0.DBW0', /data block number/],
    ['DB5.DBX10', /needs its bit/],
    ['DB5.DBW10.1', /only a bit address/],
    ['M10.8', /bit must be 0..7/],
    ['MW65536', /byte offset/],
    ['DB5,INT10', /not an S7 address/],
    ['', /not an S7 address/],
  ])('refuses %s', (text, why) => {
    expect(() => parseS7Address(text)).toThrow(why);
  });

  it('writes an address back as it reads it', () => {
    for (const text of ['DB5.DBX10.3', 'DB5.DBW10', 'M10.1', 'MB3', 'ID8']) expect(formatS7Address(parseS7Address(text))).toBe(text);
  });
});

describe('S7 read plan', () => {
  it('merges neighbours of one data block into one range, keeps blocks and areas apart', () => {
    const { groups, invalid } = planS7Reads(
      [
        point('a', 'DB5.DBW0', 2),
        point('b', 'DB5.DBD4', 5),
        point('c', 'DB5.DBX12.1', 10),
        point('d', 'DB6.DBW0', 1),
        point('e', 'MW0', 1),
      ],
      240,
    );
    expect(invalid).toEqual([]);
    const ranges = groups[0]!.pdus.flat().map((r) => `${rangeItem(r)} ${r.points.map((p) => p.point.name).join('')}`);
    expect(ranges.sort()).toEqual(['DB5,BYTE0.13 abc', 'DB6,BYTE0.2 d', 'MB0.2 e']);
    expect(groups[0]!.pdus).toHaveLength(1);
  });

  it('splits a range at the PDU size and needs as few PDUs as the size allows', () => {
    // 300 words 4 bytes apart: one run of 1198 bytes, cut into ranges of at most one PDU's data.
    const many = Array.from({ length: 300 }, (_, i) => point(`p${i}`, `DB1.DBW${i * 4}`, 2));
    const [group] = planS7Reads(many, 240).groups;
    const ranges = group!.pdus.flat();
    expect(ranges.every((r) => r.length <= maxRangeBytes(240))).toBe(true);
    expect(ranges.reduce((sum, r) => sum + r.points.length, 0)).toBe(300);
    // Each PDU carries about its size in data: 1198 bytes need ceil(1198 / 218) ranges, one per PDU of 240.
    expect(group!.pdus).toHaveLength(Math.ceil(1198 / maxRangeBytes(240)));
    // A larger PDU (an S7-1500 offers 960) needs fewer.
    expect(planS7Reads(many, 960).groups[0]!.pdus.length).toBeLessThan(group!.pdus.length);
  });

  it('packs small ranges of many blocks into one PDU up to the item limit', () => {
    const blocks = Array.from({ length: 30 }, (_, i) => point(`b${i}`, `DB${i + 1}.DBW0`, 2));
    const { pdus } = planS7Reads(blocks, 960).groups[0]!;
    expect(pdus.map((p) => p.length)).toEqual([S7_MAX_ITEMS, 30 - S7_MAX_ITEMS]);
  });

  it('groups by interval and refuses addresses that do not fit the data type', () => {
    const { groups, invalid } = planS7Reads(
      [point('fast', 'DB1.DBW0', 2, 100), point('slow', 'DB1.DBW2', 2, 1000), point('bad', 'DB1.DBW4', 5), point('none', 'nope', 2)],
      240,
    );
    expect(groups.map((g) => g.intervalMs)).toEqual([100, 1000]);
    expect(invalid.map((i) => [i.point.name, i.error])).toEqual([
      ['bad', expect.stringMatching(/cannot hold data type 5/)],
      ['none', expect.stringMatching(/not an S7 address/)],
    ]);
  });

  it('round-trips every type it reads, big-endian', () => {
    const cases: [string, number, number | boolean][] = [
      ['DB1.DBB0', 6, -5],
      ['DB1.DBB0', 7, 250],
      ['DB1.DBW0', 1, -12345],
      ['DB1.DBW0', 2, 54321],
      ['DB1.DBD0', 3, -2_000_000_000],
      ['DB1.DBD0', 4, 4_000_000_000],
      ['DB1.DBD0', 5, 1.5],
    ];
    for (const [tag, dataType, value] of cases) {
      const planned = { point: point('x', tag, dataType), address: parseS7Address(tag) };
      const bytes = Uint8Array.from(encodeS7(planned.address, dataType, value));
      expect(decodeS7(planned, { area: 'DB', db: 1, offset: 0, length: bytes.length, points: [] }, bytes)).toBe(value);
    }
    expect(encodeS7(parseS7Address('DB1.DBW0'), 2, 0x1234)).toEqual([0x12, 0x34]);
    expect(() => encodeS7(parseS7Address('DB1.DBW0'), 2, 70000)).toThrow(/does not fit/);
    const bit = { point: point('b', 'DB1.DBX0.2', 10), address: parseS7Address('DB1.DBX0.2') };
    expect(decodeS7(bit, { area: 'DB', db: 1, offset: 0, length: 1, points: [] }, Uint8Array.of(0b100))).toBe(true);
  });
});
