import { z } from 'zod';
import { DeviceCreateSchema } from '../device/schemas.js';
import { ProjectCreateSchema } from './rules.js';

/**
 * A new project and its first device in one request (spec §7 deviceconfig addItemAndDevice): both
 * are created, or neither. Field errors name their part: `project.name`, `device.boxId`.
 */
export const ProjectWithDeviceCreateSchema = z.object({
  project: ProjectCreateSchema,
  device: DeviceCreateSchema.omit({ projectId: true }),
});
export type ProjectWithDeviceCreate = z.infer<typeof ProjectWithDeviceCreateSchema>;
