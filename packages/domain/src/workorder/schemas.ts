import { z } from 'zod';
import { calendarDateSchema } from '../input/dates.js';
import { PhoneSchema } from '../account/verification.js';
import { ListQuerySchema } from '../rbac/schemas.js';
import { WORK_ORDER_LOG_ACTIONS, WORK_ORDER_STATUSES } from './states.js';

/** Limits of a repair/maintenance order (spec §3, §5), read by the server schema and the forms. */
export const WORK_ORDER_PROBLEM_MAX_LENGTH = 500;
export const WORK_ORDER_CONTACT_NAME_MAX_LENGTH = 32;
export const WORK_ORDER_SOLUTION_MAX_LENGTH = 500;
export const WORK_ORDER_SUGGESTION_MAX_LENGTH = 500;
export const WORK_ORDER_NOTE_MAX_LENGTH = 200;
export const WORK_ORDER_WORKING_HOURS_MAX = 10_000;
export const WORK_ORDER_DETAIL_MAX_LENGTH = 1000;

/** Service nature (spec §3): check, maintenance, replace, overhaul, retired. */
export const WORK_ORDER_NATURES = ['check', 'maintenance', 'replace', 'overhaul', 'retired'] as const;
export type WorkOrderNature = (typeof WORK_ORDER_NATURES)[number];

/** Repair or maintenance order (spec §3). */
export const WORK_ORDER_KINDS = ['repair', 'maintenance'] as const;
export type WorkOrderKind = (typeof WORK_ORDER_KINDS)[number];

/** Where an order came from: staff entry, a repair request, an alarm, a maintenance plan. */
export const WORK_ORDER_SOURCES = ['manual', 'request', 'alarm', 'plan'] as const;
export type WorkOrderSource = (typeof WORK_ORDER_SOURCES)[number];

const id = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);

const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar day, YYYY-MM-DD. */
const DueDateSchema = calendarDateSchema();

export const WorkOrderCreateSchema = z.object({
  projectId: id,
  deviceId: id.nullish(),
  problem: requiredText(WORK_ORDER_PROBLEM_MAX_LENGTH),
  contactName: requiredText(WORK_ORDER_CONTACT_NAME_MAX_LENGTH),
  contactPhone: PhoneSchema,
  nature: z.enum(WORK_ORDER_NATURES, { message: 'validation.invalid' }).nullish(),
  dueDate: DueDateSchema.nullish(),
  /** Service detail (spec §3): what is to be done, beside the customer's problem. */
  detail: optionalText(WORK_ORDER_DETAIL_MAX_LENGTH),
  /** End of the device's warranty (spec §3 "warranty time"), a calendar day. */
  warrantyUntil: DueDateSchema.nullish(),
  public: z.boolean().optional(),
});
export type WorkOrderCreate = z.infer<typeof WorkOrderCreateSchema>;

/** Editing a pending order: every field of its creation but the project (an order stays on its project). */
export const WorkOrderEditSchema = WorkOrderCreateSchema.omit({ projectId: true });
export type WorkOrderEdit = z.infer<typeof WorkOrderEditSchema>;

/** dispatch and transfer */
export const WorkOrderAssignSchema = z.object({ assigneeId: id, note: optionalText(WORK_ORDER_NOTE_MAX_LENGTH) });
export type WorkOrderAssign = z.infer<typeof WorkOrderAssignSchema>;

export const WorkOrderCompleteSchema = z.object({
  solution: requiredText(WORK_ORDER_SOLUTION_MAX_LENGTH),
  suggestion: optionalText(WORK_ORDER_SUGGESTION_MAX_LENGTH),
  workingHours: z.number().min(0).max(WORK_ORDER_WORKING_HOURS_MAX).nullish(),
  note: optionalText(WORK_ORDER_NOTE_MAX_LENGTH),
});
export type WorkOrderComplete = z.infer<typeof WorkOrderCompleteSchema>;

export const WorkOrderReturnSchema = z.object({ note: requiredText(WORK_ORDER_NOTE_MAX_LENGTH) });
export type WorkOrderReturn = z.infer<typeof WorkOrderReturnSchema>;

/** Actions without a required body (cancel-dispatch, accept, start, cancel) take an optional note. */
export const WorkOrderNoteSchema = z.object({ note: optionalText(WORK_ORDER_NOTE_MAX_LENGTH) }).nullish();
export type WorkOrderNote = z.infer<typeof WorkOrderNoteSchema>;

export const WorkOrderListQuerySchema = ListQuerySchema.extend({
  status: z.enum(WORK_ORDER_STATUSES, { message: 'validation.invalid' }).optional(),
  projectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** `me`: orders assigned to the caller. */
  assigneeId: z.union([z.literal('me'), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
});
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuerySchema>;

export const WorkOrderSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number(),
  deviceId: z.number().nullable(),
  number: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  nature: z.string().nullable(),
  problem: z.string(),
  /** The problem in English when Fieldlink wrote it (an alarm's order); null when a person wrote or edited it. */
  problemEn: z.string().nullable().optional(),
  contactName: z.string(),
  contactPhone: z.string(),
  assigneeId: z.number().nullable(),
  creatorId: z.number().nullable(),
  dispatcherId: z.number().nullable(),
  solution: z.string().nullable(),
  suggestion: z.string().nullable(),
  workingHours: z.number().nullable(),
  dueDate: z.string().nullable(),
  detail: z.string().nullable(),
  warrantyUntil: z.string().nullable(),
  kind: z.string(),
  source: z.string(),
  completedAt: z.date().nullable(),
  /** The alarm that opened it (issue 39: its repair is judged by the data). */
  alarmId: z.number().nullable().optional(),
  /** null: no alarm; else awaiting, verified, not_verifiable, recurred or manual (VERIFICATION_STATES). */
  verification: z.string().nullable().optional(),
  verifiedAt: z.date().nullable().optional(),
  repeatCount: z.number().optional(),
  followUpOf: z.number().nullable().optional(),
  public: z.boolean(),
  version: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type WorkOrder = z.infer<typeof WorkOrderSchema>;

export const WorkOrderLogEntrySchema = z.object({
  action: z.enum(WORK_ORDER_LOG_ACTIONS),
  /** The acting user's name. */
  by: z.string().nullable(),
  byId: z.number().nullable(),
  at: z.date(),
  note: z.string().nullable(),
  fromStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
  toStatus: z.enum(WORK_ORDER_STATUSES),
});
export type WorkOrderLogEntry = z.infer<typeof WorkOrderLogEntrySchema>;

export const WorkOrderFileSchema = z.object({ id: z.number(), kind: z.string(), url: z.string(), at: z.date() });
export type WorkOrderFile = z.infer<typeof WorkOrderFileSchema>;

export const WorkOrderDetailSchema = WorkOrderSchema.extend({
  log: z.array(WorkOrderLogEntrySchema),
  files: z.array(WorkOrderFileSchema),
  projectName: z.string().nullable(),
  deviceName: z.string().nullable(),
  assigneeName: z.string().nullable(),
  creatorName: z.string().nullable(),
});

/** Orders per status in the caller's view (orderReview cards). */
export const WorkOrderCountsSchema = z.record(z.enum(WORK_ORDER_STATUSES), z.number());
export type WorkOrderCounts = z.infer<typeof WorkOrderCountsSchema>;
export type WorkOrderDetail = z.infer<typeof WorkOrderDetailSchema>;

/** Service number: WO-YYYYMMDD-NNNN, the day (UTC) the order was opened and its sequence in the company that day. */
export const WORK_ORDER_NUMBER_PATTERN = /^WO-\d{8}-\d{4,}$/;

export function workOrderNumberPrefix(day: Date): string {
  return `WO-${day.toISOString().slice(0, 10).replaceAll('-', '')}-`;
}

export function workOrderNumber(day: Date, sequence: number): string {
  return `${workOrderNumberPrefix(day)}${String(sequence).padStart(4, '0')}`;
}
