import { parseS7Address, s7TypeIssue, S7_SIZE_BYTES, type DeviceConfigPoint, type S7Address, type S7Area } from '@fieldlink/domain';
import type { PointValue } from '../modbus/plan.js';

/**
 * What to read from an S7 PLC, pure. Points are grouped by poll interval; within a group, the
 * points of one area (one data block) closer than `S7_MAX_GAP_BYTES` share one byte range, and the
 * ranges are packed into as few PDUs as the negotiated PDU size allows (`S7_MAX_ITEMS` per request).
 */
export const S7_MAX_GAP_BYTES = 8;
/** Items one read request may carry (S7-300/400/1200/1500 all take 20). */
export const S7_MAX_ITEMS = 20;
/** Bytes of a read-response PDU that are not data: header and parameters. */
const RESPONSE_HEADER = 18;
/** Bytes each item adds to the response besides its data. */
const ITEM_OVERHEAD = 4;

export interface S7PlannedPoint {
  point: DeviceConfigPoint;
  address: S7Address;
}

export interface S7Range {
  area: S7Area;
  db?: number;
  offset: number;
  length: number;
  points: S7PlannedPoint[];
}

export interface S7Group {
  intervalMs: number;
  key: string;
  /** One entry per PDU: the ranges that request reads. */
  pdus: S7Range[][];
}

/** The largest range one PDU's response can carry. */
export const maxRangeBytes = (pduSize: number) => pduSize - RESPONSE_HEADER - ITEM_OVERHEAD;

/** Ranges covering the points of one area, merged across small gaps and split at the PDU's size. */
export function mergeS7Ranges(points: readonly S7PlannedPoint[], pduSize: number): S7Range[] {
  const max = maxRangeBytes(pduSize);
  const sorted = [...points].sort((a, b) => a.address.offset - b.address.offset);
  const ranges: S7Range[] = [];
  for (const p of sorted) {
    const end = p.address.offset + S7_SIZE_BYTES[p.address.size];
    const last = ranges.at(-1);
    if (
      last &&
      p.address.offset - (last.offset + last.length) <= S7_MAX_GAP_BYTES &&
      Math.max(end, last.offset + last.length) - last.offset <= max
    ) {
      last.length = Math.max(end, last.offset + last.length) - last.offset;
      last.points.push(p);
    } else ranges.push({ area: p.address.area, db: p.address.db, offset: p.address.offset, length: end - p.address.offset, points: [p] });
  }
  return ranges;
}

/** Ranges packed into PDUs: first fit, largest first, within the response size and the item limit. */
export function packPdus(ranges: readonly S7Range[], pduSize: number): S7Range[][] {
  const pdus: { ranges: S7Range[]; bytes: number }[] = [];
  for (const range of [...ranges].sort((a, b) => b.length - a.length)) {
    const size = ITEM_OVERHEAD + range.length + (range.length % 2);
    const pdu = pdus.find((p) => p.ranges.length < S7_MAX_ITEMS && p.bytes + size <= pduSize);
    if (pdu) {
      pdu.ranges.push(range);
      pdu.bytes += size;
    } else pdus.push({ ranges: [range], bytes: RESPONSE_HEADER + size });
  }
  return pdus.map((p) => p.ranges);
}

export function planS7Reads(points: readonly DeviceConfigPoint[], pduSize: number) {
  const invalid: { point: DeviceConfigPoint; error: string }[] = [];
  const byInterval = new Map<number, S7PlannedPoint[]>();
  for (const point of points) {
    try {
      const address = parseS7Address(point.tag ?? '');
      const issue = s7TypeIssue(address, point.dataType);
      if (issue) throw new RangeError(issue);
      byInterval.set(point.intervalMs, [...(byInterval.get(point.intervalMs) ?? []), { point, address }]);
    } catch (error) {
      invalid.push({ point, error: (error as Error).message });
    }
  }
  const groups: S7Group[] = [...byInterval].map(([intervalMs, planned]) => {
    const areas = new Map<string, S7PlannedPoint[]>();
    for (const p of planned) {
      const key = `${p.address.area}${p.address.db ?? ''}`;
      areas.set(key, [...(areas.get(key) ?? []), p]);
    }
    const ranges = [...areas.values()].flatMap((inArea) => mergeS7Ranges(inArea, pduSize));
    return { intervalMs, key: `every ${intervalMs} ms`, pdus: packPdus(ranges, pduSize) };
  });
  return { groups, invalid };
}

/** A point's value out of its range's bytes (S7 is big-endian). */
export function decodeS7(planned: S7PlannedPoint, range: S7Range, bytes: Uint8Array): PointValue {
  const { address, point } = planned;
  const view = new DataView(bytes.buffer, bytes.byteOffset + address.offset - range.offset, S7_SIZE_BYTES[address.size]);
  if (address.size === 'bit') return ((view.getUint8(0) >> address.bit!) & 1) === 1;
  switch (point.dataType) {
    case 6:
      return view.getInt8(0);
    case 7:
      return view.getUint8(0);
    case 1:
      return view.getInt16(0);
    case 2:
      return view.getUint16(0);
    case 3:
      return view.getInt32(0);
    case 4:
      return view.getUint32(0);
    case 5:
      return view.getFloat32(0);
  }
  throw new RangeError(`data type ${point.dataType} cannot be read from ${address.size}`);
}

/** The bytes a value is written as; throws for a value the type cannot hold. */
export function encodeS7(address: S7Address, dataType: number, value: PointValue): number[] {
  const number = Number(value);
  if (typeof value === 'string' || !Number.isFinite(number)) throw new TypeError(`${JSON.stringify(value)} is not a number`);
  const limits: Record<number, [number, number]> = {
    6: [-128, 127],
    7: [0, 255],
    1: [-32768, 32767],
    2: [0, 65535],
    3: [-2147483648, 2147483647],
    4: [0, 4294967295],
  };
  const limit = limits[dataType];
  if (limit && (!Number.isInteger(number) || number < limit[0] || number > limit[1]))
    throw new RangeError(`${number} does not fit data type ${dataType}`);
  const view = new DataView(new ArrayBuffer(S7_SIZE_BYTES[address.size]));
  if (dataType === 6) view.setInt8(0, number);
  else if (dataType === 7) view.setUint8(0, number);
  else if (dataType === 1) view.setInt16(0, number);
  else if (dataType === 2) view.setUint16(0, number);
  else if (dataType === 3) view.setInt32(0, number);
  else if (dataType === 4) view.setUint32(0, number);
  else if (dataType === 5) view.setFloat32(0, number);
  else throw new RangeError(`data type ${dataType} cannot be written to ${address.size}`);
  return [...new Uint8Array(view.buffer)];
}
