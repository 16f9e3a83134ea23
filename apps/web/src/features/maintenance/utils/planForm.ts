import type { AdvanceNotice, CycleUnit, MaintenancePlanBody, MaintenancePlanType } from '@fieldlink/domain';
import type { PlanRow } from '../api/maintenanceApi';
import { formatInZone, wallTextToIso } from './zoneTime';

/** The plan form's fields; the start time is a wall time on the company's clocks ("YYYY-MM-DD HH:mm"). */
export interface PlanFormValues {
  name?: string;
  projectId?: number;
  deviceId?: number | null;
  assigneeId?: number | null;
  type?: MaintenancePlanType;
  warrantyTime?: number;
  warrantyUnit?: CycleUnit;
  cycle?: number;
  cycleUnit?: CycleUnit;
  startText?: string;
  advanceNotice?: AdvanceNotice;
  phone?: string;
  stopOnWarrantyEnd?: boolean;
}

export const PLAN_FORM_FIELDS = [
  'name',
  'projectId',
  'deviceId',
  'assigneeId',
  'type',
  'warrantyTime',
  'warrantyUnit',
  'cycle',
  'cycleUnit',
  'startTime',
  'advanceNotice',
  'phone',
  'stopOnWarrantyEnd',
] as const;

export const PLAN_FORM_DEFAULTS: PlanFormValues = {
  type: 'in_warranty',
  warrantyUnit: 'year',
  cycleUnit: 'month',
  advanceNotice: '3d',
  stopOnWarrantyEnd: false,
};

export function planToFormValues(plan: PlanRow): PlanFormValues {
  return {
    name: plan.name,
    projectId: plan.projectId,
    deviceId: plan.deviceId,
    assigneeId: plan.assigneeId,
    type: plan.type,
    warrantyTime: plan.warrantyTime,
    warrantyUnit: plan.warrantyUnit,
    cycle: plan.cycle,
    cycleUnit: plan.cycleUnit,
    startText: formatInZone(plan.startTime, plan.timeZone),
    advanceNotice: plan.advanceNotice,
    phone: plan.phone,
    stopOnWarrantyEnd: plan.stopOnWarrantyEnd,
  };
}

/** The request body (the server's schema checks it again, with the same rules). */
export function toPlanBody(values: PlanFormValues, zone: string): MaintenancePlanBody {
  return {
    name: values.name ?? '',
    projectId: values.projectId ?? 0,
    deviceId: values.deviceId ?? null,
    assigneeId: values.assigneeId ?? null,
    type: values.type ?? 'in_warranty',
    warrantyTime: values.warrantyTime ?? 0,
    warrantyUnit: values.warrantyUnit ?? 'year',
    cycle: values.cycle ?? 0,
    cycleUnit: values.cycleUnit ?? 'month',
    startTime: wallTextToIso(values.startText ?? '', zone) ?? '',
    advanceNotice: values.advanceNotice ?? '3d',
    phone: values.phone ?? '',
    stopOnWarrantyEnd: values.stopOnWarrantyEnd ?? false,
  };
}
