import type { WorkOrderStatus } from '../workorder/states.js';

/**
 * Maintenance plan states (spec §4): not started, executing, to be maintained, dispatched,
 * received, stopped. Only "stopped" is stored (with why); the others follow from the clock and the
 * plan's open order, so they can never disagree with the orders themselves.
 */
export const MAINTENANCE_PLAN_STATUSES = ['not_started', 'executing', 'to_be_maintained', 'dispatched', 'received', 'stopped'] as const;
export type MaintenancePlanStatus = (typeof MAINTENANCE_PLAN_STATUSES)[number];

/** Why a plan stopped: by hand, or its warranty maintenance expired (spec §4). */
export const MAINTENANCE_STOP_REASONS = ['manual', 'warranty'] as const;
export type MaintenanceStopReason = (typeof MAINTENANCE_STOP_REASONS)[number];

export const MAINTENANCE_PLAN_ACTIONS = ['start', 'stop'] as const;
export type MaintenancePlanAction = (typeof MAINTENANCE_PLAN_ACTIONS)[number];

/** The one transition table: the statuses each action is legal from. */
export const MAINTENANCE_PLAN_TRANSITIONS: Readonly<Record<MaintenancePlanAction, readonly MaintenancePlanStatus[]>> = {
  start: ['stopped'],
  stop: ['not_started', 'executing', 'to_be_maintained', 'dispatched', 'received'],
};

export function mayActOnPlan(status: MaintenancePlanStatus, action: MaintenancePlanAction): boolean {
  return MAINTENANCE_PLAN_TRANSITIONS[action].includes(status);
}

export interface PlanStatusInput {
  stoppedAt: Date | null;
  startTime: Date;
  nextTime: Date | null;
  /** When the next occurrence's notice goes out. */
  noticeTime: Date | null;
  /** The status of the plan's latest order that is still open (not completed or cancelled), if any. */
  openOrderStatus: WorkOrderStatus | null;
  now: Date;
}

/** The plan's status now. */
export function maintenancePlanStatus(plan: PlanStatusInput): MaintenancePlanStatus {
  if (plan.stoppedAt || !plan.nextTime) return 'stopped';
  switch (plan.openOrderStatus) {
    case 'pending':
      return 'to_be_maintained';
    case 'dispatched':
      return 'dispatched';
    case 'accepted':
    case 'processing':
      return 'received';
    default:
      break;
  }
  const now = plan.now.getTime();
  if (plan.noticeTime && now >= plan.noticeTime.getTime()) return 'to_be_maintained';
  if (now < plan.startTime.getTime()) return 'not_started';
  return 'executing';
}

/** Fixed colours of the statuses (tags on both shells). */
export const MAINTENANCE_PLAN_STATUS_COLORS: Readonly<Record<MaintenancePlanStatus, string>> = {
  not_started: 'default',
  executing: 'processing',
  to_be_maintained: 'warning',
  dispatched: 'purple',
  received: 'cyan',
  stopped: 'error',
};
