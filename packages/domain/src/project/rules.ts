import { z } from 'zod';
import { ListQuerySchema } from '../rbac/schemas.js';

/** Project name (spec §5): Chinese, letters, digits, at least 2 characters. */
export const PROJECT_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;
export const PROJECT_NAME_MAX_LENGTH = 50;

/** "lng,lat": longitude -180..180 and latitude -90..90, each with at most 6 decimals. */
export const LOCATION_PATTERN = /^\s*(-?\d{1,3}(?:\.\d{1,6})?)\s*,\s*(-?\d{1,2}(?:\.\d{1,6})?)\s*$/;

export function parseLocation(value: string): { lng: number; lat: number } | undefined {
  const match = LOCATION_PATTERN.exec(value);
  if (!match) return undefined;
  const lng = Number(match[1]);
  const lat = Number(match[2]);
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return undefined;
  return { lng, lat };
}

export const ProjectNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => v.length >= 2 && v.length <= PROJECT_NAME_MAX_LENGTH && PROJECT_NAME_PATTERN.test(v), {
    message: 'validation.projectName',
    params: { max: PROJECT_NAME_MAX_LENGTH },
  });

export const LocationSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => parseLocation(v) !== undefined, { message: 'validation.location' })
  .transform((v) => {
    const { lng, lat } = parseLocation(v)!;
    return `${lng},${lat}`;
  });

const id = z.number().int().positive().max(2_147_483_647);

export const ProjectCreateSchema = z.object({
  name: ProjectNameSchema,
  location: LocationSchema,
  /** A group of the project's company; null: no group. */
  groupId: id.nullish(),
  /** A node of the company's tree model; null: not in the tree. */
  treeNodeId: id.nullish(),
  companyId: id.nullish(),
});
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;
export const ProjectUpdateSchema = ProjectCreateSchema.omit({ companyId: true }).partial();
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

/** GET /projects: the list filters; `treeNodeId` matches the node and every node under it. */
export const ProjectListQuerySchema = ListQuerySchema.extend({
  groupId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  treeNodeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;
