import type { Language } from '../language.js';

/**
 * Register families (spec §3): per protocol and PLC model, the address prefixes ("areas") a data
 * point may use, split into coils (one bit) and registers (16-bit words).
 *
 * The spec names the families and gives examples (C, M, S, T, X, Y; D, FD, TD; ModBus 0x, 1x,
 * 3x, 4x). The remaining prefixes follow Xinje's manuals for the XC/XD PLCs and TouchWin HMIs.
 * ABox has no list in the spec: it is given the XC areas. The transport (Modbus, XNet, LAN Modbus)
 * does not change the areas of a model.
 */
export const PROTOCOLS = ['modbus', 'xnet', 'lan_modbus'] as const;
export type Protocol = (typeof PROTOCOLS)[number];
export const PROTOCOL_LABELS: Record<Protocol, Record<Language, string>> = {
  modbus: { 'zh-CN': 'Modbus', 'en-US': 'Modbus' },
  xnet: { 'zh-CN': 'XNet', 'en-US': 'XNet' },
  lan_modbus: { 'zh-CN': '局域网 ModBus', 'en-US': 'LAN ModBus' },
};

export const PLC_MODELS = ['XC', 'XD', 'HMI', 'ABOX', 'MODBUS'] as const;
export type PlcModel = (typeof PLC_MODELS)[number];

const MODEL_AREAS: Record<PlcModel, { coils: readonly string[]; registers: readonly string[] }> = {
  XC: { coils: ['X', 'Y', 'M', 'S', 'T', 'C'], registers: ['D', 'TD', 'CD', 'FD', 'ED'] },
  XD: {
    coils: ['X', 'Y', 'M', 'HM', 'SM', 'S', 'HS', 'T', 'HT', 'C', 'HC'],
    registers: ['D', 'HD', 'SD', 'HSD', 'TD', 'HTD', 'CD', 'HCD', 'FD', 'SFD', 'ID', 'QD'],
  },
  HMI: { coils: ['PSB'], registers: ['PSW', 'PFW'] },
  ABOX: { coils: ['X', 'Y', 'M', 'S', 'T', 'C'], registers: ['D', 'TD', 'CD', 'FD'] },
  MODBUS: { coils: ['0x', '1x'], registers: ['3x', '4x'] },
};

export const REGISTER_FAMILY_NAMES = [
  'modbus_xc',
  'modbus_xd',
  'modbus_hmi',
  'modbus_abox',
  'modbus_modbus',
  'xnet_xc',
  'xnet_xd',
  'xnet_hmi',
  'xnet_abox',
  'xnet_modbus',
  'lan_modbus_xc',
  'lan_modbus_xd',
  'lan_modbus_abox',
] as const;
export type RegisterFamilyName = (typeof REGISTER_FAMILY_NAMES)[number];

export interface RegisterFamily {
  name: RegisterFamilyName;
  protocol: Protocol;
  model: PlcModel;
  /** "Modbus XC", "XNet ABox", "LAN ModBus XD", ... */
  label: string;
  coils: readonly string[];
  registers: readonly string[];
}

const MODEL_LABEL: Record<PlcModel, string> = { XC: 'XC', XD: 'XD', HMI: 'HMI', ABOX: 'ABox', MODBUS: 'ModBus' };

function family(name: RegisterFamilyName, protocol: Protocol, model: PlcModel): RegisterFamily {
  return { name, protocol, model, label: `${PROTOCOL_LABELS[protocol]['en-US']} ${MODEL_LABEL[model]}`, ...MODEL_AREAS[model] };
}

export const REGISTER_FAMILIES: Record<RegisterFamilyName, RegisterFamily> = {
  modbus_xc: family('modbus_xc', 'modbus', 'XC'),
  modbus_xd: family('modbus_xd', 'modbus', 'XD'),
  modbus_hmi: family('modbus_hmi', 'modbus', 'HMI'),
  modbus_abox: family('modbus_abox', 'modbus', 'ABOX'),
  modbus_modbus: family('modbus_modbus', 'modbus', 'MODBUS'),
  xnet_xc: family('xnet_xc', 'xnet', 'XC'),
  xnet_xd: family('xnet_xd', 'xnet', 'XD'),
  xnet_hmi: family('xnet_hmi', 'xnet', 'HMI'),
  xnet_abox: family('xnet_abox', 'xnet', 'ABOX'),
  xnet_modbus: family('xnet_modbus', 'xnet', 'MODBUS'),
  lan_modbus_xc: family('lan_modbus_xc', 'lan_modbus', 'XC'),
  lan_modbus_xd: family('lan_modbus_xd', 'lan_modbus', 'XD'),
  lan_modbus_abox: family('lan_modbus_abox', 'lan_modbus', 'ABOX'),
};

const unique = (lists: (readonly string[])[]): string[] => [...new Set(lists.flat())];
export const COIL_AREAS: readonly string[] = unique(Object.values(MODEL_AREAS).map((m) => m.coils));
export const REGISTER_AREAS: readonly string[] = unique(Object.values(MODEL_AREAS).map((m) => m.registers));
/** Every distinct prefix of every family. No prefix is a coil in one family and a register in another. */
export const AREAS: readonly string[] = [...COIL_AREAS, ...REGISTER_AREAS];

export function isCoilArea(area: unknown): boolean {
  return typeof area === 'string' && COIL_AREAS.includes(area);
}
export function isRegisterArea(area: unknown): boolean {
  return typeof area === 'string' && REGISTER_AREAS.includes(area);
}
export function isKnownArea(area: unknown): area is string {
  return typeof area === 'string' && AREAS.includes(area);
}

/**
 * Addresses are non-negative integers up to 65535 (Modbus's 16-bit space; every family fits).
 * For the ModBus areas the address is the 0-based protocol offset (4x 0 is holding register 40001).
 * X and Y (inputs and outputs of the Xinje PLCs, in every family that has them) are numbered in
 * octal: the address is written as the PLC labels it, so X17 is address 17 and X18 is invalid;
 * `addressOffset` gives the real offset (X17 -> 15).
 */
export const ADDRESS_MAX = 65535;
export const OCTAL_AREAS: readonly string[] = ['X', 'Y'];

export function isOctalArea(area: string): boolean {
  return OCTAL_AREAS.includes(area);
}

export function isValidAddress(area: string, address: number): boolean {
  if (!Number.isInteger(address) || address < 0 || address > ADDRESS_MAX) return false;
  return !isOctalArea(area) || /^[0-7]+$/.test(String(address));
}

/** The protocol offset of an address: octal areas read as octal, the rest as is. */
export function addressOffset(area: string, address: number): number {
  if (!isValidAddress(area, address)) throw new RangeError(`${area}${address} is not a valid address`);
  return isOctalArea(area) ? Number.parseInt(String(address), 8) : address;
}

/** The families that have an area: a device's family must be among them to use the area. */
export function familiesWithArea(area: string): RegisterFamilyName[] {
  return REGISTER_FAMILY_NAMES.filter((n) => REGISTER_FAMILIES[n].coils.includes(area) || REGISTER_FAMILIES[n].registers.includes(area));
}
