import { REGISTER_FAMILIES, REGISTER_FAMILY_NAMES, familiesWithArea, type RegisterFamilyName } from '@fieldlink/domain';

export interface AreaGroup {
  kind: 'coils' | 'registers';
  areas: readonly string[];
}

/** The register families as select options (their labels are the same in both languages). */
export function familyOptions(): { value: RegisterFamilyName; label: string }[] {
  return REGISTER_FAMILY_NAMES.map((name) => ({ value: name, label: REGISTER_FAMILIES[name].label }));
}

/** A family's address areas in two groups: coils (one bit) and registers (16-bit words). */
export function areaGroups(family: RegisterFamilyName): AreaGroup[] {
  const { coils, registers } = REGISTER_FAMILIES[family];
  return [
    { kind: 'coils', areas: coils },
    { kind: 'registers', areas: registers },
  ];
}

/**
 * The family to show for a point: one that has its area, on the device's transport when one
 * does (xnet devices: XNet families; the others: Modbus), ModBus areas under the ModBus model.
 */
export function defaultFamily(area: string | undefined, protocol: string | undefined): RegisterFamilyName {
  const transport = protocol === 'xnet' ? 'xnet_' : 'modbus_';
  const candidates = area ? familiesWithArea(area) : [];
  if (candidates.length === 0) return `${transport}modbus` as RegisterFamilyName;
  return candidates.find((name) => name.startsWith(transport)) ?? candidates[0]!;
}
