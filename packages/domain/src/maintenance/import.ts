import { z } from 'zod';
import { LocationSchema, ProjectNameSchema } from '../project/rules.js';
import { MaintenancePlanBodySchema } from './schemas.js';

/**
 * Project import for maintenance (spec §2 /projectImport, /importNewProject, /importOldProject):
 * one spreadsheet row per plan. New projects are created from the rows (name and location); old
 * projects are found by name. The start time is a wall time on the company's clocks.
 */
export const MAINTENANCE_IMPORT_MODES = ['new', 'old'] as const;
export type MaintenanceImportMode = (typeof MAINTENANCE_IMPORT_MODES)[number];

/** "YYYY-MM-DD HH:mm" (or with seconds). */
export const WallTimeTextSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine(
    (v) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(:\d{2})?$/.exec(v);
      if (!match) return false;
      const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
      const d = new Date(Date.UTC(year, month - 1, day));
      return d.getUTCMonth() === month - 1 && d.getUTCDate() === day && hour < 24 && minute < 60;
    },
    { message: 'validation.dateTime' },
  );

const planFields = MaintenancePlanBodySchema.omit({ projectId: true, deviceId: true, assigneeId: true, startTime: true });

export const MaintenanceImportRowSchema = planFields.extend({
  projectName: ProjectNameSchema,
  /** Needed for a new project; ignored for an old one. */
  location: LocationSchema.optional(),
  startTime: WallTimeTextSchema,
});
export type MaintenanceImportRow = z.infer<typeof MaintenanceImportRowSchema>;

export const MaintenanceImportQuerySchema = z.object({
  mode: z.enum(MAINTENANCE_IMPORT_MODES, { message: 'validation.invalid' }),
  /** The company the projects belong to (the super user names one; others import into their own). */
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type MaintenanceImportQuery = z.infer<typeof MaintenanceImportQuerySchema>;
