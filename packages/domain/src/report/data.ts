import { z } from 'zod';
import { FigureRowSchema } from '../production/schemas.js';
import { REPORT_STORAGE_MODES, REPORT_TIME_TYPES } from './periods.js';
import { ReportModuleSchema } from './schemas.js';
import { REPORT_METHODS } from './statistics.js';

/**
 * A computed report (spec §7 report/getReportData), the answer of `GET /reports/:id/data`: declared
 * once here, the server's response schema and the web's type.
 */
export const ReportDataSchema = z.object({
  id: z.number(),
  name: z.string(),
  projectName: z.string(),
  timeType: z.enum(REPORT_TIME_TYPES),
  storageMode: z.enum(REPORT_STORAGE_MODES),
  /** Local days [from, to] shown (to inclusive). */
  range: z.object({ from: z.string(), to: z.string() }),
  resolution: z.enum(['raw', '1m', '1h']),
  columns: z.array(
    z.object({
      index: z.number(),
      pointId: z.number(),
      title: z.string(),
      pointName: z.string(),
      deviceName: z.string(),
      unit: z.string().nullable(),
      method: z.enum(REPORT_METHODS),
    }),
  ),
  rows: z.array(z.object({ label: z.string(), start: z.string(), end: z.string(), values: z.array(z.number().nullable()) })),
  /** Each column over the whole range (index cards, the summary row). */
  summary: z.array(z.number().nullable()),
  modules: z.array(ReportModuleSchema),
  /** HisDataLimit moved the data's start here (periods before it are empty, one across it is cut); null = not moved. */
  limitedFrom: z.string().nullable(),
  /** The production figures of the report's project over the same days, grouped as configured; null: the report has none. */
  production: z.array(FigureRowSchema).nullable(),
});
export type ReportData = z.infer<typeof ReportDataSchema>;

/** One module (item) of a report (spec §7 getItemData): its columns (`index` into the report's), rows and summary in that order. */
export const ReportItemDataSchema = ReportDataSchema.pick({
  id: true,
  name: true,
  timeType: true,
  range: true,
  resolution: true,
  columns: true,
  rows: true,
  summary: true,
  limitedFrom: true,
}).extend({ item: z.number(), module: ReportModuleSchema });
export type ReportItemData = z.infer<typeof ReportItemDataSchema>;
