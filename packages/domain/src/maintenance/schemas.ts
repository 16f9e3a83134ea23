import { z } from 'zod';
import { PhoneSchema } from '../account/verification.js';
import { ListQuerySchema } from '../rbac/schemas.js';
import { ADVANCE_NOTICES, CYCLE_UNITS } from './schedule.js';
import { MAINTENANCE_PLAN_STATUSES, MAINTENANCE_STOP_REASONS } from './states.js';

/** Limits of a maintenance plan (spec §3, §5), read by the server schema and the forms. */
export const MAINTENANCE_PLAN_NAME_MAX_LENGTH = 50;
/** Largest warranty time and cycle in their unit. */
export const MAINTENANCE_AMOUNT_MAX = 1000;

/** Within or outside warranty (spec §3). */
export const MAINTENANCE_PLAN_TYPES = ['in_warranty', 'out_of_warranty'] as const;
export type MaintenancePlanType = (typeof MAINTENANCE_PLAN_TYPES)[number];

const id = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);

/** Required and greater than zero, a whole number of units (spec §5). */
const amount = z
  .number({ message: 'validation.required' })
  .int({ message: 'validation.integer' })
  .gt(0, { message: 'validation.greaterThanZero' })
  .max(MAINTENANCE_AMOUNT_MAX, { message: 'validation.atMost' });

const unit = z.enum(CYCLE_UNITS, { message: 'validation.unit' });

/** An ISO 8601 date-time with a zone (`2027-01-31T09:00:00+08:00` or `...Z`). */
export const InstantSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine(isInstant, { message: 'validation.dateTime' });

function isInstant(v: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.exec(v);
  if (!match || Number.isNaN(Date.parse(v))) return false;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day && hour < 24 && minute < 60;
}

export const MaintenancePlanBodySchema = z.object({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(MAINTENANCE_PLAN_NAME_MAX_LENGTH, { message: 'validation.tooLong' }),
  projectId: id,
  /** A device of the project, chosen from its devices. */
  deviceId: id.nullish(),
  /** The technician the plan's orders go to, a user of the project's company. */
  assigneeId: id.nullish(),
  type: z.enum(MAINTENANCE_PLAN_TYPES, { message: 'validation.invalid' }),
  warrantyTime: amount,
  warrantyUnit: unit,
  cycle: amount,
  cycleUnit: unit,
  startTime: InstantSchema,
  advanceNotice: z.enum(ADVANCE_NOTICES, { message: 'validation.invalid' }),
  phone: PhoneSchema,
  /** Stop the plan when the warranty maintenance expires (spec §4). */
  stopOnWarrantyEnd: z.boolean().optional(),
});
export type MaintenancePlanBody = z.infer<typeof MaintenancePlanBodySchema>;

export const MaintenancePlanListQuerySchema = ListQuerySchema.extend({
  projectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(MAINTENANCE_PLAN_STATUSES, { message: 'validation.invalid' }).optional(),
  type: z.enum(MAINTENANCE_PLAN_TYPES, { message: 'validation.invalid' }).optional(),
});
export type MaintenancePlanListQuery = z.infer<typeof MaintenancePlanListQuerySchema>;

export const MaintenancePlanSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  deviceId: z.number().nullable(),
  assigneeId: z.number().nullable(),
  name: z.string(),
  type: z.enum(MAINTENANCE_PLAN_TYPES),
  status: z.enum(MAINTENANCE_PLAN_STATUSES),
  warrantyTime: z.number(),
  warrantyUnit: z.enum(CYCLE_UNITS),
  warrantyEnd: z.date(),
  cycle: z.number(),
  cycleUnit: z.enum(CYCLE_UNITS),
  startTime: z.date(),
  nextTime: z.date().nullable(),
  noticeTime: z.date().nullable(),
  advanceNotice: z.enum(ADVANCE_NOTICES),
  phone: z.string(),
  stopOnWarrantyEnd: z.boolean(),
  stopReason: z.enum(MAINTENANCE_STOP_REASONS).nullable(),
  /** The company's IANA time zone, in which the calendar runs and times are shown. */
  timeZone: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type MaintenancePlan = z.infer<typeof MaintenancePlanSchema>;

/** Which maintenance orders a list shows: all (maintain_list), mine (maintain_mine), submitted (maintain_submit query). */
export const MAINTENANCE_ORDER_VIEWS = ['all', 'mine', 'submitted'] as const;
export type MaintenanceOrderView = (typeof MAINTENANCE_ORDER_VIEWS)[number];

export const MaintenanceOrderListQuerySchema = ListQuerySchema.extend({
  view: z.enum(MAINTENANCE_ORDER_VIEWS).default('all'),
  projectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  planId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type MaintenanceOrderListQuery = z.infer<typeof MaintenanceOrderListQuerySchema>;

export const MaintenanceOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  planId: z.number().nullable(),
  planName: z.string().nullable(),
  planDueAt: z.date().nullable(),
  problem: z.string(),
  contactPhone: z.string(),
  assigneeId: z.number().nullable(),
  assigneeName: z.string().nullable(),
  solution: z.string().nullable(),
  completedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type MaintenanceOrder = z.infer<typeof MaintenanceOrderSchema>;
