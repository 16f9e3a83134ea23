import { z } from 'zod';
import { DEVICE_STATES } from '../history/status-statistics.js';
import type { PageResult } from '../http/envelope.js';

/**
 * The answers of the data-analysis lists (`/analysis/*`): declared once here, the server's response
 * schemas and the web's types.
 */

/** A list's page; `limitedFrom` when HisDataLimit moved the range's start (null = not moved). */
export function analysisPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), limitedFrom: z.string().nullable() });
}
export type AnalysisPage<T> = PageResult<T> & { limitedFrom: string | null };

/** A point's display fields that come with its values (decimals, words, display name). */
const pointDisplay = {
  pointName: z.string(),
  unit: z.string().nullable(),
  decimals: z.number().nullable(),
  dataType: z.number().nullable(),
  multiSegment: z.string().nullable(),
  valueDescription: z.string().nullable(),
};

/** A value change of stored samples, or a user's write with who and its outcome. */
export const ValueChangeRowSchema = z.object({
  source: z.enum(['change', 'write']),
  pointId: z.number(),
  ...pointDisplay,
  ts: z.string(),
  previous: z.string().nullable(),
  value: z.string().nullable(),
  userName: z.string().nullable(),
  status: z.string().nullable(),
});
export type ValueChangeRow = z.infer<typeof ValueChangeRowSchema>;

/** A device's state change (gateway log) and until when it held. */
export const GatewayLogRowSchema = z.object({
  id: z.number(),
  deviceId: z.number(),
  deviceName: z.string(),
  status: z.enum(DEVICE_STATES),
  reason: z.string().nullable(),
  at: z.string(),
  until: z.string().nullable(),
});
export type GatewayLogRow = z.infer<typeof GatewayLogRowSchema>;

/** A device's time in each state over one local day (equipment status statistics). */
export const StatusDayRowSchema = z.object({
  deviceId: z.number(),
  deviceName: z.string(),
  projectName: z.string(),
  day: z.string(),
  onlineMs: z.number(),
  commFailureMs: z.number(),
  offlineMs: z.number(),
  unknownMs: z.number(),
  onlineCount: z.number(),
});
export type StatusDayRow = z.infer<typeof StatusDayRowSchema>;

/** A sample a conditional collection task captured, with its condition written out. */
export const CaptureRowSchema = z.object({
  id: z.number(),
  taskId: z.number(),
  taskName: z.string(),
  condition: z.string(),
  deviceId: z.number(),
  deviceName: z.string(),
  pointId: z.number(),
  ...pointDisplay,
  ts: z.string(),
  value: z.string().nullable(),
});
export type CaptureRow = z.infer<typeof CaptureRowSchema>;
