import { z } from 'zod';
import { AlarmConditionSchema } from '../alarm/schemas.js';
import { intBetween, optionalText } from '../datapoint/schemas.js';
import { ListQuerySchema } from '../rbac/schemas.js';
import { BRACKETS_PATTERN } from '../text.js';

/** Limits of conditional automation (spec §3: trigger names up to 12; assignment and status names up to 20). */
export const TRIGGER_NAME_MAX_LENGTH = 12;
export const TRIGGER_DESCRIPTION_MAX_LENGTH = 200;
export const ASSIGNMENT_NAME_MAX_LENGTH = 20;
export const STATUS_NAME_MAX_LENGTH = 20;
export const STATUS_TEXT_MAX_LENGTH = 20;
export const STATUS_ENTRIES_MAX = 32;
export const TRIGGER_DURATION_MAX_MS = 86_400_000;
export const ASSIGNMENT_COOLDOWN_MAX_MS = 86_400_000;
/** The cooldown a new assignment gets unless one is given. */
export const ASSIGNMENT_COOLDOWN_DEFAULT_MS = 60_000;

const id = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const finite = z.number({ message: 'validation.required' }).refine(Number.isFinite, { message: 'validation.invalid' });

function nameOf(max: number) {
  return z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(max, { message: 'validation.tooLong' })
    .refine((v) => !BRACKETS_PATTERN.test(v), { message: 'validation.noBrackets' });
}

/* ---------- conditional triggers ---------- */

const triggerFields = {
  /** The point the condition is on; its device is the trigger's device. */
  pointId: id,
  name: nameOf(TRIGGER_NAME_MAX_LENGTH),
  /** The alarm sources' condition model: comparisons, AND/OR over points of the same device. */
  condition: AlarmConditionSchema,
  /** How long the condition must hold before the trigger fires. */
  minDurationMs: intBetween(0, TRIGGER_DURATION_MAX_MS).optional(),
  description: optionalText(TRIGGER_DESCRIPTION_MAX_LENGTH),
  enabled: z.boolean().optional(),
};
export const TriggerCreateSchema = z.object(triggerFields);
export type TriggerCreate = z.infer<typeof TriggerCreateSchema>;
export const TriggerUpdateSchema = z.object(triggerFields).partial();
export type TriggerUpdate = z.infer<typeof TriggerUpdateSchema>;

export const TriggerSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number(),
  deviceId: z.number(),
  deviceName: z.string().nullable().optional(),
  pointId: z.number(),
  pointName: z.string().nullable().optional(),
  /** The point's `valueDescription` ("中文|English"): its name as readers know it (`pointLabel`). */
  pointDescription: z.string().nullable().optional(),
  name: z.string(),
  condition: z.unknown(),
  minDurationMs: z.number(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Trigger = z.infer<typeof TriggerSchema>;

/* ---------- assignments ---------- */

export const ASSIGNMENT_SOURCES = ['constant', 'point'] as const;
export type AssignmentSource = (typeof ASSIGNMENT_SOURCES)[number];

const assignmentFields = {
  triggerId: id,
  name: nameOf(ASSIGNMENT_NAME_MAX_LENGTH),
  /** The point written; a writable point of the trigger's device. */
  targetPointId: id,
  /** What is written: a constant, or the current value of another point of the device. */
  source: z.enum(ASSIGNMENT_SOURCES, { message: 'validation.invalid' }),
  value: finite.nullish(),
  sourcePointId: id.nullish(),
  /** No second write by this assignment before this long after its last one. */
  cooldownMs: intBetween(0, ASSIGNMENT_COOLDOWN_MAX_MS).optional(),
  enabled: z.boolean().optional(),
};

type AssignmentShape = {
  source?: AssignmentSource | undefined;
  value?: number | null | undefined;
  sourcePointId?: number | null | undefined;
};
function checkSource(a: AssignmentShape, ctx: z.RefinementCtx) {
  if (a.source === 'constant' && (a.value === undefined || a.value === null))
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.required' });
  if (a.source === 'point' && (a.sourcePointId === undefined || a.sourcePointId === null))
    ctx.addIssue({ code: 'custom', path: ['sourcePointId'], message: 'validation.assignmentSource' });
}

export const AssignmentCreateSchema = z.object(assignmentFields).superRefine(checkSource);
export type AssignmentCreate = z.infer<typeof AssignmentCreateSchema>;
/** PUT: any field; the merged assignment is checked again (`checkAssignment`). */
export const AssignmentUpdateSchema = z.object(assignmentFields).partial();
export type AssignmentUpdate = z.infer<typeof AssignmentUpdateSchema>;
/** The merged assignment's rule, for the service after a PUT. */
export const AssignmentMergedSchema = z.object(assignmentFields).superRefine(checkSource);

export const AssignmentSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number(),
  deviceId: z.number(),
  triggerId: z.number(),
  triggerName: z.string().nullable().optional(),
  name: z.string(),
  targetPointId: z.number(),
  targetPointName: z.string().nullable().optional(),
  targetPointDescription: z.string().nullable().optional(),
  source: z.enum(ASSIGNMENT_SOURCES),
  value: z.number().nullable(),
  sourcePointId: z.number().nullable(),
  sourcePointName: z.string().nullable().optional(),
  sourcePointDescription: z.string().nullable().optional(),
  cooldownMs: z.number(),
  enabled: z.boolean(),
  lastWrittenAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const AutomationListQuerySchema = ListQuerySchema.extend({
  projectId: queryId.optional(),
  deviceId: queryId.optional(),
  triggerId: queryId.optional(),
});
export type AutomationListQuery = z.infer<typeof AutomationListQuerySchema>;

/* ---------- status tables ---------- */

const statusText = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(STATUS_TEXT_MAX_LENGTH, { message: 'validation.tooLong' })
  .refine((v) => !/[|;=；]/.test(v), { message: 'validation.statusText' });

export const StatusEntrySchema = z.object({
  value: z
    .number({ message: 'validation.required' })
    .int({ message: 'validation.integer' })
    .min(-2_147_483_648, { message: 'validation.invalid' })
    .max(2_147_483_647, { message: 'validation.invalid' }),
  zh: statusText,
  en: statusText,
});
export type StatusEntry = z.infer<typeof StatusEntrySchema>;

const entries = z
  .array(StatusEntrySchema)
  .min(1, { message: 'validation.required' })
  .max(STATUS_ENTRIES_MAX, { message: 'validation.tooLong' })
  .superRefine((list, ctx) => {
    const seen = new Set<number>();
    list.forEach((entry, index) => {
      if (seen.has(entry.value))
        ctx.addIssue({ code: 'custom', path: [index, 'value'], message: 'validation.statusDuplicate', params: { value: entry.value } });
      seen.add(entry.value);
    });
  });

const statusFields = { name: nameOf(STATUS_NAME_MAX_LENGTH), entries };
/** `companyId`: grade 0 names the company; everyone else works in their own. */
export const StatusTableCreateSchema = z.object({ ...statusFields, companyId: id.optional() });
export type StatusTableCreate = z.infer<typeof StatusTableCreateSchema>;
export const StatusTableUpdateSchema = z.object(statusFields).partial();
export type StatusTableUpdate = z.infer<typeof StatusTableUpdateSchema>;

export const StatusTableSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  entries: z.array(z.object({ value: z.number(), zh: z.string(), en: z.string() })),
  /** How many points show their values through the table. */
  pointCount: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type StatusTable = z.infer<typeof StatusTableSchema>;

/** `projectId`: only the tables that project's points read (the configuration hub's link). */
export const StatusTableListQuerySchema = ListQuerySchema.extend({
  projectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type StatusTableListQuery = z.infer<typeof StatusTableListQuerySchema>;

/**
 * A status table in the words format every formatter reads (`formatReading`'s `multiSegment`):
 * "0=停止|Stopped;1=运行|Running", in value order. A point that references the table shows these words.
 */
export function statusWords(list: readonly StatusEntry[]): string {
  return [...list]
    .sort((a, b) => a.value - b.value)
    .map((e) => `${e.value}=${e.zh}|${e.en}`)
    .join(';');
}
