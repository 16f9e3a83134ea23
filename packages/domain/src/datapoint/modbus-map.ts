import { addressOffset, type PlcModel } from './registers.js';
import { DATA_TYPES, isDataTypeCode } from './types.js';

/**
 * Where a data point lives on the wire: a Modbus table (function codes 1/5/15 coils, 2 discrete
 * inputs, 3/6/16 holding registers, 4 input registers) and the 0-based protocol offset.
 *
 * ModBus areas: 0x coil, 1x discrete input, 3x input register, 4x holding register; the offset is
 * the address (4x 0 is register 40001).
 *
 * Xinje areas, as the Xinje PLC answers as a Modbus slave. Bases are hex protocol offsets; an
 * area's window runs to the next base in its table (so no two areas overlap). X and Y are octal
 * (X17 is offset 15 within the area).
 *
 * XC (and ABox, which has the XC areas), from the Modbus address table of the XC / XMP manuals
 * ("Coil space" / "Register space"):
 *
 *   coils      M0-M7999 0x0000 · X 0x4000 · Y 0x4800 · S 0x5000 · M8000-M8511 0x6000 · T 0x6400 · C 0x6C00
 *   registers  D0-D7999 0x0000 · TD 0x3000 · CD 0x3800 · D8000-D8511 0x4000 · FD0-FD7999 0x4800
 *              FD8000-FD8511 0x6800 · ED 0x7000
 *
 * XD (XD/XL series), from the XD user manual's Modbus address table:
 *
 *   coils      M 0x0000 · X 0x5000 (X10000- 0x5100, X20000- 0x58D0, X30000- 0x5BF0) · Y 0x6000 (Y10000-
 *              0x6100, Y20000- 0x68D0, Y30000- 0x6BF0) · S 0x7000 · SM 0x9000 · T 0xA000 · C 0xB000
 *              · (ET 0xC000, SEM 0xC080) · HM 0xC100 · HS 0xD900 · HT 0xE100 · HC 0xE500 · (HSC 0xE900)
 *   registers  D 0x0000 · ID 0x5000 (ID10000- 0x5100, ID20000- 0x58D0, ID30000- 0x5BF0) · QD 0x6000
 *              (QD10000- 0x6100, QD20000- 0x68D0, QD30000- 0x6BF0) · SD 0x7000 · TD 0x8000 · CD 0x9000
 *              · (ETD 0xA000) · HD 0xA080 · HSD 0xB880 · HTD 0xBC80 · HCD 0xC080 · (HSCD 0xC480)
 *              · FD 0xC4C0 · SFD 0xE4C0 · (FS 0xF4C0)
 *   (areas in parentheses are not data-point areas here; they only end the window before them.)
 *
 * TouchWin HMI: no Modbus table was found in Xinje's documents. PSB and PSW are taken as the HMI's
 * own coils and holding registers, offset = address (an assumption); PFW has no known address and
 * is refused.
 *
 * The areas XC and XD share (M, X, Y, S, T, C, D, TD, CD, FD) differ between the two tables, and a
 * device's configuration does not say which PLC it is: without `model`, such an area is read as XC.
 */
export const MODBUS_TABLES = ['coil', 'discrete', 'holding', 'input'] as const;
export type ModbusTable = (typeof MODBUS_TABLES)[number];
export interface ModbusLocation {
  table: ModbusTable;
  offset: number;
}

/** One run of addresses: area addresses [from, from + size) sit at [base, base + size). */
interface Segment {
  from: number;
  base: number;
  size: number;
}
interface AreaMap {
  table: ModbusTable;
  segments: Segment[];
}

const seg = (from: number, base: number, size: number): Segment => ({ from, base, size });
const single = (table: ModbusTable, base: number, size: number): AreaMap => ({ table, segments: [seg(0, base, size)] });

/** 65536 offsets from 0: the whole table. */
const WHOLE = 0x10000;

const XC: Record<string, AreaMap> = {
  M: { table: 'coil', segments: [seg(0, 0x0000, 8000), seg(8000, 0x6000, 512)] },
  X: single('coil', 0x4000, 0x800),
  Y: single('coil', 0x4800, 0x800),
  S: single('coil', 0x5000, 0x1000),
  T: single('coil', 0x6400, 0x800),
  C: single('coil', 0x6c00, 0x400),
  D: { table: 'holding', segments: [seg(0, 0x0000, 8000), seg(8000, 0x4000, 512)] },
  TD: single('holding', 0x3000, 0x800),
  CD: single('holding', 0x3800, 0x800),
  FD: { table: 'holding', segments: [seg(0, 0x4800, 8000), seg(8000, 0x6800, 512)] },
  ED: single('holding', 0x7000, 0x9000),
};

/** XD I/O: the body, then expansion modules (offset 0x1000 = X10000 octal), boards, ED modules. */
const xdIo = (table: ModbusTable, base: number, moduleStep: number, end: number): AreaMap => ({
  table,
  segments: [
    seg(0, base, 0x100),
    seg(moduleStep, base + 0x100, 0x7d0),
    seg(moduleStep * 2, base + 0x8d0, 0x320),
    seg(moduleStep * 3, base + 0xbf0, end - (base + 0xbf0)),
  ],
});

const XD: Record<string, AreaMap> = {
  M: single('coil', 0x0000, 0x5000),
  X: xdIo('coil', 0x5000, 0x1000, 0x6000),
  Y: xdIo('coil', 0x6000, 0x1000, 0x7000),
  S: single('coil', 0x7000, 0x2000),
  SM: single('coil', 0x9000, 0x1000),
  T: single('coil', 0xa000, 0x1000),
  C: single('coil', 0xb000, 0x1000),
  HM: single('coil', 0xc100, 0x1800),
  HS: single('coil', 0xd900, 0x800),
  HT: single('coil', 0xe100, 0x400),
  HC: single('coil', 0xe500, 0x400),
  D: single('holding', 0x0000, 0x5000),
  ID: xdIo('holding', 0x5000, 10000, 0x6000),
  QD: xdIo('holding', 0x6000, 10000, 0x7000),
  SD: single('holding', 0x7000, 0x1000),
  TD: single('holding', 0x8000, 0x1000),
  CD: single('holding', 0x9000, 0x1000),
  HD: single('holding', 0xa080, 0x1800),
  HSD: single('holding', 0xb880, 0x400),
  HTD: single('holding', 0xbc80, 0x400),
  HCD: single('holding', 0xc080, 0x400),
  FD: single('holding', 0xc4c0, 0x2000),
  SFD: single('holding', 0xe4c0, 0x1000),
};

const HMI: Record<string, AreaMap> = {
  PSB: single('coil', 0, WHOLE),
  PSW: single('holding', 0, WHOLE),
};

const MODBUS: Record<string, AreaMap> = {
  '0x': single('coil', 0, WHOLE),
  '1x': single('discrete', 0, WHOLE),
  '3x': single('input', 0, WHOLE),
  '4x': single('holding', 0, WHOLE),
};

const MODEL_MAPS: Record<PlcModel, Record<string, AreaMap>> = { XC, XD, HMI, ABOX: XC, MODBUS };
/** Without a model: an area's own family, XC for the areas XC and XD share. */
const FALLBACK_ORDER: readonly PlcModel[] = ['MODBUS', 'XC', 'XD', 'HMI'];

function areaMap(area: string, model: PlcModel | undefined): AreaMap {
  const map = model ? MODEL_MAPS[model][area] : FALLBACK_ORDER.map((m) => MODEL_MAPS[m][area]).find(Boolean);
  if (!map) throw new RangeError(`area ${area} has no Modbus address${model ? ` on ${model}` : ''}`);
  return map;
}

/**
 * The Modbus table and offset of a point's address (`address` as the PLC labels it: X17 is 17).
 * Throws a RangeError for an area without a Modbus address or an address outside the area.
 */
export function modbusLocation(area: string, address: number, model?: PlcModel): ModbusLocation {
  const map = areaMap(area, model);
  const index = addressOffset(area, address);
  const segment = map.segments.findLast((s) => index >= s.from);
  if (!segment || index - segment.from >= segment.size) {
    throw new RangeError(`${area}${address} is outside the Modbus range of ${area}`);
  }
  return { table: map.table, offset: segment.base + index - segment.from };
}

/** Whether a table holds bits (coils, discrete inputs) rather than 16-bit registers. */
export function isBitTable(table: ModbusTable): boolean {
  return table === 'coil' || table === 'discrete';
}

/** Whether a master may write the table (coils and holding registers). */
export function isWritableTable(table: ModbusTable): boolean {
  return table === 'coil' || table === 'holding';
}

/**
 * 16-bit registers a value of the type occupies: the type's words, or `length` words for Char.
 * A point in a bit table takes one bit, and a point with a start bit one word, whatever this says.
 */
export function wordsFor(dataType: number, length = 1): number {
  if (!isDataTypeCode(dataType)) throw new RangeError(`unknown data type ${String(dataType)}`);
  return dataType === 11 ? length : DATA_TYPES[dataType].words;
}
