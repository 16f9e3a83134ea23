import { defaultCounter, type CounterCandidate } from '../datapoint/counter.js';
import { fromWallTime, toWallTime } from '../maintenance/zoned-time.js';
import { WORK_ORDER_FINAL_STATUSES, WORK_ORDER_STATUSES, type WorkOrderStatus } from '../workorder/states.js';

/**
 * A device's counter point, the one its output is read from: the stored point the device page's
 * hourly output opens with (`defaultCounter`); none when the device has no stored counter (its
 * output is not shown: a sum of temperatures is not an output).
 */
export function counterPoint<P extends CounterCandidate & { save: boolean }>(points: readonly P[]): P | undefined {
  return defaultCounter(points.filter((point) => point.save));
}

/** The instant the day that holds `instant` began on the zone's clocks (local midnight, DST-safe). */
export function localDayStart(instant: Date, zone: string): Date {
  const wall = toWallTime(instant, zone);
  return fromWallTime({ ...wall, hour: 0, minute: 0, second: 0, millisecond: 0 }, zone);
}

/** Work-order statuses that still need someone (every status no action leaves is excluded). */
export const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = WORK_ORDER_STATUSES.filter(
  (status) => !WORK_ORDER_FINAL_STATUSES.includes(status),
);

/** A total of hourly increases without float noise (0.1 + 0.2 is 0.3). */
export function sumIncreases(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (present.length === 0) return null;
  return Number(present.reduce((sum, value) => sum + value, 0).toPrecision(12));
}
