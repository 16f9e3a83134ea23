import { z } from 'zod';
import { formatReading, pointLabel, type ReadingPoint } from '../datapoint/reading.js';
import { intBetween, optionalText } from '../datapoint/schemas.js';
import type { Language } from '../language.js';
import { ListQuerySchema } from '../rbac/schemas.js';
import { BRACKETS_PATTERN } from '../text.js';
import { ALARM_BIT_MAX, ALARM_CONDITIONS_MAX, ALARM_OPS, BIT_OPS, RANGE_OPS, type AlarmCondition } from './condition.js';
import { ALARM_LEVELS, ALARM_STATES } from './levels.js';
import { RECURRENCE_WINDOW_LIMITS, VERIFICATION_WINDOW_LIMITS } from '../reliability/verification.js';

/** Limits of an alarm source (spec §3, §5: alarm names up to 20), read by the server and the forms. */
export const ALARM_NAME_MAX_LENGTH = 20;
export const ALARM_DESCRIPTION_MAX_LENGTH = 200;
export const ALARM_TEXT_MAX_LENGTH = 100;
export const ALARM_RECORDED_POINTS_MAX = 10;
export const ALARM_MIN_DURATION_MAX_MS = 86_400_000;
export const ALARM_MAX_COUNT_MAX = 1000;
/** Longest range the statistics cover. */
export const ALARM_STATISTICS_MAX_DAYS = 366;

const id = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const finite = z.number({ message: 'validation.required' }).refine(Number.isFinite, { message: 'validation.invalid' });

export const AlarmNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(ALARM_NAME_MAX_LENGTH, { message: 'validation.tooLong' })
  .refine((v) => !BRACKETS_PATTERN.test(v), { message: 'validation.noBrackets' });

export const AlarmLevelSchema = z.literal(ALARM_LEVELS, { message: 'validation.alarmLevel' });

export const SimpleConditionSchema = z
  .object({
    op: z.enum(ALARM_OPS, { message: 'validation.alarmOp' }),
    value: finite,
    value2: finite.optional(),
    pointId: id.optional(),
  })
  .superRefine((c, ctx) => {
    if (RANGE_OPS.includes(c.op) && c.value2 === undefined)
      ctx.addIssue({ code: 'custom', path: ['value2'], message: 'validation.alarmValue2' });
    if (BIT_OPS.includes(c.op) && !(Number.isInteger(c.value) && c.value >= 0 && c.value <= ALARM_BIT_MAX))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.between', params: { min: 0, max: ALARM_BIT_MAX } });
  });

const comparisons = z.array(SimpleConditionSchema).min(1, { message: 'validation.required' }).max(ALARM_CONDITIONS_MAX, {
  message: 'validation.tooLong',
});
export const AlarmConditionSchema: z.ZodType<AlarmCondition> = z.union([
  z.object({ all: comparisons }).strict(),
  z.object({ any: comparisons }).strict(),
  SimpleConditionSchema,
]) as z.ZodType<AlarmCondition>;

const fields = {
  pointId: id,
  name: AlarmNameSchema,
  level: AlarmLevelSchema,
  condition: AlarmConditionSchema,
  deadband: z.number().min(0, { message: 'validation.invalid' }).refine(Number.isFinite).optional(),
  minDurationMs: intBetween(0, ALARM_MIN_DURATION_MAX_MS).optional(),
  maxCountEnabled: z.boolean().optional(),
  maxCount: intBetween(1, ALARM_MAX_COUNT_MAX).nullish(),
  generateWorkOrder: z.boolean().optional(),
  recordedPointIds: z.array(id).max(ALARM_RECORDED_POINTS_MAX, { message: 'validation.tooLong' }).optional(),
  description: optionalText(ALARM_DESCRIPTION_MAX_LENGTH),
  textZh: optionalText(ALARM_TEXT_MAX_LENGTH),
  textEn: optionalText(ALARM_TEXT_MAX_LENGTH),
  enabled: z.boolean().optional(),
  /** Issue 39: the source's verification and recurrence windows (seconds). */
  verificationWindowS: intBetween(VERIFICATION_WINDOW_LIMITS.min, VERIFICATION_WINDOW_LIMITS.max).optional(),
  recurrenceWindowS: intBetween(RECURRENCE_WINDOW_LIMITS.min, RECURRENCE_WINDOW_LIMITS.max).optional(),
};

const maxCountGiven = (v: { maxCountEnabled?: boolean | undefined; maxCount?: number | null | undefined }) =>
  !v.maxCountEnabled || (v.maxCount !== undefined && v.maxCount !== null);

export const AlarmSourceCreateSchema = z.object(fields).refine(maxCountGiven, { path: ['maxCount'], message: 'validation.required' });
export type AlarmSourceCreate = z.infer<typeof AlarmSourceCreateSchema>;

/** PUT: any field; the merged source is checked again. */
export const AlarmSourceUpdateSchema = z.object(fields).partial();
export type AlarmSourceUpdate = z.infer<typeof AlarmSourceUpdateSchema>;

export const AlarmSourceListQuerySchema = ListQuerySchema.extend({
  projectId: queryId.optional(),
  deviceId: queryId.optional(),
  pointId: queryId.optional(),
  level: z.coerce.number().pipe(AlarmLevelSchema).optional(),
});
export type AlarmSourceListQuery = z.infer<typeof AlarmSourceListQuerySchema>;

export const AlarmSourceSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number(),
  deviceId: z.number(),
  pointId: z.number(),
  pointName: z.string().nullable().optional(),
  deviceName: z.string().nullable().optional(),
  name: z.string(),
  level: z.number(),
  condition: z.unknown(),
  deadband: z.number(),
  minDurationMs: z.number(),
  maxCountEnabled: z.boolean(),
  maxCount: z.number().nullable(),
  generateWorkOrder: z.boolean(),
  verificationWindowS: z.number().optional(),
  recurrenceWindowS: z.number().optional(),
  recordedPointIds: z.array(z.number()),
  description: z.string().nullable(),
  textZh: z.string().nullable(),
  textEn: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AlarmSource = z.infer<typeof AlarmSourceSchema>;

/** `open`: active or acknowledged (not cleared yet). */
export const ALARM_STATE_FILTERS = [...ALARM_STATES, 'open'] as const;

const isoTime = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'validation.invalid' })
  .transform((v) => new Date(v));

export const AlarmListQuerySchema = ListQuerySchema.extend({
  state: z.enum(ALARM_STATE_FILTERS, { message: 'validation.invalid' }).optional(),
  level: z.coerce.number().pipe(AlarmLevelSchema).optional(),
  projectId: queryId.optional(),
  deviceId: queryId.optional(),
  pointId: queryId.optional(),
  alarmSourceId: queryId.optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
});
export type AlarmListQuery = z.infer<typeof AlarmListQuerySchema>;

export const AlarmCountsQuerySchema = z.object({ projectId: queryId.optional(), deviceId: queryId.optional() });
export type AlarmCountsQuery = z.infer<typeof AlarmCountsQuerySchema>;

export const AlarmStatisticsQuerySchema = z
  .object({ from: isoTime.optional(), to: isoTime.optional(), projectId: queryId.optional(), deviceId: queryId.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'validation.rangeOrder' })
  .refine((q) => !q.from || !q.to || q.to.getTime() - q.from.getTime() <= ALARM_STATISTICS_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: 'validation.alarmRange',
  });
export type AlarmStatisticsQuery = z.infer<typeof AlarmStatisticsQuerySchema>;

export const RecordedValueSchema = z.object({ pointId: z.number(), name: z.string(), value: z.number().nullable() });
export type RecordedValue = z.infer<typeof RecordedValueSchema>;

export const AlarmSchema = z.object({
  id: z.number(),
  alarmSourceId: z.number().nullable(),
  /** The geofence whose crossing raised it (GPS), else null; such an alarm has no point (`pointId` 0). */
  geofenceId: z.number().nullable().optional(),
  companyId: z.number(),
  projectId: z.number(),
  deviceId: z.number(),
  pointId: z.number(),
  name: z.string(),
  level: z.number(),
  state: z.enum(ALARM_STATES),
  value: z.number().nullable(),
  textZh: z.string(),
  textEn: z.string(),
  recorded: z.array(RecordedValueSchema),
  raisedAt: z.date(),
  acknowledgedAt: z.date().nullable(),
  acknowledgedBy: z.number().nullable(),
  acknowledgedByName: z.string().nullable().optional(),
  clearedAt: z.date().nullable(),
  clearedBy: z.number().nullable(),
  clearedByName: z.string().nullable().optional(),
  workOrderId: z.number().nullable(),
  deviceName: z.string().nullable().optional(),
  projectName: z.string().nullable().optional(),
  pointName: z.string().nullable().optional(),
  /** The point's display fields, so a client shows `value` as people read it (`formatReading`). */
  pointUnit: z.string().nullable().optional(),
  pointDecimals: z.number().nullable().optional(),
  pointDataType: z.number().nullable().optional(),
  pointDisplayFormat: z.number().nullable().optional(),
  pointDescription: z.string().nullable().optional(),
  pointWords: z.string().nullable().optional(),
  pointStatusWords: z.string().nullable().optional(),
});
export type Alarm = z.infer<typeof AlarmSchema>;

/** The point of an alarm row as `formatReading` and `pointLabel` take it. */
export function alarmPoint(alarm: {
  pointName?: string | null;
  pointUnit?: string | null;
  pointDecimals?: number | null;
  pointDataType?: number | null;
  pointDisplayFormat?: number | null;
  pointDescription?: string | null;
  pointWords?: string | null;
  pointStatusWords?: string | null;
}): ReadingPoint {
  return {
    name: alarm.pointName,
    unit: alarm.pointUnit,
    decimals: alarm.pointDecimals,
    dataType: alarm.pointDataType,
    displayFormat: alarm.pointDisplayFormat,
    valueDescription: alarm.pointDescription,
    multiSegment: alarm.pointWords,
    statusWords: alarm.pointStatusWords,
  };
}

export const AlarmCountsSchema = z.object({
  byProject: z.array(z.object({ projectId: z.number(), open: z.number(), unacknowledged: z.number(), maxLevel: z.number() })),
  byDevice: z.array(
    z.object({ deviceId: z.number(), projectId: z.number(), open: z.number(), unacknowledged: z.number(), maxLevel: z.number() }),
  ),
});
export type AlarmCounts = z.infer<typeof AlarmCountsSchema>;

export const AlarmStatisticsSchema = z.object({
  from: z.date(),
  to: z.date(),
  total: z.number(),
  byLevel: z.array(z.object({ level: z.number(), count: z.number() })),
  byDay: z.array(z.object({ day: z.string(), count: z.number() })),
  byDevice: z.array(z.object({ deviceId: z.number(), deviceName: z.string().nullable(), count: z.number() })),
});
export type AlarmStatistics = z.infer<typeof AlarmStatisticsSchema>;

/** The alarm's text in both languages: the source's own, else "<name>: <value> <unit>" as people read it. */
export function alarmTexts(
  source: { name: string; textZh?: string | null; textEn?: string | null },
  value: number | null,
  point: ReadingPoint = {},
): { 'zh-CN': string; 'en-US': string } {
  return {
    'zh-CN': source.textZh || `[报警] ${source.name}: ${formatReading(value, point, 'zh-CN')}`,
    'en-US': source.textEn || `[Alarm] ${source.name}: ${formatReading(value, point, 'en-US')}`,
  };
}

/** The values recorded with an alarm, "name=value unit, …", labelled and formatted in `language`. */
export function recordedText(
  recorded: readonly { pointId: number; name: string; value: number | null }[],
  points: ReadonlyMap<number, ReadingPoint>,
  language: Language,
): string {
  return recorded
    .map((r) => {
      const point = points.get(r.pointId) ?? { name: r.name };
      return `${pointLabel({ name: r.name, ...point }, language)}=${formatReading(r.value, point, language)}`;
    })
    .join(', ');
}
