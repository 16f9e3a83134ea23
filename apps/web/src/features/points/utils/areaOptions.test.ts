import { AREAS, REGISTER_FAMILY_NAMES, isCoilArea } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { areaGroups, defaultFamily, familyOptions } from './areaOptions';

describe('area options', () => {
  it('offers every family, and every area is in some family, coils and registers apart', () => {
    expect(familyOptions().map((o) => o.value)).toEqual([...REGISTER_FAMILY_NAMES]);
    expect(familyOptions()[0]).toEqual({ value: 'modbus_xc', label: 'Modbus XC' });
    const seen = new Set<string>();
    for (const family of REGISTER_FAMILY_NAMES) {
      const [coils, registers] = areaGroups(family);
      expect(coils?.kind).toBe('coils');
      expect(registers?.kind).toBe('registers');
      for (const area of coils?.areas ?? []) expect(isCoilArea(area)).toBe(true);
      for (const area of registers?.areas ?? []) expect(isCoilArea(area)).toBe(false);
      for (const area of [...(coils?.areas ?? []), ...(registers?.areas ?? [])]) seen.add(area);
    }
    expect([...seen].sort()).toEqual([...AREAS].sort());
  });

  it.each<[string | undefined, string | undefined, string]>([
    [undefined, 'modbus_tcp', 'modbus_modbus'],
    [undefined, 'xnet', 'xnet_modbus'],
    ['4x', 'modbus_tcp', 'modbus_modbus'],
    ['4x', 'xnet', 'xnet_modbus'],
    ['D', 'modbus_rtu', 'modbus_xc'],
    ['HD', 'xnet', 'xnet_xd'],
    ['PSW', 'modbus_tcp', 'modbus_hmi'],
    ['nope', 'xnet', 'xnet_modbus'],
  ])('area %s on %s shows family %s', (area, protocol, family) => {
    expect(defaultFamily(area, protocol)).toBe(family);
    if (area && area !== 'nope') expect(areaGroups(defaultFamily(area, protocol)).some((g) => g.areas.includes(area))).toBe(true);
  });
});
