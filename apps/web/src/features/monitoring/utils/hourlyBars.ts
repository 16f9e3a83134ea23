import { defaultCounter, isCounterPoint } from '@fieldlink/domain';
import type { HourlyOutput } from '../api/monitoringApi';

export const HOURS_PER_DAY = 24;
/** The `date` of GET hourly-output. */
export const OUTPUT_DATE_FORMAT = 'YYYY-MM-DD';

export interface HourlyBars {
  /** Hours 0..23, null where the server has no value. */
  values: (number | null)[];
  /** The top of the value axis: the largest value rounded up to 1, 2, 2.5 or 5 × 10ⁿ (1 when all are empty or zero). */
  axisMax: number;
  /** The day's total (null when no hour has a value). */
  total: number | null;
}

/** 1, 2, 2.5, 5 or 10 × 10ⁿ at or above the value. */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value * (1 - 1e-12)) ?? 10;
  return Number((step * power).toPrecision(12));
}

/**
 * The answer of GET hourly-output as 24 bars: hours outside 0..23 and repeated hours are ignored
 * (the first wins); a negative increase (a counter reset) is drawn as zero height but kept as text.
 */
export function hourlyBars(rows: readonly HourlyOutput[]): HourlyBars {
  const values: (number | null)[] = Array.from({ length: HOURS_PER_DAY }, () => null);
  const seen = new Set<number>();
  for (const row of rows) {
    if (!Number.isInteger(row.hour) || row.hour < 0 || row.hour >= HOURS_PER_DAY || seen.has(row.hour)) continue;
    seen.add(row.hour);
    values[row.hour] = typeof row.value === 'number' && Number.isFinite(row.value) ? row.value : null;
  }
  const present = values.filter((value): value is number => value !== null);
  const total = present.length ? Number(present.reduce((sum, value) => sum + value, 0).toPrecision(12)) : null;
  return { values, axisMax: niceCeiling(Math.max(0, ...present)), total };
}

/** A monitor row as the domain's counter rule reads it (its configuration gives the type when the feed has not yet). */
export interface CounterRow {
  pointId: number;
  name: string;
  dataType: number;
  unit?: string | null;
  config?: { dataType: number; valueDescription?: string | null } | undefined;
}

function candidate(row: CounterRow) {
  return { ...row, dataType: row.dataType || row.config?.dataType || 0, valueDescription: row.config?.valueDescription ?? null };
}

/** Rows whose hourly increase is an output: counters only (domain `isCounterPoint`), never a temperature. */
export function counterRows<T extends CounterRow>(rows: readonly T[]): T[] {
  return rows.filter((row) => isCounterPoint(candidate(row)));
}

/** The point the hourly chart opens with: a counter that says it counts, then any counter; none without one. */
export function defaultCounterPoint(rows: readonly CounterRow[]): number | undefined {
  const chosen = defaultCounter(rows.map(candidate));
  return chosen?.pointId;
}
