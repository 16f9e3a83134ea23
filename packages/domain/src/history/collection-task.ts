import { z } from 'zod';
import { ALARM_OPS, comparisonHolds, type SimpleCondition } from '../alarm/condition.js';
import { ListQuerySchema } from '../rbac/schemas.js';

/**
 * Historical collection tasks (spec §3 "historical collection task", §7 hisdataconfig): per
 * device, they decide which samples of their points are stored. Periodic: at most one sample per
 * interval per point. Conditional: every sample while a condition on the device's points holds
 * (comparisons and flag bits). Both only inside their time windows (e.g. 08:00-18:00).
 * A point no task covers keeps the default: every sample is stored.
 */
export const COLLECTION_MODES = ['periodic', 'conditional'] as const;
export type CollectionMode = (typeof COLLECTION_MODES)[number];

/** Spec §5: a report/collection interval is at least 2 seconds. */
export const COLLECTION_INTERVAL_MIN_S = 2;
export const COLLECTION_INTERVAL_MAX_S = 86_400;
/** Spec §5: report-like names (history, report, ...) up to 20 characters. */
export const COLLECTION_TASK_NAME_MAX = 20;
export const COLLECTION_TASK_POINTS_MAX = 200;
export const COLLECTION_CONDITIONS_MAX = 8;
export const COLLECTION_WINDOWS_MAX = 4;
/** Windows are read in this offset from UTC unless the task says otherwise (China, UTC+8). */
export const DEFAULT_UTC_OFFSET_MINUTES = 480;

const id = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);

/** "HH:MM", 00:00 to 24:00. */
export const DayTimeSchema = z
  .string({ message: 'validation.required' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: 'validation.dayTime' });

export function minutesOfClock(clock: string): number {
  const [h, m] = clock.split(':');
  return Number(h) * 60 + Number(m);
}

export const TimeWindowSchema = z
  .object({ start: DayTimeSchema, end: DayTimeSchema })
  .refine((w) => w.start !== w.end, { message: 'validation.windowEmpty', path: ['end'] });
export type TimeWindow = z.infer<typeof TimeWindowSchema>;

export const CollectionConditionSchema = z
  .object({
    pointId: id,
    op: z.enum(ALARM_OPS, { message: 'validation.invalid' }),
    value: z.number({ message: 'validation.required' }).finite(),
    value2: z.number().finite().optional(),
  })
  .refine((c) => !(c.op === 'bitSet' || c.op === 'bitClear') || (Number.isInteger(c.value) && c.value >= 0 && c.value <= 52), {
    message: 'validation.bitIndex',
    path: ['value'],
  });
export type CollectionCondition = z.infer<typeof CollectionConditionSchema>;

export const CollectionTaskBodySchema = z
  .object({
    name: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, { message: 'validation.required' })
      .max(COLLECTION_TASK_NAME_MAX, { message: 'validation.tooLong' }),
    deviceId: id,
    mode: z.enum(COLLECTION_MODES, { message: 'validation.invalid' }),
    /** Periodic tasks: seconds between stored samples of a point (≥ 2). */
    intervalS: z
      .number()
      .int({ message: 'validation.integer' })
      .min(COLLECTION_INTERVAL_MIN_S, { message: 'validation.collectionInterval' })
      .max(COLLECTION_INTERVAL_MAX_S, { message: 'validation.collectionInterval' })
      .nullish()
      .transform((v) => v ?? null),
    pointIds: z.array(id).min(1, { message: 'validation.selectOne' }).max(COLLECTION_TASK_POINTS_MAX),
    conditions: z.array(CollectionConditionSchema).max(COLLECTION_CONDITIONS_MAX).default([]),
    /** How several conditions combine. */
    logic: z.enum(['and', 'or']).default('and'),
    /** Empty: all day. */
    windows: z.array(TimeWindowSchema).max(COLLECTION_WINDOWS_MAX).default([]),
    utcOffsetMinutes: z.number().int().min(-720).max(840).default(DEFAULT_UTC_OFFSET_MINUTES),
    enabled: z.boolean().default(true),
  })
  .superRefine((task, ctx) => {
    if (task.mode === 'periodic' && task.intervalS === null)
      ctx.addIssue({ code: 'custom', message: 'validation.collectionInterval', path: ['intervalS'] });
    if (task.mode === 'conditional' && task.conditions.length === 0)
      ctx.addIssue({ code: 'custom', message: 'validation.conditionRequired', path: ['conditions'] });
  });
export type CollectionTaskBody = z.infer<typeof CollectionTaskBodySchema>;

export const CollectionTaskListQuerySchema = ListQuerySchema.extend({
  /** The tasks of a project's devices (the configuration hub's link). */
  projectId: z.coerce.number().int().positive().optional(),
  deviceId: z.coerce.number().int().positive().optional(),
});
export type CollectionTaskListQuery = z.infer<typeof CollectionTaskListQuerySchema>;

/** A task as the ingest hook holds it: what `decideSample` reads. */
export interface CollectionRule {
  id: number;
  mode: CollectionMode;
  intervalMs: number;
  conditions: readonly SimpleCondition[];
  logic: 'and' | 'or';
  /** [startMinute, endMinute) of the local day; an end before the start crosses midnight. */
  windows: readonly (readonly [number, number])[];
  utcOffsetMinutes: number;
}

export function ruleOf(task: {
  id: number;
  mode: CollectionMode;
  intervalS: number | null;
  conditions: readonly CollectionCondition[];
  logic: 'and' | 'or';
  windows: readonly TimeWindow[];
  utcOffsetMinutes: number;
}): CollectionRule {
  return {
    id: task.id,
    mode: task.mode,
    intervalMs: (task.intervalS ?? COLLECTION_INTERVAL_MIN_S) * 1000,
    conditions: task.conditions.map((c) => ({ op: c.op, value: c.value, value2: c.value2, pointId: c.pointId })),
    logic: task.logic,
    windows: task.windows.map((w) => [minutesOfClock(w.start), minutesOfClock(w.end)] as const),
    utcOffsetMinutes: task.utcOffsetMinutes,
  };
}

const DAY_MS = 86_400_000;

/** Whether `ts` falls in one of the windows (none: always). */
export function inWindows(rule: Pick<CollectionRule, 'windows' | 'utcOffsetMinutes'>, ts: number): boolean {
  if (rule.windows.length === 0) return true;
  const local = (((ts + rule.utcOffsetMinutes * 60_000) % DAY_MS) + DAY_MS) % DAY_MS;
  const minute = local / 60_000;
  for (const [start, end] of rule.windows) {
    if (start < end ? minute >= start && minute < end : minute >= start || minute < end) return true;
  }
  return false;
}

/** Whether a conditional rule's condition holds; a value it needs that was never seen: no. */
export function collectionConditionHolds(rule: Pick<CollectionRule, 'conditions' | 'logic'>, values: ReadonlyMap<number, number>): boolean {
  if (rule.conditions.length === 0) return false;
  const test = (c: SimpleCondition) => {
    const v = values.get(c.pointId!);
    return v !== undefined && Number.isFinite(v) && comparisonHolds(c, v);
  };
  return rule.logic === 'or' ? rule.conditions.some(test) : rule.conditions.every(test);
}

export interface SampleDecision {
  store: boolean;
  /** The rules that took the sample (the caller records their time; conditional ones are captures). */
  takenBy: CollectionRule[];
}

/**
 * Whether one sample of a point covered by `rules` is stored. `lastStored(ruleId)` is when the
 * rule last stored a sample of this point (periodic: one per interval). `values` are the device's
 * newest values by point ID, this message's included.
 */
export function decideSample(
  rules: readonly CollectionRule[],
  ts: number,
  values: ReadonlyMap<number, number>,
  lastStored: (ruleId: number) => number | undefined,
): SampleDecision {
  const takenBy: CollectionRule[] = [];
  for (const rule of rules) {
    if (!inWindows(rule, ts)) continue;
    if (rule.mode === 'periodic') {
      const last = lastStored(rule.id);
      if (last === undefined || ts - last >= rule.intervalMs) takenBy.push(rule);
    } else if (collectionConditionHolds(rule, values)) takenBy.push(rule);
  }
  return { store: takenBy.length > 0, takenBy };
}
