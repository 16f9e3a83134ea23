import { z } from 'zod';
import { calendarDateSchema } from '../input/dates.js';
import { DayTimeSchema, DEFAULT_UTC_OFFSET_MINUTES } from '../history/collection-task.js';
import { daysBetween } from '../history/status-statistics.js';
import { ListQuerySchema } from '../rbac/schemas.js';
import { REPORT_CUSTOM_MAX_DAYS, REPORT_STORAGE_MODES, REPORT_TIME_TYPES, SCHEDULE_FREQUENCIES } from './periods.js';
import { REPORT_METHODS } from './statistics.js';

/** Saved report configurations (spec §3 multifunction report / report config; §7 variableReport Config*). */
export const REPORT_NAME_MAX = 20;
export const REPORT_COLUMNS_MAX = 40;
export const REPORT_MODULES_MAX = 12;
export const REPORT_PERIODS_MAX = 24;
export const REPORT_RECIPIENTS_MAX = 20;
export const REPORT_INTERVAL_MIN_S = 2;

export const REPORT_MODULE_TYPES = ['table', 'card', 'chart'] as const;
export type ReportModuleType = (typeof REPORT_MODULE_TYPES)[number];
export const REPORT_MODULE_WIDTHS = ['half', 'full'] as const;
export const REPORT_CHART_KINDS = ['line', 'bar'] as const;
export const REPORT_CHANNELS = ['email', 'notice'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

const id = z.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);
const title = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });

export const ReportColumnSchema = z.object({
  pointId: id,
  method: z.enum(REPORT_METHODS, { message: 'validation.invalid' }),
  /** The header; the point's name when absent. */
  title: z.string().trim().max(REPORT_NAME_MAX, { message: 'validation.tooLong' }).optional(),
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

/** One period of the day (spec: periodTimeList {id, title}); at most one day long. */
export const ReportPeriodTimeSchema = z
  .object({ id: z.number().int().min(0), title: title(REPORT_NAME_MAX), start: DayTimeSchema, end: DayTimeSchema })
  .refine((p) => p.start !== p.end || p.start === '00:00', { message: 'validation.periodOverDay', path: ['end'] });
export type ReportPeriodTime = z.infer<typeof ReportPeriodTimeSchema>;

export const ReportModuleSchema = z.object({
  type: z.enum(REPORT_MODULE_TYPES, { message: 'validation.invalid' }),
  width: z.enum(REPORT_MODULE_WIDTHS).default('full'),
  title: title(REPORT_NAME_MAX),
  /** Indexes into the report's columns; all columns when empty. */
  columns: z.array(z.number().int().min(0)).max(REPORT_COLUMNS_MAX).default([]),
  chart: z.enum(REPORT_CHART_KINDS).default('line'),
});
export type ReportModule = z.infer<typeof ReportModuleSchema>;

export const ReportScheduleSchema = z
  .object({
    frequency: z.enum(SCHEDULE_FREQUENCIES, { message: 'validation.invalid' }),
    channel: z.enum(REPORT_CHANNELS, { message: 'validation.invalid' }),
    /** E-mail addresses (channel email). */
    recipients: z
      .array(z.string().trim().email({ message: 'validation.email' }))
      .max(REPORT_RECIPIENTS_MAX)
      .default([]),
    /** Users told in their inbox (channel notice); the report's owner when empty. */
    userIds: z.array(id).max(REPORT_RECIPIENTS_MAX).default([]),
    language: z.enum(['zh-CN', 'en-US']).default('zh-CN'),
    enabled: z.boolean().default(true),
  })
  .refine((s) => s.channel !== 'email' || s.recipients.length > 0, { message: 'validation.recipientsRequired', path: ['recipients'] });
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

/** How a report groups its production figures (spec §2 productionManagement figures in reports): per device, per day or per task. */
export const REPORT_PRODUCTION_GROUPS = ['device', 'day', 'task'] as const;
export type ReportProductionGroup = (typeof REPORT_PRODUCTION_GROUPS)[number];

/** A report's production figures over its days: of the project's devices, or of one of them. */
export const ReportProductionSchema = z.object({
  groupBy: z.enum(REPORT_PRODUCTION_GROUPS, { message: 'validation.invalid' }),
  /** One device of the report's project; none: all of them. */
  deviceId: id.nullish().transform((v) => v ?? null),
});
export type ReportProduction = z.infer<typeof ReportProductionSchema>;

export const ReportConfigBodySchema = z
  .object({
    name: title(REPORT_NAME_MAX),
    projectId: id,
    storageMode: z.enum(REPORT_STORAGE_MODES, { message: 'validation.invalid' }),
    /** interval mode: seconds per row (spec §5: at least 2 s). */
    intervalS: z
      .number()
      .int({ message: 'validation.integer' })
      .min(REPORT_INTERVAL_MIN_S, { message: 'validation.reportInterval' })
      .max(31 * 86_400, { message: 'validation.reportInterval' })
      .nullish()
      .transform((v) => v ?? null),
    periodTimeList: z.array(ReportPeriodTimeSchema).max(REPORT_PERIODS_MAX).default([]),
    timeType: z.enum(REPORT_TIME_TYPES, { message: 'validation.invalid' }),
    columns: z.array(ReportColumnSchema).min(1, { message: 'validation.selectOne' }).max(REPORT_COLUMNS_MAX),
    modules: z.array(ReportModuleSchema).min(1, { message: 'validation.selectOne' }).max(REPORT_MODULES_MAX),
    utcOffsetMinutes: z.number().int().min(-720).max(840).default(DEFAULT_UTC_OFFSET_MINUTES),
    schedule: ReportScheduleSchema.nullish().transform((v) => v ?? null),
    /** Production figures beside the points' columns (none: the report has none). */
    production: ReportProductionSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((r, ctx) => {
    if (r.storageMode === 'interval' && r.intervalS === null)
      ctx.addIssue({ code: 'custom', message: 'validation.reportInterval', path: ['intervalS'] });
    if (r.storageMode === 'period' && r.periodTimeList.length === 0)
      ctx.addIssue({ code: 'custom', message: 'validation.periodsRequired', path: ['periodTimeList'] });
    r.modules.forEach((m, i) => {
      if (m.columns.some((c) => c >= r.columns.length))
        ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['modules', i, 'columns'] });
    });
  });
export type ReportConfigBody = z.infer<typeof ReportConfigBodySchema>;

export const ReportListQuerySchema = ListQuerySchema.extend({
  projectId: z.coerce.number().int().positive().optional(),
});
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

const DaySchema = calendarDateSchema();

/** The days a report is shown for; `from`..`to` come together, in order, at most REPORT_CUSTOM_MAX_DAYS. */
const reportRange = { date: DaySchema.optional(), from: DaySchema.optional(), to: DaySchema.optional() };
function checkReportRange(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if ((q.from === undefined) !== (q.to === undefined)) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['to'] });
  if (q.from && q.to) {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', message: 'validation.rangeOrder', path: ['to'] });
    else if (daysBetween(q.from, q.to) + 1 > REPORT_CUSTOM_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: 'validation.rangeTooLong', path: ['to'] });
  }
}

/** What the report is shown for: the day holding the range (day/week/month), or from..to (custom). */
export const ReportDataQuerySchema = z.object(reportRange).superRefine(checkReportRange);
export type ReportDataQuery = z.infer<typeof ReportDataQuerySchema>;

/** One module (item) of a saved report over the same days as the whole report (report/getItemData). */
export const ReportItemQuerySchema = z
  .object({ ...reportRange, item: z.coerce.number({ message: 'validation.required' }).int().min(0).max(2_147_483_647) })
  .superRefine(checkReportRange);
export type ReportItemQuery = z.infer<typeof ReportItemQuerySchema>;

/** The points a report may show (variableReport/viewinfoList): by project, device and keyword (point, device or unit). */
export const ReportPointListQuerySchema = ListQuerySchema.extend({
  projectId: z.coerce.number().int().positive().optional(),
  deviceId: z.coerce.number().int().positive().optional(),
});
export type ReportPointListQuery = z.infer<typeof ReportPointListQuerySchema>;

/** The indexes of the report columns a module shows, in the report's order (all when it names none). */
export function moduleColumnIndexes(module: Pick<ReportModule, 'columns'>, columnCount: number): number[] {
  const all = Array.from({ length: columnCount }, (_, i) => i);
  return module.columns.length === 0 ? all : all.filter((i) => module.columns.includes(i));
}
