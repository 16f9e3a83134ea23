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
  /** Points whose words were read but do not decode. */
  errors: { name: string; error: string }[];
}

/**
 * The points' values out of the answers. A point whose words were not all answered (its request
 * failed) is left out of both `values` and `errors`.
 * Coils and discrete inputs give booleans; a start bit gives that bit of the word (a boolean for a
 * Bool point, else 0 or 1); everything else goes through the register codec.
 */
export function decodePoints(
  points: readonly PlannedPoint[],
  results: readonly ReadResult[],
  options: { highLowSwap?: boolean },
): DecodedValues {
  const image = new Map<ModbusTable, Map<number, number | boolean>>();
  for (const { request, data } of results) {
    const table = image.get(request.table) ?? new Map<number, number | boolean>();
    image.set(request.table, table);
    for (let i = 0; i < request.count && i < data.length; i++) table.set(request.offset + i, data[i]!);
  }
  const decoded: DecodedValues = { values: {}, errors: [] };
  for (const { point, table, offset, count } of points) {
    const memory = image.get(table);
    const cells: (number | boolean)[] = [];
    for (let i = 0; i < count; i++) {
      const cell = memory?.get(offset + i);
      if (cell === undefined) break;
      cells.push(cell);
    }
    if (cells.length < count) continue;
    try {
      decoded.values[point.name] = decodeCells(point, table, cells, options.highLowSwap ?? false);
    } catch (error) {
      decoded.errors.push({ name: point.name, error: (error as Error).message });
    }
  }
  return decoded;
}

function decodeCells(point: DeviceConfigPoint, table: ModbusTable, cells: (number | boolean)[], highLowSwap: boolean): PointValue {
  if (isBitTable(table)) return Boolean(cells[0]);
  const words = cells.map(Number);
  if (point.startBit != null) {
    const bit = (words[0]! >> point.startBit) & 1;
    return point.dataType === 10 ? bit === 1 : bit;
  }
  if (!isDataTypeCode(point.dataType)) throw new RangeError(`unknown data type ${point.dataType}`);
  return decodeWords(words, point.dataType, { highLowSwap, length: point.length });
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
