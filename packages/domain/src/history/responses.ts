import { z } from 'zod';
import { ALARM_OPS } from '../alarm/condition.js';
import { COLLECTION_MODES } from './collection-task.js';

/**
 * The answers of the history and collection-task routes: declared once here, the server's response
 * schemas and the web's types (dates as `Date` on the server, ISO text in the web's `Json<…>`).
 */

/** A stored sample: a number, or the text of a Char point. */
export const RawPointSchema = z.object({ ts: z.string(), value: z.union([z.number(), z.string()]).nullable() });
export type RawPoint = z.infer<typeof RawPointSchema>;

/** A roll-up bucket (1m, 1h, 1d) starting at `ts`. */
export const BucketPointSchema = z.object({ ts: z.string(), min: z.number(), max: z.number(), avg: z.number(), last: z.number() });
export type BucketPoint = z.infer<typeof BucketPointSchema>;

export const SeriesPointSchema = z.union([BucketPointSchema, RawPointSchema]);
export type SeriesPoint = z.infer<typeof SeriesPointSchema>;
export const isBucketPoint = (p: SeriesPoint): p is BucketPoint => 'avg' in p;

/** `GET /points/:id/history`: one point's raw samples or buckets (header x-history-limited-from when clamped). */
export const PointHistorySchema = z.array(SeriesPointSchema);

/** The resolution an answer is on (`auto` resolved). */
export const HISTORY_RESOLUTIONS = ['raw', '1m', '1h', '1d'] as const;

export const HistorySeriesSchema = z.object({
  pointId: z.number(),
  name: z.string(),
  unit: z.string().nullable(),
  deviceId: z.number(),
  deviceName: z.string(),
  points: z.array(SeriesPointSchema),
});
export type HistorySeries = z.infer<typeof HistorySeriesSchema>;

/** `GET /history`: several series on one resolution; `limitedFrom` when HisDataLimit moved `from`. */
export const HistoryAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(HISTORY_RESOLUTIONS),
  limitedFrom: z.string().nullable(),
  series: z.array(HistorySeriesSchema),
});
export type HistoryAnswer = z.infer<typeof HistoryAnswerSchema>;

/** `GET /history/limit`: the caller's HisDataLimit (null = none) and the earliest moment it allows. */
export const HistoryLimitAnswerSchema = z.object({ hisDataLimitDays: z.number().nullable(), earliest: z.string().nullable() });
export type HistoryLimitAnswer = z.infer<typeof HistoryLimitAnswerSchema>;

/** `/companies/:id/history-settings`: the stored retention (months) and HisDataLimit (days); null = default / none. */
export const HistorySettingsAnswerSchema = z.object({ retentionMonths: z.number().nullable(), hisDataLimitDays: z.number().nullable() });
/** `/users/:id/history-limit`: a user's own HisDataLimit (days; null = none of their own). */
export const UserHistoryLimitAnswerSchema = HistorySettingsAnswerSchema.pick({ hisDataLimitDays: true });
export type UserHistoryLimitAnswer = z.infer<typeof UserHistoryLimitAnswerSchema>;

/** A collection task as the API answers it (hisdataconfig list): its settings, its device's name, who made it and when. */
export const CollectionTaskSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  deviceId: z.number(),
  deviceName: z.string(),
  name: z.string(),
  mode: z.enum(COLLECTION_MODES),
  intervalS: z.number().nullable(),
  pointIds: z.array(z.number()),
  conditions: z.array(z.object({ pointId: z.number(), op: z.enum(ALARM_OPS), value: z.number(), value2: z.number().optional() })),
  logic: z.enum(['and', 'or']),
  windows: z.array(z.object({ start: z.string(), end: z.string() })),
  utcOffsetMinutes: z.number(),
  enabled: z.boolean(),
  createdBy: z.number().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type CollectionTask = z.infer<typeof CollectionTaskSchema>;
