import {
  formatValue,
  isDataTypeCode,
  isDisplayFormatCode,
  scale,
  unscale,
  TELEMETRY_FUTURE_MS,
  TELEMETRY_PAST_MS,
  type DataTypeCode,
  type Telemetry,
} from '@fieldlink/domain';
import type { IngestPoint, SampleRow } from './connectivity.repository.js';

/** A point's current value as the API and the stream show it. */
export interface LiveValue {
  pointId: number;
  name: string;
  value: number | string | boolean | null;
  display: string;
  unit: string | null;
  ts: number;
}

export interface Converted {
  /** Samples of points with the save flag. */
  stored: SampleRow[];
  /** Samples of points without it: they only move the newest value. */
  latestOnly: SampleRow[];
  live: LiveValue[];
  /** Values whose timestamp is outside [now - 7 days, now + 5 minutes]. */
  quarantined: { pointName: string; ts: number; value: string }[];
  /** Names the device has no point for, and values its point's type cannot hold. */
  unknown: string[];
  invalid: string[];
}

/** Whether a telemetry timestamp may be stored as history. */
export function timestampAccepted(ts: number, now: number): boolean {
  return ts >= now - TELEMETRY_PAST_MS && ts <= now + TELEMETRY_FUTURE_MS;
}

function plcNumber(raw: number | string | boolean): number | undefined {
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * One telemetry message -> samples and live values: PLC values are scaled with the point's
 * formula (spec §3) and shown in its display format (decimal with its decimals; hex, binary,
 * octal, BCD and text formats show the PLC value, as the register holds it).
 */
export function convertTelemetry(points: ReadonlyMap<string, IngestPoint>, telemetry: Telemetry, now: number): Converted {
  const ts = telemetry.ts ?? now;
  const out: Converted = { stored: [], latestOnly: [], live: [], quarantined: [], unknown: [], invalid: [] };
  const accepted = timestampAccepted(ts, now);
  for (const [name, raw] of Object.entries(telemetry.values)) {
    const point = points.get(name);
    if (!point) {
      out.unknown.push(name);
      continue;
    }
    if (!accepted) {
      out.quarantined.push({ pointName: name, ts, value: String(raw) });
      continue;
    }
    const dataType = (isDataTypeCode(point.dataType) ? point.dataType : 1) as DataTypeCode;
    const format = isDisplayFormatCode(point.displayFormat) ? point.displayFormat : 1;
    let sample: SampleRow;
    let live: LiveValue;
    if (dataType === 11) {
      const text = String(raw);
      sample = { pointId: point.id, ts, value: null, text };
      live = { pointId: point.id, name, value: text, display: formatValue(text, format, dataType), unit: point.unit, ts };
    } else {
      const plc = plcNumber(raw);
      if (plc === undefined) {
        out.invalid.push(name);
        continue;
      }
      const value = dataType === 10 ? (plc !== 0 ? 1 : 0) : scale(plc, point);
      const display = format === 1 ? formatValue(value, 1, dataType, point.decimals) : formatValue(plc, format, dataType, point.decimals);
      sample = { pointId: point.id, ts, value, text: null };
      live = { pointId: point.id, name, value, display, unit: point.unit, ts };
    }
    (point.save ? out.stored : out.latestOnly).push(sample);
    out.live.push(live);
  }
  return out;
}

/** A stored newest value shown as live (after a restart, or from another instance's ingest). */
export function liveFromStored(point: IngestPoint, row: { ts: Date; value: number | null; text: string | null }): LiveValue {
  const dataType = (isDataTypeCode(point.dataType) ? point.dataType : 1) as DataTypeCode;
  const format = isDisplayFormatCode(point.displayFormat) ? point.displayFormat : 1;
  const ts = row.ts.getTime();
  if (dataType === 11 || row.value === null) {
    const text = row.text ?? '';
    return {
      pointId: point.id,
      name: point.name,
      value: row.text,
      display: row.text === null ? '—' : formatValue(text, format, dataType),
      unit: point.unit,
      ts,
    };
  }
  let display: string;
  try {
    display =
      format === 1
        ? formatValue(row.value, 1, dataType, point.decimals)
        : formatValue(unscale(row.value, point), format, dataType, point.decimals);
  } catch {
    display = formatValue(row.value, 1, dataType, point.decimals);
  }
  return { pointId: point.id, name: point.name, value: row.value, display, unit: point.unit, ts };
}
