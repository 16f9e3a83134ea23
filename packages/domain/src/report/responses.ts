import { z } from 'zod';
import { REPORT_STORAGE_MODES, REPORT_TIME_TYPES } from './periods.js';

/**
 * The answers of the saved-report routes (`/reports`, `/reports/:id`, `/reports/points`,
 * `/reports/:id/deliveries`): what the server sends, so without the body's checks and defaults.
 * The configuration blocks are kept as saved (`looseObject`): a field a later version adds is
 * answered, not dropped.
 */
const ReportColumnOut = z.looseObject({ pointId: z.number(), method: z.string(), title: z.string().optional() });
const ReportPeriodTimeOut = z.looseObject({ id: z.number(), title: z.string(), start: z.string(), end: z.string() });
const ReportModuleOut = z.looseObject({ type: z.string(), title: z.string() });
const ReportScheduleOut = z.looseObject({ frequency: z.string(), channel: z.string() });
const ReportProductionOut = z.looseObject({ groupBy: z.string() });

export const ReportRowSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  name: z.string(),
  storageMode: z.enum(REPORT_STORAGE_MODES),
  intervalS: z.number().nullable(),
  periodTimeList: z.array(ReportPeriodTimeOut),
  timeType: z.enum(REPORT_TIME_TYPES),
  columns: z.array(ReportColumnOut),
  modules: z.array(ReportModuleOut),
  utcOffsetMinutes: z.number(),
  schedule: ReportScheduleOut.nullable(),
  production: ReportProductionOut.nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** A point a report may show, with its device and project (variableReport/viewinfoList). */
export const ReportablePointSchema = z.object({
  pointId: z.number(),
  pointName: z.string(),
  unit: z.string().nullable(),
  save: z.boolean(),
  deviceId: z.number(),
  deviceName: z.string(),
  projectId: z.number(),
  projectName: z.string(),
});

/** One scheduled delivery of a report and period, and how it went. */
export const ReportDeliverySchema = z.object({
  id: z.number(),
  reportId: z.number(),
  periodKey: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: z.date(),
  claimedAt: z.date().nullable(),
  sentAt: z.date().nullable(),
});
