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

/** Data types whose values can be summed per hour (every numeric type; not Bool or Char; 0 = not known yet). */
export function isCountable(dataType: number): boolean {
  return (dataType >= 1 && dataType <= 9) || dataType === 0;
}

/**
 * The point the hourly chart opens with: a counter if there is one (a 32- or 64-bit integer, its
 * name saying count first), else the first numeric point.
 */
export function defaultCounterPoint(points: readonly { pointId: number; name: string; dataType: number }[]): number | undefined {
  const counters = points.filter((point) => [3, 4, 8].includes(point.dataType));
  const named = counters.find((point) => /count|output|total|产量|计数/i.test(point.name));
  return (named ?? counters[0] ?? points.find((point) => isCountable(point.dataType)))?.pointId;
}
