import type { WorkOrderStatus } from './states.js';

/** An order an alarm source (or geofence) opened before, as the alarm engine finds it. */
export interface AlarmOrder {
  id: number;
  status: WorkOrderStatus;
}

/** The statuses in which an order is still being worked: a recurrence joins it. */
const STILL_OPEN: readonly WorkOrderStatus[] = ['pending', 'dispatched', 'accepted', 'processing'];

/**
 * Where a recurring alarm's new occurrence goes (issue 37): the order its source opened that is still
 * open (the newest when, from before this rule, there are several) takes it, logged on it; only a
 * source with no open order opens a new one (undefined).
 */
export function recurrenceOrder(orders: readonly AlarmOrder[]): AlarmOrder | undefined {
  return orders
    .filter((order) => STILL_OPEN.includes(order.status))
    .reduce<AlarmOrder | undefined>((newest, order) => (newest && newest.id > order.id ? newest : order), undefined);
}
