import {
  decodeWords,
  encodeValue,
  isBitTable,
  isDataTypeCode,
  isWritableTable,
  modbusLocation,
  wordsFor,
  type DeviceConfigPoint,
  type ModbusTable,
  type PlcModel,
  type Telemetry,
} from '@fieldlink/domain';

/**
 * What to read from a PLC, and how to turn the answers back into point values. Pure: the poller
 * does the I/O.
 *
 * Points are grouped by poll interval, then by Modbus table; within a table, points closer than
 * `MAX_GAP_WORDS` registers (or `MAX_GAP_BITS` coils) share one request, so a few unused words
 * are read rather than paying a round trip each. A request never exceeds 120 registers or 1600
 * coils (inside Modbus's 125 and 2000); a point larger than that (a long Char) spans requests.
 * Answers are laid into an image of each table, and each point is decoded from the image.
 */
export const MAX_READ_REGISTERS = 120;
export const MAX_READ_COILS = 1600;
export const MAX_GAP_WORDS = 4;
/** Coils bridged between two coil points: as many bits as MAX_GAP_WORDS words carry. */
export const MAX_GAP_BITS = MAX_GAP_WORDS * 16;

export type PointValue = Telemetry['values'][string];

/** A point with its place on the wire; `count` is registers, or bits in a coil table. */
export interface PlannedPoint {
  point: DeviceConfigPoint;
  table: ModbusTable;
  offset: number;
  count: number;
}

export interface ReadRequest {
  table: ModbusTable;
  offset: number;
  count: number;
  /** The points this request (partly) covers. */
  points: PlannedPoint[];
}

export interface PollGroup {
  intervalMs: number;
  points: PlannedPoint[];
  requests: ReadRequest[];
}

export interface ReadPlan {
  groups: PollGroup[];
  /** Points that cannot be read (no Modbus address, bad data type), with the reason. */
  invalid: { point: DeviceConfigPoint; error: string }[];
}

/** Where a point lives and how many registers (or bits) it takes. Throws a RangeError when it has no place. */
export function locatePoint(point: DeviceConfigPoint, model?: PlcModel): PlannedPoint {
  const { table, offset } = modbusLocation(point.area, point.address, model);
  const count = isBitTable(table) || point.startBit != null ? 1 : wordsFor(point.dataType, point.length);
  if (offset + count > 0x10000) throw new RangeError(`${point.area}${point.address} runs past the end of the ${table} table`);
  return { point, table, offset, count };
}

/** Requests that cover the points of one table, merged across small gaps and split at the size limit. */
export function mergeRequests(table: ModbusTable, points: readonly PlannedPoint[]): ReadRequest[] {
  const max = isBitTable(table) ? MAX_READ_COILS : MAX_READ_REGISTERS;
  const gap = isBitTable(table) ? MAX_GAP_BITS : MAX_GAP_WORDS;
  const sorted = [...points].sort((a, b) => a.offset - b.offset || b.count - a.count);
  const ranges: { offset: number; end: number }[] = [];
  let current: { offset: number; end: number } | undefined;
  for (const p of sorted) {
    const end = p.offset + p.count;
    const fits = current !== undefined && (Math.max(current.end, end) - current.offset <= max || p.count > max);
    if (current && fits && p.offset - current.end <= gap) {
      current.end = Math.max(current.end, end);
    } else {
      current = { offset: p.offset, end };
      ranges.push(current);
    }
    while (current.end - current.offset > max) {
      ranges.splice(ranges.length - 1, 0, { offset: current.offset, end: current.offset + max });
      current.offset += max;
    }
  }
  return ranges.map(({ offset, end }) => ({
    table,
    offset,
    count: end - offset,
    points: sorted.filter((p) => p.offset < end && p.offset + p.count > offset),
  }));
}

export function planReads(points: readonly DeviceConfigPoint[], options: { model?: PlcModel } = {}): ReadPlan {
  const invalid: ReadPlan['invalid'] = [];
  const byInterval = new Map<number, PlannedPoint[]>();
  for (const point of points) {
    try {
      if (!isDataTypeCode(point.dataType)) throw new RangeError(`unknown data type ${point.dataType}`);
      const planned = locatePoint(point, options.model);
      byInterval.set(point.intervalMs, [...(byInterval.get(point.intervalMs) ?? []), planned]);
    } catch (error) {
      invalid.push({ point, error: (error as Error).message });
    }
  }
  const groups = [...byInterval.entries()]
    .sort(([a], [b]) => a - b)
    .map(([intervalMs, planned]) => {
      const tables = [...new Set(planned.map((p) => p.table))].sort();
      const requests = tables.flatMap((table) =>
        mergeRequests(
          table,
          planned.filter((p) => p.table === table),
        ),
      );
      return { intervalMs, points: planned, requests };
    });
  return { groups, invalid };
}

/** One answered request: register words, or bits for a coil table (extra trailing bits are ignored). */
export interface ReadResult {
  request: Pick<ReadRequest, 'table' | 'offset' | 'count'>;
  data: readonly number[] | readonly boolean[];
}

export interface DecodedValues {
  values: Record<string, PointValue>;
  /** Points whose words were read but do not decode, or decode to no number (NaN, an infinity). */
  errors: { name: string; error: string }[];
}

/**
 * The points' values out of the answers. A point whose words were not all answered (its request
 * failed) is left out of both `values` and `errors`.
 * Coils and discrete inputs give booleans; a start bit gives that bit of the word (a boolean for a
 * Bool point, else 0 or 1); everything else goes through the register codec.
 * A FLOAT or DOUBLE holding NaN or an infinity is an error of that point alone: JSON has no such
 * number (it would travel as `null` and spoil the whole message), so the point is left out of the
 * telemetry and the others go on (docs/device-protocol.md, "Bad values").
 */
export function decodePoints(
  points: readonly PlannedPoint[],
  results: readonly ReadResult[],
  options: { highLowSwap?: boolean },
): DecodedValues {
  // Each table's answers laid into one sparse array (a Map per cell cost most of a 500-point cycle).
  const image: Partial<Record<ModbusTable, (number | boolean)[]>> = {};
  for (const { request, data } of results) {
    const table = (image[request.table] ??= []);
    const n = Math.min(request.count, data.length);
    for (let i = 0; i < n; i++) table[request.offset + i] = data[i]!;
  }
  const decoded: DecodedValues = { values: {}, errors: [] };
  for (const { point, table, offset, count } of points) {
    const memory = image[table];
    const cells: (number | boolean)[] = [];
    for (let i = 0; i < count; i++) {
      const cell = memory?.[offset + i];
      if (cell === undefined) break;
      cells.push(cell);
    }
    if (cells.length < count) continue;
    try {
      const value = decodeCells(point, table, cells, options.highLowSwap ?? false);
      if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`the PLC holds ${value}, not a finite number`);
      decoded.values[point.name] = value;
    } catch (error) {
      decoded.errors.push({ name: point.name, error: (error as Error).message });
    }
  }
  return decoded;
}

function decodeCells(point: DeviceConfigPoint, table: ModbusTable, cells: (number | boolean)[], highLowSwap: boolean): PointValue {
  if (isBitTable(table)) return Boolean(cells[0]);
  // Register words are numbers already: the common types decode from them as they are.
  const common = point.startBit == null ? commonValue(cells as readonly number[], point.dataType, highLowSwap) : undefined;
  if (common !== undefined) return common;
  const words = cells.map(Number);
  if (point.startBit != null) {
    const bit = (words[0]! >> point.startBit) & 1;
    return point.dataType === 10 ? bit === 1 : bit;
  }
  if (!isDataTypeCode(point.dataType)) throw new RangeError(`unknown data type ${point.dataType}`);
  return decodeWords(words, point.dataType, { highLowSwap, length: point.length });
}

const scratch = new DataView(new ArrayBuffer(4));
const isWord = (w: unknown): w is number => typeof w === 'number' && (w & 0xffff) === w;

/**
 * The common types (16- and 32-bit integers, FLOAT) decoded without the codec's copies: the same
 * values as `decodeWords`, at a fraction of its cost over 500 points a cycle. Undefined for
 * anything else (the codec decodes it, and names what is wrong).
 */
function commonValue(words: readonly number[], dataType: number, highLowSwap: boolean): number | undefined {
  if (words.length === 1 && isWord(words[0])) {
    const w = words[0];
    if (dataType === 2) return w;
    if (dataType === 1) return w >= 0x8000 ? w - 0x10000 : w;
    return undefined;
  }
  if (words.length !== 2 || (dataType !== 3 && dataType !== 4 && dataType !== 5)) return undefined;
  const high = highLowSwap ? words[1] : words[0];
  const low = highLowSwap ? words[0] : words[1];
  if (!isWord(high) || !isWord(low)) return undefined;
  if (dataType === 5) {
    scratch.setUint16(0, high);
    scratch.setUint16(2, low);
    return scratch.getFloat32(0);
  }
  const u = high * 0x10000 + low;
  return dataType === 3 && u >= 2 ** 31 ? u - 2 ** 32 : u;
}

/** How to write a value to a point: one coil, one bit of a holding register (read, change, write), or registers. */
export type WriteOperation =
  | { kind: 'coil'; offset: number; value: boolean }
  | { kind: 'bit'; offset: number; bit: number; value: boolean }
  | { kind: 'registers'; offset: number; words: number[] };

function asBit(value: PointValue): boolean {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  throw new TypeError(`a bit is true, false, 1 or 0, got ${JSON.stringify(value)}`);
}

/**
 * The write for a PLC value (before scaling). Throws for a table a master cannot write (discrete
 * inputs, input registers) and for a value the point's type cannot hold.
 */
export function planWrite(planned: PlannedPoint, value: PointValue, options: { highLowSwap?: boolean }): WriteOperation {
  const { point, table, offset } = planned;
  if (!isWritableTable(table)) throw new RangeError(`${point.area}${point.address} is read-only (${table})`);
  if (table === 'coil') return { kind: 'coil', offset, value: asBit(value) };
  if (point.startBit != null) return { kind: 'bit', offset, bit: point.startBit, value: asBit(value) };
  if (!isDataTypeCode(point.dataType)) throw new RangeError(`unknown data type ${point.dataType}`);
  const words = encodeValue(value, point.dataType, {
    highLowSwap: options.highLowSwap,
    length: point.dataType === 11 ? point.length : undefined,
  });
  return { kind: 'registers', offset, words };
}

/** A register word with one bit set or cleared. */
export function withBit(word: number, bit: number, value: boolean): number {
  return value ? word | (1 << bit) : word & ~(1 << bit) & 0xffff;
}
