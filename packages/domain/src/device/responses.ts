import { z } from 'zod';
import { PlcFailureSchema } from './plc-failure.js';
import { PlcSettingsSchema } from './plc-settings.js';

/** A device as the API answers it: every field but the secrets, which say only whether they are set. */
export const DeviceSummarySchema = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  name: z.string(),
  boxId: z.string(),
  boxName: z.string().nullable(),
  number: z.string().nullable(),
  deviceTypeId: z.number().nullable(),
  groupId: z.number().nullable(),
  treeId: z.number().nullable(),
  communicationDevice: z.string().nullable(),
  networkNumber: z.string().nullable(),
  siteNumber: z.string().nullable(),
  ip: z.string().nullable(),
  port: z.number(),
  unitId: z.number(),
  protocol: z.string(),
  highLowSwap: z.boolean(),
  positionMode: z.string(),
  gps: z.string().nullable(),
  registerLocationAddress: z.string().nullable(),
  performanceMode: z.string(),
  remoteId: z.string().nullable(),
  /** The protocol's settings (`plc-settings.ts`); null: none stored. */
  plcSettings: PlcSettingsSchema.nullable().optional(),
  /** Why the PLC last failed, as the box reported it; null while it answers (`plcFailureMessage` words it). */
  plcFailure: PlcFailureSchema.nullable().optional(),
  status: z.enum(['online', 'comm_failure', 'offline']),
  statusAt: z.date().nullable(),
  configVersion: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
  boxPasswordSet: z.boolean(),
  vncPasswordSet: z.boolean(),
  remotePasswordSet: z.boolean(),
  plcPasswordSet: z.boolean().optional(),
  pointCount: z.number(),
});
export type DeviceSummary = z.infer<typeof DeviceSummarySchema>;

export const PointSummarySchema = z.object({
  id: z.number(),
  deviceId: z.number(),
  name: z.string(),
  area: z.string(),
  address: z.number(),
  dataType: z.number(),
  length: z.number(),
  startBit: z.number().nullable(),
  intervalMs: z.number(),
  unit: z.string().nullable(),
  decimals: z.number(),
  slope: z.number().nullable(),
  intercept: z.number().nullable(),
  upperLimit: z.number().nullable(),
  lowerLimit: z.number().nullable(),
  maxData: z.number().nullable(),
  minData: z.number().nullable(),
  maxProportion: z.number().nullable(),
  minProportion: z.number().nullable(),
  displayFormat: z.number(),
  writable: z.boolean(),
  save: z.boolean(),
  valueDescription: z.string().nullable(),
  multiSegment: z.string().nullable(),
  registerGroup: z.string().nullable(),
  statusTableId: z.number().nullable().optional(),
  /** The words of the point's status table (`formatReading` shows them before `multiSegment`). */
  statusWords: z.string().nullable().optional(),
  /** OPC UA NodeId or S7 address (area `opcua` / `s7`). */
  tag: z.string().nullable().optional(),
  /** The Modbus RTU unit of the point when not the device's. */
  unitId: z.number().nullable().optional(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type PointSummary = z.infer<typeof PointSummarySchema>;

export const DeviceTypeSummarySchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  remarks: z.string().nullable(),
  createdAt: z.date(),
});

/** A point's current value (`GET /devices/:id/live`): `value` after scaling, `display` formatted. */
export const LiveValueSchema = z.object({
  pointId: z.number(),
  name: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  display: z.string(),
  unit: z.string().nullable(),
  ts: z.string().nullable(),
  writable: z.boolean(),
  dataType: z.number(),
  registerGroup: z.string().nullable(),
  /**
   * `bad`: the device's last value for this point was dropped (missing, not finite, or outside its
   * register type); `value` is then null rather than an older number shown as current.
   */
  quality: z.enum(['good', 'bad']),
});
export type LiveValueResponse = z.infer<typeof LiveValueSchema>;

export const WriteValueSchema = z.object({ value: z.union([z.number(), z.string().max(256), z.boolean()]) });
export const CommandOutcomeSchema = z.object({
  commandId: z.string(),
  status: z.enum(['ok', 'error', 'timeout']),
  error: z.string().optional(),
});

export const StatusEventsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const HourlyOutputQuerySchema = z.object({
  date: z.iso.date(),
  pointId: z.coerce.number().int().positive(),
  /** The viewer's offset from UTC in minutes (UTC+8 is 480): the day starts at their midnight. */
  utcOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(480),
});

/** `GET /points/:id/history`: `bucket` raw samples, fixed buckets, or `auto` (raw when small). */
export const HISTORY_BUCKETS = ['raw', '1m', '1h', '1d', 'auto'] as const;
export type HistoryBucket = (typeof HISTORY_BUCKETS)[number];
/** The most points one series sends to a browser; `auto` picks the bucket that stays under it. */
export const HISTORY_MAX_POINTS = 2000;
export const HistoryQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    bucket: z.enum(HISTORY_BUCKETS).default('auto'),
  })
  .refine((q) => Date.parse(q.from) <= Date.parse(q.to), { path: ['to'], error: 'validation.rangeOrder' });
