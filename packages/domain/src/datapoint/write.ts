import { utf8Encode } from './bytes.js';
import { proportionalParams, unscale, type ScaleParams } from './scale.js';
import { DATA_TYPES, inRange, isDataTypeCode } from './types.js';

export interface WritablePoint extends ScaleParams {
  dataType: number;
  length?: number | null;
}

export type WriteCheck =
  { ok: true; plc: number | string | boolean } | { ok: false; reason: 'range'; min: number; max: number } | { ok: false; reason: 'type' };

/** The range a written (displayed) value must fall in, when the point sets one. */
export function writeRange(point: ScaleParams): { min: number; max: number } | undefined {
  const prop = proportionalParams(point);
  if (prop) return { min: Math.min(prop.minProportion, prop.maxProportion), max: Math.max(prop.minProportion, prop.maxProportion) };
  if (point.maxData != null && point.minData != null) return { min: point.minData, max: point.maxData };
  return undefined;
}

/**
 * A value a user writes (as displayed, after scaling) -> the PLC value to send: within the point's
 * range (max/min data, or the proportion range), unscaled, rounded for integer types, and within
 * the data type's range. Char points take text, Bool points 0/1 or true/false.
 */
export function checkWriteValue(point: WritablePoint, value: unknown): WriteCheck {
  if (!isDataTypeCode(point.dataType)) return { ok: false, reason: 'type' };
  const type = DATA_TYPES[point.dataType];
  if (point.dataType === 11) {
    if (typeof value !== 'string') return { ok: false, reason: 'type' };
    const bytes = utf8Encode(value).length;
    return bytes <= 2 * (point.length ?? 1) ? { ok: true, plc: value } : { ok: false, reason: 'type' };
  }
  if (point.dataType === 10) {
    if (value === true || value === 1 || value === '1') return { ok: true, plc: 1 };
    if (value === false || value === 0 || value === '0') return { ok: true, plc: 0 };
    return { ok: false, reason: 'type' };
  }
  const display = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof display !== 'number' || !Number.isFinite(display)) return { ok: false, reason: 'type' };
  const range = writeRange(point);
  if (range && (display < range.min || display > range.max)) return { ok: false, reason: 'range', ...range };
  let plc: number;
  try {
    plc = unscale(display, point);
  } catch {
    return { ok: false, reason: 'type' };
  }
  if (type.integer) plc = Math.round(plc);
  if (!inRange(point.dataType, plc)) {
    const min = range?.min ?? type.min;
    const max = range?.max ?? type.max;
    return { ok: false, reason: 'range', min, max };
  }
  return { ok: true, plc };
}
