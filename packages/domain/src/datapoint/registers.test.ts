import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX,
  AREAS,
  COIL_AREAS,
  PROTOCOLS,
  REGISTER_AREAS,
  REGISTER_FAMILIES,
  REGISTER_FAMILY_NAMES,
  addressOffset,
  familiesWithArea,
  isCoilArea,
  isKnownArea,
  isRegisterArea,
  isValidAddress,
} from './registers.js';

describe('register families', () => {
  it('has the Modbus and XNet variants of XC, XD, HMI, ABox, ModBus and LAN ModBus XC, XD, ABox', () => {
    expect(PROTOCOLS).toEqual(['modbus', 'xnet', 'lan_modbus']);
    expect(REGISTER_FAMILY_NAMES).toHaveLength(13);
    expect(REGISTER_FAMILY_NAMES.map((n) => REGISTER_FAMILIES[n].label)).toEqual([
      'Modbus XC',
      'Modbus XD',
      'Modbus HMI',
      'Modbus ABox',
      'Modbus ModBus',
      'XNet XC',
      'XNet XD',
      'XNet HMI',
      'XNet ABox',
      'XNet ModBus',
      'LAN ModBus XC',
      'LAN ModBus XD',
      'LAN ModBus ABox',
    ]);
    for (const name of REGISTER_FAMILY_NAMES) {
      const family = REGISTER_FAMILIES[name];
      expect(family.name).toBe(name);
      expect(family.coils.length).toBeGreaterThan(0);
      expect(family.registers.length).toBeGreaterThan(0);
    }
  });

  it('holds the spec examples', () => {
    expect(REGISTER_FAMILIES.modbus_xc.coils).toEqual(expect.arrayContaining(['C', 'M', 'S', 'T', 'X', 'Y']));
    expect(REGISTER_FAMILIES.xnet_xd.registers).toEqual(expect.arrayContaining(['D', 'FD', 'TD']));
    expect(REGISTER_FAMILIES.modbus_modbus.coils).toEqual(['0x', '1x']);
    expect(REGISTER_FAMILIES.lan_modbus_abox.registers).toContain('D');
    expect(REGISTER_FAMILIES.xnet_modbus.registers).toEqual(['3x', '4x']);
  });

  it('lists every prefix once, none both a coil and a register', () => {
    expect(new Set(AREAS).size).toBe(AREAS.length);
    expect(COIL_AREAS.filter((a) => REGISTER_AREAS.includes(a))).toEqual([]);
    const all = REGISTER_FAMILY_NAMES.flatMap((n) => [...REGISTER_FAMILIES[n].coils, ...REGISTER_FAMILIES[n].registers]);
    expect([...AREAS].sort()).toEqual([...new Set(all)].sort());
  });

  it.each<[unknown, boolean, boolean]>([
    ['X', true, false],
    ['M', true, false],
    ['0x', true, false],
    ['1x', true, false],
    ['D', false, true],
    ['FD', false, true],
    ['TD', false, true],
    ['3x', false, true],
    ['4x', false, true],
    ['PSW', false, true],
    ['4X', false, false],
    ['d', false, false],
    ['', false, false],
    [4, false, false],
  ])('%j: coil %s, register %s', (area, coil, register) => {
    expect(isCoilArea(area)).toBe(coil);
    expect(isRegisterArea(area)).toBe(register);
    expect(isKnownArea(area)).toBe(coil || register);
  });

  it('names the families that have an area', () => {
    expect(familiesWithArea('4x')).toEqual(['modbus_modbus', 'xnet_modbus']);
    expect(familiesWithArea('HM')).toEqual(['modbus_xd', 'xnet_xd', 'lan_modbus_xd']);
  });
});

describe('addresses', () => {
  it.each<[string, number, boolean]>([
    ['D', 0, true],
    ['D', ADDRESS_MAX, true],
    ['D', ADDRESS_MAX + 1, false],
    ['D', -1, false],
    ['D', 1.5, false],
    ['4x', 65535, true],
    ['X', 7, true],
    ['X', 8, false],
    ['Y', 17, true],
    ['Y', 19, false],
    ['M', 8, true],
  ])('%s%d is valid: %s', (area, address, valid) => {
    expect(isValidAddress(area, address)).toBe(valid);
  });

  it('reads X and Y as octal', () => {
    expect(addressOffset('X', 17)).toBe(15);
    expect(addressOffset('Y', 0)).toBe(0);
    expect(addressOffset('D', 17)).toBe(17);
    expect(() => addressOffset('X', 18)).toThrow(RangeError);
  });
});
