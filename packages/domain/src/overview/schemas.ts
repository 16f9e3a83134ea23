import { z } from 'zod';
import { ALARM_LEVELS, ALARM_STATES } from '../alarm/levels.js';
import { DEVICE_STATUSES } from '../device/schemas.js';
import { WORK_ORDER_STATUSES } from '../workorder/states.js';

/** Most rows of each "latest" list on the home page. */
export const OVERVIEW_LATEST_ROWS = 5;
/** Most devices the home page follows on the stream (one subscribe message carries at most 500). */
export const OVERVIEW_LIVE_DEVICES_MAX = 200;
/** Most projects placed on the home map. */
export const OVERVIEW_PROJECTS_MAX = 500;
/** Most devices whose output the home page lists. */
export const OVERVIEW_OUTPUT_DEVICES_MAX = 20;

const count = z.number().int().min(0);

export const OverviewAlarmSchema = z.object({
  id: z.number(),
  level: z.literal(ALARM_LEVELS),
  state: z.enum(ALARM_STATES),
  name: z.string(),
  textZh: z.string(),
  textEn: z.string(),
  deviceId: z.number(),
  deviceName: z.string(),
  projectName: z.string(),
  raisedAt: z.date(),
});

export const OverviewWorkOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  problem: z.string(),
  projectName: z.string().nullable(),
  createdAt: z.date(),
});

/** Today's output of one device: the increase of its counter point since the company's midnight. */
export const OverviewOutputSchema = z.object({
  deviceId: z.number(),
  deviceName: z.string(),
  projectName: z.string(),
  pointId: z.number(),
  pointName: z.string(),
  /** The point's display name in both languages ("中文|English"), as `pointLabel` reads it. */
  pointDescription: z.string().nullable(),
  unit: z.string().nullable(),
  decimals: z.number().int(),
  /** null when no sample arrived today. */
  value: z.number().nullable(),
  /** The company's local midnight the value counts from. */
  since: z.date(),
});

/**
 * GET /overview: the caller's fleet within their row scope. `alarms` is null when the caller may not
 * view alarm records; work orders are those the caller may see (assigned ones too, for a grade 2 user).
 */
export const OverviewSchema = z.object({
  devices: z.object({ total: count, byStatus: z.record(z.enum(DEVICE_STATUSES), count) }),
  /** Devices to follow on the stream for state changes and alarms (at most OVERVIEW_LIVE_DEVICES_MAX). */
  liveDeviceIds: z.array(z.number()),
  alarms: z
    .object({
      /** Open alarms (active or acknowledged) per level. */
      byLevel: z.record(z.enum(ALARM_LEVELS.map(String) as ['1', '2', '3', '4']), count),
      latest: z.array(OverviewAlarmSchema),
    })
    .nullable(),
  workOrders: z.object({ byStatus: z.record(z.enum(WORK_ORDER_STATUSES), count), latest: z.array(OverviewWorkOrderSchema) }),
  projects: z.array(z.object({ id: z.number(), name: z.string(), location: z.string(), devices: count })),
  output: z.array(OverviewOutputSchema),
});
export type Overview = z.infer<typeof OverviewSchema>;
export type OverviewAlarm = z.infer<typeof OverviewAlarmSchema>;
export type OverviewWorkOrder = z.infer<typeof OverviewWorkOrderSchema>;
export type OverviewOutput = z.infer<typeof OverviewOutputSchema>;
