import { z } from 'zod';
import { PointCreateSchema } from '../datapoint/schemas.js';
import { DeviceCreateSchema } from '../device/schemas.js';
import { StoredSceneSchema, VIEW_PLATFORMS, ViewNameSchema } from '../scada/view.js';
import { LocationSchema, ProjectNameSchema } from './rules.js';

/**
 * A project's whole configuration as a file: the project, its devices and their points, and (from
 * version 2) its SCADA views, never a secret. Importing it is all or nothing; into an existing
 * project it overwrites its devices, and its views when the file carries views.
 */
export const PROJECT_FILE_FORMAT = 'fieldlink-project';
export const PROJECT_FILE_VERSION = 2;

const fileId = z.number().int().positive().max(2_147_483_647);

/** A view in a project file: its bindings and links name devices, points and views by their ids where the file was made. */
export const TransferViewSchema = z.object({
  id: fileId,
  name: ViewNameSchema,
  platform: z.enum(VIEW_PLATFORMS),
  isMain: z.boolean().default(false),
  scene: StoredSceneSchema,
});

/** What those ids were: a device by its box ID, a point by its device and name (both unique in a file). */
export const TransferRefsSchema = z.object({
  devices: z.array(z.object({ id: fileId, boxId: z.string().max(100) })).max(500),
  points: z.array(z.object({ id: fileId, deviceId: fileId, name: z.string().max(100) })).max(50_000),
});

export const TransferDeviceSchema = DeviceCreateSchema.omit({
  projectId: true,
  boxPassword: true,
  vncPassword: true,
  remotePassword: true,
  plcPassword: true,
}).extend({
  points: z.array(PointCreateSchema).max(5000).default([]),
});

export const ProjectFileSchema = z.object({
  format: z.literal(PROJECT_FILE_FORMAT),
  /** 1: devices and points only (still read); 2: with views. */
  version: z.union([z.literal(1), z.literal(PROJECT_FILE_VERSION)]),
  exportedAt: z.string().optional(),
  project: z.object({ name: ProjectNameSchema, location: LocationSchema, groupId: z.number().int().positive().nullish() }),
  devices: z.array(TransferDeviceSchema).max(500),
  /** Absent (a version 1 file): an overwrite keeps the project's views, bound again to the new devices by box ID and point name. */
  views: z.array(TransferViewSchema).max(200).optional(),
  refs: TransferRefsSchema.default({ devices: [], points: [] }),
});
export type ProjectFile = z.infer<typeof ProjectFileSchema>;

export const ProjectImportSchema = z.object({
  /** Overwrite this project's devices and points; a new project when absent. */
  projectId: z.number().int().positive().nullish(),
  companyId: z.number().int().positive().nullish(),
  file: ProjectFileSchema,
});
