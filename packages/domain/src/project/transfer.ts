import { z } from 'zod';
import { PointCreateSchema } from '../datapoint/schemas.js';
import { DeviceCreateSchema } from '../device/schemas.js';
import { LocationSchema, ProjectNameSchema } from './rules.js';

/**
 * A project's whole configuration as a file: the project, its devices and their points, never a
 * secret. Importing it is all or nothing; into an existing project it overwrites its devices.
 */
export const PROJECT_FILE_FORMAT = 'fieldlink-project';
export const PROJECT_FILE_VERSION = 1;

export const TransferDeviceSchema = DeviceCreateSchema.omit({
  projectId: true,
  boxPassword: true,
  vncPassword: true,
  remotePassword: true,
}).extend({
  points: z.array(PointCreateSchema).max(5000).default([]),
});

export const ProjectFileSchema = z.object({
  format: z.literal(PROJECT_FILE_FORMAT),
  version: z.literal(PROJECT_FILE_VERSION),
  exportedAt: z.string().optional(),
  project: z.object({ name: ProjectNameSchema, location: LocationSchema, groupId: z.number().int().positive().nullish() }),
  devices: z.array(TransferDeviceSchema).max(500),
});
export type ProjectFile = z.infer<typeof ProjectFileSchema>;

export const ProjectImportSchema = z.object({
  /** Overwrite this project's devices and points; a new project when absent. */
  projectId: z.number().int().positive().nullish(),
  companyId: z.number().int().positive().nullish(),
  file: ProjectFileSchema,
});
