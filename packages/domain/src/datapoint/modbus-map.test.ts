import { describe, expect, it } from 'vitest';
import { isBitTable, isWritableTable, modbusLocation, wordsFor, type ModbusTable } from './modbus-map.js';
import { AREAS, REGISTER_FAMILIES, REGISTER_FAMILY_NAMES, type PlcModel } from './registers.js';

type Row = [area: string, address: number, table: ModbusTable, offset: number];

describe('modbusLocation: ModBus areas', () => {
  it.each<Row>([
    ['0x', 0, 'coil', 0],
    ['0x', 65535, 'coil', 65535],
    ['1x', 7, 'discrete', 7],
    ['3x', 100, 'input', 100],
    ['4x', 0, 'holding', 0],
    ['4x', 65535, 'holding', 65535],
  ])('%s%i is %s %i', (area, address, table, offset) => {
    expect(modbusLocation(area, address)).toEqual({ table, offset });
    expect(modbusLocation(area, address, 'MODBUS')).toEqual({ table, offset });
  });
});

describe('modbusLocation: XC (the Xinje XC Modbus table)', () => {
  it.each<Row>([
    ['M', 0, 'coil', 0],
    ['M', 7999, 'coil', 0x1f3f],
    ['M', 8000, 'coil', 0x6000],
    ['M', 8511, 'coil', 0x61ff],
    ['X', 0, 'coil', 0x4000],
    ['X', 17, 'coil', 0x400f],
    ['X', 1037, 'coil', 0x421f],
    ['Y', 0, 'coil', 0x4800],
    ['Y', 10, 'coil', 0x4808],
    ['S', 1023, 'coil', 0x53ff],
    ['T', 0, 'coil', 0x6400],
    ['T', 618, 'coil', 0x666a],
    ['C', 0, 'coil', 0x6c00],
    ['C', 634, 'coil', 0x6e7a],
    ['D', 0, 'holding', 0],
    ['D', 7999, 'holding', 0x1f3f],
    ['D', 8000, 'holding', 0x4000],
    ['D', 8511, 'holding', 0x41ff],
    ['TD', 618, 'holding', 0x326a],
    ['CD', 634, 'holding', 0x3a7a],
    ['FD', 0, 'holding', 0x4800],
    ['FD', 5000, 'holding', 0x5b88],
    ['FD', 8000, 'holding', 0x6800],
    ['FD', 8511, 'holding', 0x69ff],
    ['ED', 0, 'holding', 0x7000],
    ['ED', 36863, 'holding', 0xffff],
  ])('%s%i is %s %i', (area, address, table, offset) => {
    expect(modbusLocation(area, address, 'XC')).toEqual({ table, offset });
    expect(modbusLocation(area, address, 'ABOX')).toEqual({ table, offset });
  });

  it('reads the areas XC and XD share as XC without a model', () => {
    expect(modbusLocation('X', 0)).toEqual({ table: 'coil', offset: 0x4000 });
    expect(modbusLocation('TD', 1)).toEqual({ table: 'holding', offset: 0x3001 });
  });

  it.each<[string, number]>([
    ['M', 8512],
    ['D', 8512],
    ['FD', 8512],
    ['X', 4000],
    ['C', 1024],
  ])('refuses %s%i, outside the area', (area, address) => {
    expect(() => modbusLocation(area, address, 'XC')).toThrow(RangeError);
  });
});

describe('modbusLocation: XD (the Xinje XD Modbus table)', () => {
  it.each<Row>([
    ['M', 0, 'coil', 0],
    ['M', 20479, 'coil', 0x4fff],
    ['X', 0, 'coil', 0x5000],
    ['X', 77, 'coil', 0x503f],
    ['X', 10000, 'coil', 0x5100],
    ['X', 20000, 'coil', 0x58d0],
    ['X', 30000, 'coil', 0x5bf0],
    ['Y', 0, 'coil', 0x6000],
    ['Y', 10, 'coil', 0x6008],
    ['Y', 20, 'coil', 0x6010],
    ['S', 0, 'coil', 0x7000],
    ['SM', 0, 'coil', 0x9000],
    ['T', 0, 'coil', 0xa000],
    ['C', 0, 'coil', 0xb000],
    ['HM', 0, 'coil', 0xc100],
    ['HS', 0, 'coil', 0xd900],
    ['HT', 1023, 'coil', 0xe4ff],
    ['HC', 0, 'coil', 0xe500],
    ['D', 1000, 'holding', 0x03e8],
    ['ID', 0, 'holding', 0x5000],
    ['ID', 10000, 'holding', 0x5100],
    ['QD', 20000, 'holding', 0x68d0],
    ['SD', 4095, 'holding', 0x7fff],
    ['TD', 0, 'holding', 0x8000],
    ['CD', 0, 'holding', 0x9000],
    ['HD', 0, 'holding', 0xa080],
    ['HD', 6143, 'holding', 0xb87f],
    ['HSD', 0, 'holding', 0xb880],
    ['HTD', 0, 'holding', 0xbc80],
    ['HCD', 0, 'holding', 0xc080],
    ['FD', 0, 'holding', 0xc4c0],
    ['FD', 8191, 'holding', 0xe4bf],
    ['SFD', 0, 'holding', 0xe4c0],
  ])('%s%i is %s %i', (area, address, table, offset) => {
    expect(modbusLocation(area, address, 'XD')).toEqual({ table, offset });
  });

  it('reads the XD-only areas as XD without a model', () => {
    expect(modbusLocation('HD', 1)).toEqual({ table: 'holding', offset: 0xa081 });
    expect(modbusLocation('SM', 2)).toEqual({ table: 'coil', offset: 0x9002 });
  });

  it.each<[string, number]>([
    ['X', 400],
    ['M', 20480],
    ['HD', 6144],
    ['HT', 1024],
    ['SFD', 4096],
  ])('refuses %s%i, outside the area', (area, address) => {
    expect(() => modbusLocation(area, address, 'XD')).toThrow(RangeError);
  });
});

describe('modbusLocation: refusals', () => {
  it.each<[string, number, PlcModel | undefined]>([
    ['X', 18, undefined], // not octal
    ['ED', 0, 'XD'], // an XC area on an XD
    ['HM', 0, 'XC'],
    ['PFW', 0, 'HMI'], // no known Modbus address
    ['Q', 0, undefined],
    ['4x', -1, undefined],
    ['4x', 65536, undefined],
  ])('refuses %s%i on %s', (area, address, model) => {
    expect(() => modbusLocation(area, address, model)).toThrow(RangeError);
  });

  it('maps address 0 of every area of every family except PFW', () => {
    for (const name of REGISTER_FAMILY_NAMES) {
      const family = REGISTER_FAMILIES[name];
      for (const area of [...family.coils, ...family.registers]) {
        if (area === 'PFW') continue;
        const { table } = modbusLocation(area, 0, family.model);
        expect(isBitTable(table)).toBe(family.coils.includes(area));
      }
    }
    expect(AREAS.filter((a) => a !== 'PFW').every((a) => modbusLocation(a, 0))).toBe(true);
  });
});

describe('table helpers', () => {
  it.each<[ModbusTable, boolean, boolean]>([
    ['coil', true, true],
    ['discrete', true, false],
    ['holding', false, true],
    ['input', false, false],
  ])('%s: bits %s, writable %s', (table, bits, writable) => {
    expect(isBitTable(table)).toBe(bits);
    expect(isWritableTable(table)).toBe(writable);
  });

  it.each<[number, number | undefined, number]>([
    [1, undefined, 1],
    [2, 1, 1],
    [3, 1, 2],
    [4, 1, 2],
    [5, 1, 2],
    [6, 1, 1],
    [7, 1, 1],
    [8, 1, 4],
    [9, 1, 4],
    [10, 1, 1],
    [11, 4, 4],
    [11, undefined, 1],
  ])('wordsFor(%i, %s) is %i', (dataType, length, words) => {
    expect(wordsFor(dataType, length)).toBe(words);
  });

  it('refuses an unknown data type', () => {
    expect(() => wordsFor(12)).toThrow(RangeError);
  });
});
