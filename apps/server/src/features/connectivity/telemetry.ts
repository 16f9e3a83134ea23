import {
  formatValue,
  isDataTypeCode,
  isDisplayFormatCode,
  NO_VALUE,
  scale,
  TELEMETRY_FUTURE_MS,
  TELEMETRY_PAST_MS,
  unscale,
  judgeTelemetryValue,
  type DataTypeCode,
  type IncomingTelemetry,
} from '@fieldlink/domain';
import type { IngestPoint, SampleRow } from './connectivity.repository.js';

/**
 * A point's current value. The text shown (`display`) is made only when someone reads it (the
 * API, a browser on the stream), not for every sample ingest takes in.
 */
export interface LiveValue {
  pointId: number;
  name: string;
  /** After scaling; text for Char points. */
  value: number | string | boolean | null;
  /** As the PLC sent it (hex, binary, octal, BCD and the text formats show this). */
  plc: number | string | null;
  unit: string | null;
  ts: number;
  point: IngestPoint;
  display?: string;
  /** `bad`: the device's last value for this point could not be taken (missing, not finite, out of range). */
  quality?: 'bad';
}

/** What the API and the stream send for a live value. */
export function wireValue(v: LiveValue) {
  return {
    pointId: v.pointId,
    name: v.name,
    value: v.value,
    display: displayOf(v),
    unit: v.unit,
    ts: new Date(v.ts).toISOString(),
    quality: v.quality ?? ('good' as const),
  };
}

function typeOf(point: IngestPoint): DataTypeCode {
  return (isDataTypeCode(point.dataType) ? point.dataType : 1) as DataTypeCode;
}

/** Decimal shows the scaled value with the point's decimals; the other formats show the PLC value. */
export function displayOf(v: LiveValue): string {
  if (v.display !== undefined) return v.display;
  const point = v.point;
  const format = isDisplayFormatCode(point.displayFormat) ? point.displayFormat : 1;
  const dataType = typeOf(point);
  let text: string;
  if (v.value === null) text = NO_VALUE;
  else if (typeof v.value === 'string') text = formatValue(v.value, format, dataType);
  else if (format === 1 || v.plc === null || typeof v.plc === 'string') text = formatValue(v.value, 1, dataType, point.decimals);
  else text = formatValue(v.plc, format, dataType, point.decimals);
  v.display = text;
  return text;
}

export interface Converted {
  /** Samples of points with the save flag. */
  stored: SampleRow[];
  /** Samples of points without it: they only move the newest value. */
  latestOnly: SampleRow[];
  live: LiveValue[];
  /** Values whose timestamp is outside [now - 7 days, now + 5 minutes]. */
  quarantined: { pointName: string; ts: number; value: string }[];
  /** Names the device has no point for. */
  unknown: string[];
  /** Values dropped alone (their live value says bad quality): `point: reason` for the log. */
  bad: string[];
}

/** Whether a telemetry timestamp may be stored as history. */
export function timestampAccepted(ts: number, now: number): boolean {
  return ts >= now - TELEMETRY_PAST_MS && ts <= now + TELEMETRY_FUTURE_MS;
}

/**
 * One telemetry message -> samples and live values, PLC values scaled with the point's formula
 * (spec §3). Each value is judged alone against its point's register type: a bad one is left out
 * of the samples and shows as bad quality live; the others are taken.
 */
export function convertTelemetry(
  points: ReadonlyMap<string, IngestPoint>,
  telemetry: IncomingTelemetry,
  ts: number,
  now: number,
): Converted {
  const out: Converted = { stored: [], latestOnly: [], live: [], quarantined: [], unknown: [], bad: [] };
  const accepted = timestampAccepted(ts, now);
  for (const name in telemetry.values) {
    const raw = telemetry.values[name];
    const point = points.get(name);
    if (!point) {
      out.unknown.push(name);
      continue;
    }
    if (!accepted) {
      out.quarantined.push({ pointName: name, ts, value: String(raw) });
      continue;
    }
    const dataType = typeOf(point);
    const plc = judgeTelemetryValue(dataType, raw);
    if (typeof plc === 'object') {
      out.bad.push(`${name}: ${plc.bad}`);
      out.live.push({ pointId: point.id, name, value: null, plc: null, unit: point.unit, ts, point, quality: 'bad' });
      continue;
    }
    let sample: SampleRow;
    let live: LiveValue;
    if (typeof plc === 'string') {
      sample = { pointId: point.id, ts, value: null, text: plc };
      live = { pointId: point.id, name, value: plc, plc, unit: point.unit, ts, point };
    } else {
      const value = dataType === 10 ? plc : scale(plc, point);
      sample = { pointId: point.id, ts, value, text: null };
      live = { pointId: point.id, name, value, plc, unit: point.unit, ts, point };
    }
    (point.save ? out.stored : out.latestOnly).push(sample);
    out.live.push(live);
  }
  return out;
}

/** A stored newest value shown as live (after a restart, or from another instance's ingest). */
export function liveFromStored(point: IngestPoint, row: { ts: Date; value: number | null; text: string | null }): LiveValue {
  const base = { pointId: point.id, name: point.name, unit: point.unit, ts: row.ts.getTime(), point };
  if (typeOf(point) === 11 || row.value === null) return { ...base, value: row.text, plc: row.text };
  let plc: number | null;
  try {
    plc = unscale(row.value, point);
  } catch {
    plc = null;
  }
  return { ...base, value: row.value, plc };
}

/** A sample value as a number for conditions (a Bool is 1 / 0); text that is not a number is left out. */
export function numericValue(value: LiveValue['value']): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * The numeric values a condition sees when `incoming` arrives: the device's newest values (`current`,
 * the live hub's) with the incoming ones on top. Shared by the alarm and automation engines.
 */
export function numericValuesOf(current: ReadonlyMap<number, LiveValue>, incoming: readonly LiveValue[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const [pointId, live] of current) {
    const n = numericValue(live.value);
    if (n !== undefined) map.set(pointId, n);
  }
  for (const live of incoming) {
    const n = numericValue(live.value);
    if (n !== undefined) map.set(live.pointId, n);
  }
  return map;
}
